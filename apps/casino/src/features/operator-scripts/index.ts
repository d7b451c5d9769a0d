// The operator's scripts (GET /api/core/casino/scripts), injected once per key, never on /play.
import type { FeatureManifest } from '../../core/feature.ts';
import { OperatorScripts } from './OperatorScripts.tsx';

export const operatorScriptsFeature: FeatureManifest = {
  id: 'operator-scripts',
  slots: { global: [{ id: 'operator-scripts', order: 40, Component: OperatorScripts }] },
};
