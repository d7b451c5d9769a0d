import type { ModalRegistry } from '../../core/modals/registry.ts';
import { registrationModalTitles } from './modalTitles.ts';

export const registrationModals: ModalRegistry = {
  registration: {
    title: registrationModalTitles.title,
    load: () => import('./RegistrationModal.tsx'),
    audience: 'guest',
  },
};
