import type { ModalRegistry } from '../../../core/modals/registry.ts';
import { linkedSignupModalTitles } from './modalTitles.ts';

export const linkedSignupModals: ModalRegistry = {
  'linked-signup': {
    title: linkedSignupModalTitles.title,
    load: () => import('./LinkedSignupModal.tsx'),
    ownedParams: ['linkedAccountUuid', 'linkedAccountExpires', 'linkedAccountSignature'],
    audience: 'guest',
  },
};
