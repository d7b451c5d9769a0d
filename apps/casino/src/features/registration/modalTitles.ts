// Modal titles on their own: the modal registry is on every page, the form's messages are not.
import { defineMessages } from 'react-intl';

export const registrationModalTitles = defineMessages({
  title: { id: 'account.register.title', defaultMessage: 'Create account' },
  /** The header's button (every page for guests: kept out of the form's messages). */
  headerSignUp: { id: 'shell.signUp', defaultMessage: 'Sign up' },
});
