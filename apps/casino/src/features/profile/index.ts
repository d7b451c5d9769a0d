// Profile, edit profile, password, the v2 profile pages and verification (spec 2, 5): player pages.
import type { FeatureManifest, PageModule } from '../../core/feature.ts';

const verificationPage: PageModule = () =>
  import('./verification/VerificationPage.tsx').then((module) => ({ Component: module.VerificationPage }));

export const profileFeature: FeatureManifest = {
  id: 'profile',
  pages: [
    {
      key: 'profile',
      audience: 'player',
      load: () => import('./ProfilePage.tsx').then((module) => ({ Component: module.ProfilePage })),
    },
    {
      key: 'editProfile',
      audience: 'player',
      load: () => import('./EditProfilePage.tsx').then((module) => ({ Component: module.EditProfilePage })),
    },
    {
      key: 'myProfile',
      audience: 'player',
      load: () => import('./ProfileV2Pages.tsx').then((module) => ({ Component: module.MyProfilePage })),
    },
    {
      key: 'balance',
      audience: 'player',
      load: () => import('./ProfileV2Pages.tsx').then((module) => ({ Component: module.BalancePage })),
    },
    { key: 'verify', audience: 'player', load: verificationPage },
    { key: 'accountVerification', audience: 'player', load: verificationPage },
    {
      key: 'profileVerification',
      audience: 'player',
      load: () =>
        import('./verification/VerificationPage.tsx').then((module) => ({
          Component: module.VerificationV2Page,
        })),
    },
  ],
};
