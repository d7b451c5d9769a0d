export { PasswordField, type PasswordFieldProps, passwordFieldMessages } from './PasswordField.tsx';
