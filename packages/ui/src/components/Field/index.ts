export { type ControlProps, Field, type FieldProps } from './Field.tsx';
export { FieldError, type FieldErrorProps } from './FieldError.tsx';
