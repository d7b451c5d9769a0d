// Responsible gaming (issue 16; spec 1, 3, 4, 5, 6, 8, 9): limits, the session time limit,
// self-exclusion, the account freeze, refused spins over the game, the reality check and the
// session clock.
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';
import { rgModalTitles } from './modalTitles.ts';
import { spinRefusalParams } from './spinRefusalParams.ts';

// Players only: their code loads when a player's page shows them (a bonus, hence a bonus bet
// limit, is a player's).
// Modules load as they are (default export, or a page's `Component`): no wrapper in every page's
// first load.
const SpinRefusalWatcher = lazy(() => import('./SpinRefusalWatcher.tsx'));
const SessionPlayTracker = lazy(() => import('./SessionPlayTracker.tsx'));
const SessionClock = lazy(() => import('./SessionClock.tsx'));
const SelfExclusionBanner = lazy(() => import('./SelfExclusionBanner.tsx'));
const profileLinks = () => import('./ProfileLinks.tsx');
const ProfileMenuLinks = lazy(() => profileLinks().then((module) => ({ default: module.ProfileMenuLinks })));
const ProfileSessionTimeAction = lazy(() =>
  profileLinks().then((module) => ({ default: module.ProfileSessionTimeAction })),
);
const spinRefusals = () => import('./SpinRefusalModals.tsx');

export const responsibleGamingFeature: FeatureManifest = {
  id: 'responsible-gaming',
  pages: [
    {
      key: 'limits',
      audience: 'player',
      load: () => import('./LimitsPage.tsx'),
    },
    {
      key: 'freezeAccount',
      audience: 'player',
      load: () => import('./FreezeAccountPage.tsx'),
    },
    {
      // Anyone: the player is signed out while it shows.
      key: 'accountPaused',
      load: () => import('./AccountPausedPage.tsx'),
    },
  ],
  modals: {
    'session-time-limit': {
      title: rgModalTitles.sessionTime,
      audience: 'player',
      load: () => import('./SessionTimeLimitModal.tsx'),
    },
    'reality-check': {
      title: rgModalTitles.realityCheck,
      audience: 'player',
      load: () => import('./RealityCheckModal.tsx'),
    },
    'bonus-bet-limit': {
      title: rgModalTitles.bonusBetLimit,
      ownedParams: ['bet', 'limit'],
      load: () => spinRefusals().then((module) => ({ default: module.BonusBetLimitModal })),
    },
    'spin-refused': {
      title: rgModalTitles.spinRefused,
      ownedParams: spinRefusalParams,
      load: () => spinRefusals().then((module) => ({ default: module.SpinRefusedModal })),
    },
  },
  slots: {
    global: [
      { id: 'spin-refusals', audience: 'player', Component: SpinRefusalWatcher },
      { id: 'session-play', audience: 'player', Component: SessionPlayTracker },
      { id: 'self-exclusion-banner', audience: 'player', Component: SelfExclusionBanner },
    ],
    headerActions: [{ id: 'session-clock', audience: 'player', Component: SessionClock }],
    playBar: [{ id: 'session-clock', audience: 'player', Component: SessionClock }],
    profileMenu: [{ id: 'responsible-gaming-links', audience: 'player', Component: ProfileMenuLinks }],
    profileActions: [{ id: 'session-time-limit', audience: 'player', Component: ProfileSessionTimeAction }],
  },
};
