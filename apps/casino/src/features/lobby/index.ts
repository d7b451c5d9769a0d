// The lobby (issue 13): /casino (prerendered like home), the category grids, the providers.
import type { FeatureManifest } from '../../core/feature.ts';

const categoryPage = (name: 'SlotsPage' | 'LiveCasinoPage' | 'PopularPage') => () =>
  import('./CategoryPage.tsx').then((module) => ({ Component: module[name] }));

export const lobbyFeature: FeatureManifest = {
  id: 'lobby',
  pages: [
    {
      key: 'casino',
      load: () => import('./LobbyPage.tsx').then((module) => ({ Component: module.LobbyPage })),
      prerender: true,
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
