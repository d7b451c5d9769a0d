import type { ModalRegistry } from '../../core/modals/registry.ts';
import { authModalTitles } from './modalTitles.ts';

export const authModals: ModalRegistry = {
  login: { title: authModalTitles.title, load: () => import('./LoginModal.tsx'), audience: 'guest' },
  'forgot-password': {
    title: authModalTitles.forgotTitle,
    load: () => import('./ForgotPasswordModal.tsx'),
    audience: 'guest',
  },
  'reset-password': {
    title: authModalTitles.resetTitle,
    load: () => import('./ResetPasswordModal.tsx'),
    // The token is the modal's own: it leaves the address with the dialog.
    ownedParams: ['token'],
  },
};
