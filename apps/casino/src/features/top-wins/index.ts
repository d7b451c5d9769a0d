// Top wins and the bet feed (issue 17, spec 1): the live table in the lobby and on a game's page,
// for guests and players alike, and the player's ghost mode on their profile.
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';
import { TopWinsSlot } from './TopWinsSlot.tsx';

// Loaded with the page that shows it, never with the shell.
const GhostModeToggle = lazy(() => import('./GhostModeToggle.tsx'));

export const topWinsFeature: FeatureManifest = {
  id: 'top-wins',
  slots: {
    activity: [{ id: 'top-wins', Component: TopWinsSlot }],
    profileActions: [{ id: 'ghost-mode', audience: 'player', Component: GhostModeToggle }],
  },
};
