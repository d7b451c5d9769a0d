// Page views (300 ms after a route change) and the affiliate key intake (spec 2).
import type { FeatureManifest } from '../../core/feature.ts';
import { AffiliateKeyIntake } from './AffiliateKeyIntake.tsx';
import { PageViewTracker } from './PageViewTracker.tsx';

export const trackingFeature: FeatureManifest = {
  id: 'tracking',
  slots: {
    global: [
      { id: 'page-views', order: 20, Component: PageViewTracker },
      { id: 'affiliate-key', order: 30, Component: AffiliateKeyIntake },
    ],
  },
};
