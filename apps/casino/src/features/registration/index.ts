// Sign-up (e-mail, phone, 1-click, mirror-domain rules) and the linked-account sign-up (spec 2-5).
import type { FeatureManifest } from '../../core/feature.ts';
import { HeaderSignUp } from './HeaderSignUp.tsx';
import { linkedSignupModals } from './linked-signup/modals.ts';
import { registrationModals } from './modals.ts';

export const registrationFeature: FeatureManifest = {
  id: 'registration',
  modals: { ...registrationModals, ...linkedSignupModals },
  slots: { headerActions: [{ id: 'sign-up', audience: 'guest', order: 20, Component: HeaderSignUp }] },
};
