// Tournaments and races (issue 17, spec 2): /tournaments, for guests and players alike.
import type { FeatureManifest, PageModule } from '../../core/feature.ts';

const tournamentsPage: PageModule = () => import('./TournamentsPage.tsx');

export const tournamentsFeature: FeatureManifest = {
  id: 'tournaments',
  pages: [{ key: 'tournaments', load: tournamentsPage }],
};
