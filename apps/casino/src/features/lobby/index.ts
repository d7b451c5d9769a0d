// The lobby (issue 13): /casino, the category grids, the providers.
import type { FeatureManifest } from '../../core/feature.ts';

const categoryPage = (name: 'SlotsPage' | 'LiveCasinoPage' | 'PopularPage') => () =>
  import('./CategoryPage.tsx').then((module) => ({ Component: module[name] }));

export const lobbyFeature: FeatureManifest = {
  id: 'lobby',
  pages: [
    {
      key: 'casino',
      load: () => import('./LobbyPage.tsx'),
      // The lobby's first frame (heading, category chips, search and the category rows) is in the
      // HTML (ADR 6); the prerenderer keeps its large root boundary inline (no reveal scripts).
      prerender: true,
      // Only the prerenderer prefetches (the rows in the HTML); the browser never loads this.
      prefetch: (context) => import('./lobbyRows.ts').then((module) => module.prefetchLobbyRows(context)),
    },
    { key: 'slots', load: categoryPage('SlotsPage') },
    { key: 'liveCasino', load: categoryPage('LiveCasinoPage') },
    { key: 'popular', load: categoryPage('PopularPage') },
    {
      key: 'providers',
      load: () => import('./ProvidersPage.tsx'),
    },
  ],
};
