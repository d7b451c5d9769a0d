// The modal's title on its own: the registry (every page) needs it, the modal's body does not.
import { defineMessages } from 'react-intl';

export const emailVerificationModalTitles = defineMessages({
  verifyExpired: { id: 'auth.verifyExpired.title', defaultMessage: 'Verification link expired' },
});
