// Player statistics (issue 17, spec 2): the public page behind a player's shareable link, and the
// player's own visibility switch on their profile.
import { lazy } from 'react';
import type { FeatureManifest, PageModule } from '../../core/feature.ts';

const statisticsPage: PageModule = () => import('./PlayerStatisticsPage.tsx');

// Players only: loaded with the profile that shows it, never with a guest's first page.
const ProfileStatisticsAction = lazy(() => import('./StatisticsVisibility.tsx'));

export const playerStatisticsFeature: FeatureManifest = {
  id: 'player-statistics',
  pages: [{ key: 'playerStatistics', load: statisticsPage }],
  slots: {
    profileActions: [{ id: 'statistics-visibility', audience: 'player', Component: ProfileStatisticsAction }],
  },
};
