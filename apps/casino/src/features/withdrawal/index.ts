// Withdrawal (spec 1, 4, 5, 8): /withdraw, a player page; the profile dropdown's Withdrawal entry
// (brand navigation) shows once the page exists.
import type { FeatureManifest } from '../../core/feature.ts';

export const withdrawalFeature: FeatureManifest = {
  id: 'withdrawal',
  pages: [
    {
      key: 'withdraw',
      audience: 'player',
      load: () => import('./WithdrawalPage.tsx').then((module) => ({ Component: module.WithdrawalPage })),
    },
  ],
};
