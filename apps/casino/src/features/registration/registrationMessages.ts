import { defineMessage, defineMessages } from 'react-intl';
import { callFailureMessages } from '../../core/messages.ts';
import { registrationModalTitles } from './modalTitles.ts';

export const registrationMessages = defineMessages({
  title: registrationModalTitles.title,
  methods: { id: 'account.register.methods', defaultMessage: 'Register with' },
  methodEmail: { id: 'account.register.method.email', defaultMessage: 'E-mail' },
  methodPhone: { id: 'account.register.method.phone', defaultMessage: 'Phone' },
  methodOneClick: { id: 'account.register.method.oneClick', defaultMessage: '1-click' },
  oneClickHint: {
    id: 'account.register.oneClick.hint',
    defaultMessage: 'No e-mail, no password: we create your login and show it to you once.',
  },
  email: { id: 'account.register.email', defaultMessage: 'E-mail' },
  phone: { id: 'account.register.phone', defaultMessage: 'Phone number' },
  password: { id: 'account.register.password', defaultMessage: 'Password' },
  firstName: { id: 'account.register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'account.register.lastName', defaultMessage: 'Last name' },
  dateOfBirth: { id: 'account.register.dateOfBirth', defaultMessage: 'Date of birth' },
  country: { id: 'account.register.country', defaultMessage: 'Country' },
  currency: { id: 'account.register.currency', defaultMessage: 'Currency' },
  city: { id: 'account.register.city', defaultMessage: 'City' },
  address: { id: 'account.register.address', defaultMessage: 'Address' },
  zipCode: { id: 'account.register.zipCode', defaultMessage: 'Postal code' },
  nickname: { id: 'account.register.nickname', defaultMessage: 'Nickname' },
  promoCode: { id: 'account.register.promoCode', defaultMessage: 'Promo code (optional)' },
  select: { id: 'account.register.select', defaultMessage: 'Select…' },
  newsLetter: {
    id: 'account.register.newsLetter',
    defaultMessage: 'Send me news and offers by e-mail',
  },
  /** The newsletter offer of a phone sign-up: the channel is the player's phone. */
  newsLetterSms: {
    id: 'account.register.newsLetter.sms',
    defaultMessage: 'Send me news and offers by SMS',
  },
  rulesTitle: { id: 'account.register.password.rules', defaultMessage: 'Your password needs:' },
  ruleLength: defineMessage<{ min: number }>({
    id: 'account.register.password.rule.length',
    defaultMessage: 'At least {min} characters',
  }),
  ruleMax: defineMessage<{ max: number }>({
    id: 'account.register.password.rule.max',
    defaultMessage: 'No more than {max} characters',
  }),
  ruleNumbers: { id: 'account.register.password.rule.numbers', defaultMessage: 'A number (0–9)' },
  ruleSpecial: {
    id: 'account.register.password.rule.special',
    defaultMessage: 'A special character, such as ! or #',
  },
  ruleUppercase: { id: 'account.register.password.rule.uppercase', defaultMessage: 'An uppercase letter' },
  /** Read before a rule by assistive technology: the rule's state in words, not only a tick. */
  ruleMet: { id: 'account.register.password.rule.met', defaultMessage: 'Done:' },
  ruleMissing: { id: 'account.register.password.rule.missing', defaultMessage: 'Not yet:' },
  rulesSummary: defineMessage<{ met: number; total: number }>({
    id: 'account.register.password.rules.summary',
    defaultMessage: 'Password rules met: {met} of {total}',
  }),
  terms: {
    id: 'account.register.terms',
    defaultMessage: 'I am at least 18 years old and I accept the terms and conditions',
  },
  termsLink: { id: 'account.register.termsLink', defaultMessage: 'Read the terms and conditions' },
  termsRequired: {
    id: 'account.register.termsRequired',
    defaultMessage: 'You must accept the terms and conditions',
  },
  submit: { id: 'account.register.submit', defaultMessage: 'Create account' },
  haveAccount: { id: 'account.register.haveAccount', defaultMessage: 'Already have an account?' },
  logIn: { id: 'account.register.logIn', defaultMessage: 'Log in' },
  tryAgain: callFailureMessages.tryAgain,
  unreachable: callFailureMessages.unreachable,
  loadFailed: {
    id: 'account.register.loadFailed',
    defaultMessage: 'The registration form could not be loaded.',
  },
  retry: { id: 'account.register.retry', defaultMessage: 'Try again' },
  loading: { id: 'account.register.loading', defaultMessage: 'Loading the registration form' },
  closedTitle: { id: 'account.register.closed.title', defaultMessage: 'Registration is closed' },
  closedBody: {
    id: 'account.register.closed.body',
    defaultMessage:
      'New accounts cannot be opened on this site from your country on this device at this time. Please try again later. If you already have an account, you can log in.',
  },
  registered: {
    id: 'account.register.registered',
    defaultMessage: 'Your account has been created. Log in to start playing.',
  },
  credentialsTitle: { id: 'account.credentials.title', defaultMessage: 'Your login details' },
  credentialsIntro: {
    id: 'account.credentials.intro',
    defaultMessage:
      'Keep these details safe: we show the password only once. Save them, send them to your e-mail or copy them before you continue.',
  },
  username: { id: 'account.credentials.username', defaultMessage: 'Username' },
  credentialsPassword: { id: 'account.credentials.password', defaultMessage: 'Password' },
  saveImage: { id: 'account.credentials.saveImage', defaultMessage: 'Save as image' },
  saveFile: { id: 'account.credentials.saveFile', defaultMessage: 'Save as file' },
  copyCredentials: { id: 'account.credentials.copy', defaultMessage: 'Copy login details' },
  sendEmail: { id: 'account.credentials.sendEmail', defaultMessage: 'Send by e-mail' },
  sendEmailLabel: { id: 'account.credentials.email', defaultMessage: 'Your e-mail' },
  sent: {
    id: 'account.credentials.sent',
    defaultMessage: 'Credentials have been sent to your email address successfully!',
  },
  sendFailed: {
    id: 'account.credentials.sendFailed',
    defaultMessage: 'Failed to send credentials. Please try again.',
  },
  continue: { id: 'account.credentials.continue', defaultMessage: 'Continue to log in' },
  play: { id: 'account.credentials.play', defaultMessage: 'Start playing' },
  fileHeading: defineMessage<{ brandName: string }>({
    id: 'account.credentials.fileHeading',
    defaultMessage: '{brandName} login details',
  }),
});
