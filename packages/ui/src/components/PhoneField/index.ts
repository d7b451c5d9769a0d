export {
  type CountryCode,
  digitsOnly,
  PhoneField,
  type PhoneFieldProps,
  type PhoneValue,
  phoneFieldMessages,
} from './PhoneField.tsx';
