// Modal titles on their own: the modal registry is on every page, the form's messages are not.
import { defineMessages } from 'react-intl';

export const linkedSignupModalTitles = defineMessages({
  title: { id: 'account.linked.title', defaultMessage: 'Register' },
});
