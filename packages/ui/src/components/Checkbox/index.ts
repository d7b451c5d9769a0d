export { Checkbox, type CheckboxProps, choiceInputStyles } from './Checkbox.tsx';
