// Every modal the URL can name (?modal=), gathered from the features that own them.
import type { ModalRegistry } from '../modals/registry.ts';
import { authModals } from './auth/modals.ts';
import { linkedSignupModals } from './linked-signup/modals.ts';
import { registrationModals } from './registration/modals.ts';
import { sessionModals } from './session/modals.ts';

export const modalRegistry: ModalRegistry = {
  ...authModals,
  ...registrationModals,
  ...linkedSignupModals,
  ...sessionModals,
};
