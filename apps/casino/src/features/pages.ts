// Pages that exist: a page key of the route table is served only once a feature registers it
// here. An unbuilt page has no route (404) and no menu entry.
import type { PageKey } from '@casino/layout-engine';
import type { ComponentType } from 'react';
import { contentPageKeys } from './content/contentPages.ts';

export type PageModule = () => Promise<{ Component: ComponentType }>;

// Content pages share one component; it reads which page it is from the route's handle.
const contentPage: PageModule = () =>
  import('./content/ContentPage.tsx').then((module) => ({ Component: module.ContentPage }));

// Profile and verification pages (players only; a guest gets the login modal over the page).
const verificationPage: PageModule = () =>
  import('./verification/VerificationPage.tsx').then((module) => ({ Component: module.VerificationPage }));
const profilePages: Partial<Record<PageKey, PageModule>> = {
  profile: () => import('./profile/ProfilePage.tsx').then((module) => ({ Component: module.ProfilePage })),
  editProfile: () =>
    import('./profile/EditProfilePage.tsx').then((module) => ({ Component: module.EditProfilePage })),
  myProfile: () =>
    import('./profile/ProfileV2Pages.tsx').then((module) => ({ Component: module.MyProfilePage })),
  balance: () => import('./profile/ProfileV2Pages.tsx').then((module) => ({ Component: module.BalancePage })),
  verify: verificationPage,
  accountVerification: verificationPage,
  profileVerification: () =>
    import('./verification/VerificationPage.tsx').then((module) => ({
      Component: module.VerificationV2Page,
    })),
};

export const pageModules: Partial<Record<PageKey, PageModule>> = {
  home: () => import('./home/HomePage.tsx').then((module) => ({ Component: module.HomePage })),
  ...Object.fromEntries(contentPageKeys.map((key) => [key, contentPage])),
  ...profilePages,
};

export const isPageBuilt = (key: PageKey): boolean => key in pageModules;
