// Modal titles on their own: the modal registry is on every page, the form's messages are not.
import { defineMessages } from 'react-intl';

export const registrationModalTitles = defineMessages({
  title: { id: 'account.register.title', defaultMessage: 'Create account' },
});
