import type { ModalRegistry } from '../../modals/registry.ts';
import { registrationMessages } from './registrationMessages.ts';

export const registrationModals: ModalRegistry = {
  registration: {
    title: registrationMessages.title,
    load: () => import('./RegistrationModal.tsx'),
    audience: 'guest',
  },
};
