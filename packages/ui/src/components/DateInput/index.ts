export { ageBounds, DateInput, type DateInputProps, dateInputMessages } from './DateInput.tsx';
