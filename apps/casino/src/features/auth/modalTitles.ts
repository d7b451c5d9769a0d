// Modal titles on their own: the modal registry is on every page, the forms' messages are not.
import { defineMessages } from 'react-intl';

export const authModalTitles = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Log in' },
  /** The header's button (every page for guests: kept out of the form's messages). */
  headerLogIn: { id: 'shell.logIn', defaultMessage: 'Log in' },
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Reset your password' },
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Choose a new password' },
});
