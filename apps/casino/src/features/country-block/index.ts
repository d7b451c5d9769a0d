// The country block (spec 4, 6): guests in an excluded country see the notice instead of the site.
import type { FeatureManifest } from '../../core/feature.ts';
import { CountryBlockGate } from './CountryBlockGate.tsx';

export const countryBlockFeature: FeatureManifest = {
  id: 'country-block',
  gates: [{ id: 'country-block', Component: CountryBlockGate }],
};
