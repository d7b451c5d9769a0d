// E-mail verification: the expired-link modal and "Resend verification e-mail" for players whose
// address is not verified yet (on the profile overview and in the profile menu).
import type { FeatureManifest } from '../../core/feature.ts';
import { verifyExpiredTitle } from './emailVerificationMessages.ts';
import { ProfileMenuReminder, ProfileResendAction } from './ResendVerification.tsx';

export const emailVerificationFeature: FeatureManifest = {
  id: 'email-verification',
  modals: {
    'verify-email-expired': {
      title: verifyExpiredTitle,
      load: () => import('./VerifyEmailExpiredModal.tsx'),
    },
  },
  slots: {
    profileActions: [{ id: 'resend-verification', audience: 'player', Component: ProfileResendAction }],
    profileMenu: [{ id: 'verify-email-reminder', audience: 'player', Component: ProfileMenuReminder }],
  },
};
