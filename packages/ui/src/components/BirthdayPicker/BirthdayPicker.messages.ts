import { defineMessages } from 'react-intl';

export const birthdayPickerMessages = defineMessages({
  label: { id: 'ui.birthday.label', defaultMessage: 'Date of birth' },
  day: { id: 'ui.birthday.day', defaultMessage: 'Day' },
  month: { id: 'ui.birthday.month', defaultMessage: 'Month' },
  year: { id: 'ui.birthday.year', defaultMessage: 'Year' },
});
