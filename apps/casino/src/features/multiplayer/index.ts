// Multiplayer dice tables with the spec 4 away status (issue 17): /multiplayer, for players.
import type { FeatureManifest } from '../../core/feature.ts';

export const multiplayerFeature: FeatureManifest = {
  id: 'multiplayer',
  pages: [
    {
      key: 'multiplayer',
      audience: 'player',
      load: () => import('./MultiplayerPage.tsx'),
    },
  ],
};
