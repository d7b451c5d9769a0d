// E-mail verification: the expired-link modal and "Resend verification e-mail" for players whose
// address is not verified yet (on the profile overview and in the profile menu).
import { lazy } from 'react';
import type { FeatureManifest } from '../../core/feature.ts';
import { emailVerificationModalTitles } from './modalTitles.ts';

// Players only: the code loads when a player's page or menu shows it, never with a guest's first page.
const resendVerification = () => import('./ResendVerification.tsx');
const ProfileResendAction = lazy(() =>
  resendVerification().then((module) => ({ default: module.ProfileResendAction })),
);
const ProfileMenuReminder = lazy(() =>
  resendVerification().then((module) => ({ default: module.ProfileMenuReminder })),
);

export const emailVerificationFeature: FeatureManifest = {
  id: 'email-verification',
  modals: {
    'verify-email-expired': {
      title: emailVerificationModalTitles.verifyExpired,
      load: () => import('./VerifyEmailExpiredModal.tsx'),
    },
  },
  slots: {
    profileActions: [{ id: 'resend-verification', audience: 'player', Component: ProfileResendAction }],
    profileMenu: [{ id: 'verify-email-reminder', audience: 'player', Component: ProfileMenuReminder }],
    verifyEmailAction: [{ id: 'resend-verification', audience: 'player', Component: ProfileResendAction }],
  },
};
