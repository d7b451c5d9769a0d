// The home page, prerendered by the app server (ADR 6).
import type { FeatureManifest } from '../../core/feature.ts';

export const homeFeature: FeatureManifest = {
  id: 'home',
  pages: [
    {
      key: 'home',
      load: () => import('./HomePage.tsx'),
      prerender: true,
    },
  ],
};
