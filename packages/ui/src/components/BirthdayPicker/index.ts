export { birthdayPickerMessages } from './BirthdayPicker.messages.ts';
export { BirthdayPicker, type BirthdayPickerProps } from './BirthdayPicker.tsx';
