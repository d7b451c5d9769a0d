// The player's wallet: kept live from socket events (balance, accumulator ngr, failed deposits),
// the /Wallet page, and with multi-wallet the header's active-wallet switch. Players only, and
// loaded only for them.
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';

const WalletLiveUpdates = lazy(() => import('./WalletLiveUpdates.tsx'));
const WalletSwitcher = lazy(() => import('./WalletSwitcher.tsx'));

export const walletFeature: FeatureManifest = {
  id: 'wallet',
  pages: [
    {
      key: 'wallet',
      audience: 'player',
      load: () => import('./WalletPage.tsx'),
    },
  ],
  slots: {
    global: [{ id: 'wallet-live-updates', audience: 'player', Component: WalletLiveUpdates }],
    headerActions: [{ id: 'wallet-switcher', audience: 'player', Component: WalletSwitcher }],
  },
};
