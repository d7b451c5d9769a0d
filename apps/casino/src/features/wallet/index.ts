// The player's wallet kept live: balance, accumulator ngr and failed deposits from socket events.
// Players only, and loaded only for them.
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';

const WalletLiveUpdates = lazy(() =>
  import('./WalletLiveUpdates.tsx').then((module) => ({ default: module.WalletLiveUpdates })),
);

export const walletFeature: FeatureManifest = {
  id: 'wallet',
  slots: { global: [{ id: 'wallet-live-updates', audience: 'player', Component: WalletLiveUpdates }] },
};
