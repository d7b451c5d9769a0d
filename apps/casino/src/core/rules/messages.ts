// The content messages of spec 5 (and spec 8's date-of-birth and phone messages), declared once for
// every account form: registration, linked sign-up, login extras, profile, password change.
import { defineMessages } from 'react-intl';

export const ruleMessages = defineMessages({
  required: { id: 'form.validation.required', defaultMessage: 'Required' },
  invalidFormat: { id: 'form.validation.invalid.format', defaultMessage: 'Invalid format' },
  passwordNumbers: { id: 'form.validation.password.numbers', defaultMessage: 'Must contain numbers' },
  passwordSpecialCharacter: {
    id: 'form.validation.password.special',
    defaultMessage: 'Must contain at least 1 special character',
  },
  passwordUppercase: {
    id: 'form.validation.password.uppercase',
    defaultMessage: 'Must contain at least one uppercase character',
  },
  passwordLength: { id: 'invalid.password.length', defaultMessage: 'Must be at least {min} characters' },
  passwordMax: { id: 'invalid.password.max', defaultMessage: 'Must be {max} characters or less' },
  tooLong: { id: 'form.validation.max.length', defaultMessage: 'Must be {max} characters or less' },
  minimumAge: { id: 'form.validation.age.minimum', defaultMessage: 'You must be at least {min} years old' },
  passwordsMustMatch: { id: 'form.validation.password.match', defaultMessage: 'Passwords must match' },
  currentPasswordRequired: {
    id: 'form.validation.password.current',
    defaultMessage: 'Current password is required',
  },
  invalidDob: { id: 'invalid.dob', defaultMessage: 'Please check your Date of Birth is correct' },
  phoneTooShort: { id: 'form.validation.phone.short', defaultMessage: 'Number is too short' },
  phoneTooLong: { id: 'form.validation.phone.long', defaultMessage: 'Number is too long' },
});
