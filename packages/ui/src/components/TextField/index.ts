export { type TextFieldProps, type TextFieldType, textFieldTypes } from './TextField.props.ts';
export { Input, TextField } from './TextField.tsx';
