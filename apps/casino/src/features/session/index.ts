// The end of a session (spec 4): inactivity timeout, termination reasons and their modal.
import type { FeatureManifest } from '../../core/feature.ts';
import { sessionModals } from './modals.ts';
import { SessionWatcher } from './SessionWatcher.tsx';

export const sessionFeature: FeatureManifest = {
  id: 'session',
  modals: sessionModals,
  slots: { global: [{ id: 'session-watcher', order: 0, Component: SessionWatcher }] },
};
