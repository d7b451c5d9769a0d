import { defineMessages } from 'react-intl';
import { authModalTitles } from './modalTitles.ts';

export const loginMessages = defineMessages({
  title: authModalTitles.title,
  email: { id: 'auth.login.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  required: { id: 'form.validation.required', defaultMessage: 'Required' },
  tryAgain: { id: 'msg.try.again', defaultMessage: 'Something went wrong. Please try again.' },
  unreachable: {
    id: 'auth.login.unreachable',
    defaultMessage: 'We could not reach the casino. Check your connection and try again.',
  },
  forgotLink: { id: 'auth.login.forgot', defaultMessage: 'Forgot your password?' },
  noAccount: { id: 'auth.login.noAccount', defaultMessage: 'New here?' },
  createAccount: { id: 'auth.login.createAccount', defaultMessage: 'Create account' },
  recaptchaFailed: {
    id: 'auth.login.recaptchaFailed',
    defaultMessage: 'The security check could not load. Check your connection and try again.',
  },
  forgotTitle: authModalTitles.forgotTitle,
  forgotIntro: {
    id: 'auth.forgot.intro',
    defaultMessage: 'Enter the e-mail of your account and we will send you a link to choose a new password.',
  },
  forgotSubmit: { id: 'auth.forgot.submit', defaultMessage: 'Send reset link' },
  backToLogin: { id: 'auth.forgot.backToLogin', defaultMessage: 'Back to log in' },
  resetTitle: authModalTitles.resetTitle,
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.reset.confirmPassword', defaultMessage: 'Repeat the new password' },
  resetSubmit: { id: 'auth.reset.submit', defaultMessage: 'Save new password' },
  resetMissingToken: {
    id: 'auth.reset.missingToken',
    defaultMessage: 'This password reset link is incomplete. Ask for a new one.',
  },
  requestNewLink: { id: 'auth.reset.requestNewLink', defaultMessage: 'Send me a new link' },
  resetDone: {
    id: 'auth.reset.done',
    defaultMessage: 'Your password has been reset. Log in with your new password.',
  },
});
