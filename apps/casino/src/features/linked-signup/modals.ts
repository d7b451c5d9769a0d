import type { ModalRegistry } from '../../modals/registry.ts';
import { linkedSignupMessages } from './linkedSignupMessages.ts';

export const linkedSignupModals: ModalRegistry = {
  'linked-signup': {
    title: linkedSignupMessages.title,
    load: () => import('./LinkedSignupModal.tsx'),
    ownedParams: ['linkedAccountUuid'],
    audience: 'guest',
  },
};
