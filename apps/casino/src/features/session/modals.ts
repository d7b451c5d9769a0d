import type { ModalRegistry } from '../../core/modals/registry.ts';
import { sessionEndedTitle } from '../../core/session/sessionMessages.ts';

export const sessionModals: ModalRegistry = {
  'session-ended': {
    title: sessionEndedTitle,
    load: () => import('./SessionEndedModal.tsx'),
    ownedParams: ['reason', 'time'],
  },
};
