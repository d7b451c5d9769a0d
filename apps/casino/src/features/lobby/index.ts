// The lobby (issue 13): /casino, the category grids, the providers.
import type { FeatureManifest } from '../../core/feature.ts';

const categoryPage = (name: 'SlotsPage' | 'LiveCasinoPage' | 'PopularPage') => () =>
  import('./CategoryPage.tsx').then((module) => ({ Component: module[name] }));

export const lobbyFeature: FeatureManifest = {
  id: 'lobby',
  pages: [
    {
      key: 'casino',
      load: () => import('./LobbyPage.tsx').then((module) => ({ Component: module.LobbyPage })),
      // Not yet: the app server's render of /casino suspends its root boundary every time, so the
      // HTML carries React's inline reveal scripts ($RB/$RV), which the CSP blocks (found by
      // tests/e2e/lobby.spec.ts). Turn on once the prerenderer waits for that boundary.
      prerender: false,
    },
    { key: 'slots', load: categoryPage('SlotsPage') },
    { key: 'liveCasino', load: categoryPage('LiveCasinoPage') },
    { key: 'popular', load: categoryPage('PopularPage') },
    {
      key: 'providers',
      load: () => import('./ProvidersPage.tsx').then((module) => ({ Component: module.ProvidersPage })),
    },
  ],
};
