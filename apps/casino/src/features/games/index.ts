// Games: a game's page (/casino/games/{game}), playing it (/play/{game}, real money for players,
// `?mode=demo` for its demo) and the player's favourites (/profile/favorites).
import type { FeatureManifest } from '../../core/feature.ts';

export const gamesFeature: FeatureManifest = {
  id: 'games',
  pages: [
    {
      key: 'game',
      load: () => import('./GamePage.tsx'),
    },
    {
      // For anyone: demo play needs no account; real money asks a guest to log in (PlayPage).
      key: 'play',
      load: () => import('./PlayPage.tsx'),
    },
    {
      key: 'favorites',
      audience: 'player',
      load: () => import('./FavoritesPage.tsx'),
    },
  ],
};
