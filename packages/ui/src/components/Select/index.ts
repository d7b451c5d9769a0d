export { Select, SelectControl, type SelectOption, type SelectProps } from './Select.tsx';
