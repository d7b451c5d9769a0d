// Page views (300 ms after a route change) and the affiliate key intake (spec 2); the Web Vitals
// of a sampled share of visits (issue 37).
import type { FeatureManifest } from '../../core/feature.ts';
import { AffiliateKeyIntake } from './AffiliateKeyIntake.tsx';
import { PageViewTracker } from './PageViewTracker.tsx';
import { WebVitalsReporter } from './WebVitalsReporter.tsx';

export const trackingFeature: FeatureManifest = {
  id: 'tracking',
  slots: {
    global: [
      { id: 'page-views', order: 20, Component: PageViewTracker },
      { id: 'affiliate-key', order: 30, Component: AffiliateKeyIntake },
      { id: 'web-vitals', order: 40, Component: WebVitalsReporter },
    ],
  },
};
