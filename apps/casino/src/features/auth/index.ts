// Log in, forgotten and reset password, the expired verification link (spec 2, 4).
import type { FeatureManifest } from '../../core/feature.ts';
import { AccountLink } from './AccountLink.tsx';
import { HeaderLogIn } from './HeaderLogIn.tsx';
import { authModals } from './modals.ts';

export const authFeature: FeatureManifest = {
  id: 'auth',
  modals: authModals,
  slots: {
    headerActions: [{ id: 'log-in', audience: 'guest', order: 10, Component: HeaderLogIn }],
    global: [{ id: 'account-link', order: 5, Component: AccountLink }],
  },
};
