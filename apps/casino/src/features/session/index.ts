// The end of a session (spec 4): inactivity timeout, termination reasons and their modal.
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';
import { sessionModals } from './modals.ts';
import { SessionWatcher } from './SessionWatcher.tsx';

// Players only, and loaded only for them.
const LiveLogout = lazy(() => import('./LiveLogout.tsx'));

export const sessionFeature: FeatureManifest = {
  id: 'session',
  modals: sessionModals,
  slots: {
    global: [
      { id: 'session-watcher', order: 0, Component: SessionWatcher },
      { id: 'live-logout', audience: 'player', Component: LiveLogout },
    ],
  },
};
