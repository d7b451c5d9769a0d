// The VIP club and refer-a-friend (issue 15, spec 2 / 3): /vip-club, /vip and /profile2/vip-club.
import type { FeatureManifest, PageModule } from '../../core/feature.ts';

const vipPage: PageModule = () => import('./VipPages.tsx').then((module) => ({ Component: module.VipPage }));

export const vipFeature: FeatureManifest = {
  id: 'vip',
  pages: [
    { key: 'vipClub', load: vipPage },
    { key: 'vip', load: vipPage },
    { key: 'profileVipClub', audience: 'player', load: vipPage },
  ],
};
