import type { ModalRegistry } from '../../modals/registry.ts';
import { loginMessages } from './loginMessages.ts';

export const authModals: ModalRegistry = {
  login: { title: loginMessages.title, load: () => import('./LoginModal.tsx'), audience: 'guest' },
  'forgot-password': {
    title: loginMessages.forgotTitle,
    load: () => import('./ForgotPasswordModal.tsx'),
    audience: 'guest',
  },
  'reset-password': {
    title: loginMessages.resetTitle,
    load: () => import('./ResetPasswordModal.tsx'),
    // The token is the modal's own: it leaves the address with the dialog.
    ownedParams: ['token'],
  },
  'verify-email-expired': {
    title: loginMessages.verifyExpiredTitle,
    load: () => import('./VerifyEmailExpiredModal.tsx'),
    audience: 'guest',
  },
};
