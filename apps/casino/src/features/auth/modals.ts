import type { ModalRegistry } from '../../modals/registry.ts';
import { loginMessages } from './loginMessages.ts';

export const authModals: ModalRegistry = {
  login: { title: loginMessages.title, load: () => import('./LoginModal.tsx'), audience: 'guest' },
  'verify-email-expired': {
    title: loginMessages.verifyExpiredTitle,
    load: () => import('./VerifyEmailExpiredModal.tsx'),
    audience: 'guest',
  },
};
