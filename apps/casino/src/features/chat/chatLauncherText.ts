import { defineMessages } from 'react-intl';

/** The launcher's own words: the only chat text in the first load (the panel's are in chatText). */
export const chatLauncherText = defineMessages({
  open: { id: 'chat.open', defaultMessage: 'Open the live chat' },
});
