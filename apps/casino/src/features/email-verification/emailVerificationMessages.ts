import { defineMessage, defineMessages } from 'react-intl';

export const emailVerificationMessages = defineMessages({
  expiredBody: {
    id: 'auth.verifyExpired.body',
    defaultMessage:
      'This e-mail verification link has expired. Log in and ask for a new one from your profile.',
  },
  expiredBodyPlayer: {
    id: 'emailVerification.expired.player',
    defaultMessage: 'This e-mail verification link has expired. We can send you a new one.',
  },
  logIn: { id: 'auth.verifyExpired.login', defaultMessage: 'Log in' },
  resend: { id: 'emailVerification.resend', defaultMessage: 'Resend verification e-mail' },
  sent: defineMessage<{ email: string }>({
    id: 'emailVerification.sent',
    defaultMessage: 'We have sent a new verification link to {email}.',
  }),
  notVerified: {
    id: 'emailVerification.reminder',
    defaultMessage: 'Your e-mail address is not verified yet.',
  },
  alreadyVerified: {
    id: 'emailVerification.alreadyVerified',
    defaultMessage: 'Your e-mail address is verified.',
  },
});
