import { defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Log in' },
  email: { id: 'auth.login.email', defaultMessage: 'E-mail' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Log in' },
  required: { id: 'form.validation.required', defaultMessage: 'Required' },
  tryAgain: { id: 'msg.try.again', defaultMessage: 'Something went wrong. Please try again.' },
  unreachable: {
    id: 'auth.login.unreachable',
    defaultMessage: 'We could not reach the casino. Check your connection and try again.',
  },
  verifyExpiredTitle: { id: 'auth.verifyExpired.title', defaultMessage: 'Verification link expired' },
  verifyExpiredBody: {
    id: 'auth.verifyExpired.body',
    defaultMessage:
      'This e-mail verification link has expired. Log in and ask for a new one from your profile.',
  },
  verifyExpiredLogin: { id: 'auth.verifyExpired.login', defaultMessage: 'Log in' },
});
