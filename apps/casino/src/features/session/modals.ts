import type { ModalRegistry } from '../../modals/registry.ts';
import { sessionEndedTitle } from './sessionMessages.ts';

export const sessionModals: ModalRegistry = {
  'session-ended': {
    title: sessionEndedTitle,
    load: () => import('./SessionEndedModal.tsx'),
    ownedParams: ['reason', 'time'],
  },
};
