import { defineMessages } from 'react-intl';
import { linkedSignupModalTitles } from './modalTitles.ts';

export const linkedSignupMessages = defineMessages({
  title: linkedSignupModalTitles.title,
  intro: {
    id: 'account.linked.intro',
    defaultMessage: 'Complete your details to open your account.',
  },
  email: { id: 'account.linked.email', defaultMessage: 'E-mail' },
  firstName: { id: 'account.linked.firstName', defaultMessage: 'First name' },
  lastName: { id: 'account.linked.lastName', defaultMessage: 'Last name' },
  dateOfBirth: { id: 'account.linked.dateOfBirth', defaultMessage: 'Date of birth' },
  address: { id: 'account.linked.address', defaultMessage: 'Address (optional)' },
  phone: { id: 'account.linked.phone', defaultMessage: 'Phone number (optional)' },
  terms: {
    id: 'account.linked.terms',
    defaultMessage: 'I accept the terms and conditions',
  },
  termsRequired: {
    id: 'account.linked.termsRequired',
    defaultMessage: 'You must accept the terms and conditions',
  },
  newsLetter: { id: 'account.linked.newsLetter', defaultMessage: 'Send me news and offers by e-mail' },
  submit: { id: 'account.linked.submit', defaultMessage: 'Register' },
});
