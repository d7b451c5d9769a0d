// Story data for the account views: a field map like the brands' default and a few countries.
import { passwordPolicy } from '@casino/layout-engine';
import type { FieldMap } from './registrationFields.ts';

/** A brand's strictest password rules: 8 characters, a number, a special character, an uppercase. */
export const storyPasswordPolicy = passwordPolicy({
  passwordMinLength: 8,
  passwordNeedNumbers: true,
  passwordNeedSpecialCharacter: true,
  passwordNeedUppercase: true,
});

export const storyFields: FieldMap = {
  email: 'required',
  phone: 'optional',
  password: 'required',
  firstName: 'hidden',
  lastName: 'hidden',
  dateOfBirth: 'required',
  countryCode: 'required',
  currencyCode: 'required',
  city: 'hidden',
  address: 'hidden',
  zipCode: 'hidden',
  nickname: 'hidden',
  promoCode: 'optional',
  newsLetter: 'optional',
};

export const storyPhoneCodes = [
  { country: 'MT', dialCode: '+356' },
  { country: 'DE', dialCode: '+49' },
  { country: 'GB', dialCode: '+44' },
];

export const storyCountries = [
  { value: 'DE', label: 'Germany' },
  { value: 'MT', label: 'Malta' },
  { value: 'GB', label: 'United Kingdom' },
];

export const storyCurrencies = [
  { value: 'EUR', label: 'EUR — Euro' },
  { value: 'GBP', label: 'GBP — British Pound' },
];

export const storyToday = '2026-06-15';
