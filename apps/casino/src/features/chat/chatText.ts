import { defineMessage, defineMessages } from 'react-intl';
import { chatLauncherText } from './chatLauncherText.ts';

/** The chat's wording (ids `chat.*`). */
export const chatText = defineMessages({
  title: { id: 'chat.title', defaultMessage: 'Live chat' },
  open: chatLauncherText.open,
  unread: defineMessage<{ count: number }>({
    id: 'chat.unread',
    defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}',
  }),
  close: { id: 'chat.close', defaultMessage: 'Close the chat' },
  messages: { id: 'chat.messages', defaultMessage: 'Chat messages' },
  empty: { id: 'chat.empty', defaultMessage: 'No messages yet. Say hello!' },
  loading: { id: 'chat.loading', defaultMessage: 'Loading the chat…' },
  me: { id: 'chat.me', defaultMessage: '(you)' },
  compose: { id: 'chat.compose', defaultMessage: 'Your message' },
  send: { id: 'chat.send', defaultMessage: 'Send' },
  guestNote: { id: 'chat.guestNote', defaultMessage: 'Log in to write in the chat.' },
  logIn: { id: 'chat.logIn', defaultMessage: 'Log in' },
  tooLong: {
    id: 'chat.refusal.tooLong',
    defaultMessage: 'Your message is too long. Shorten it and send it again.',
  },
  tooFast: defineMessage<{ seconds: number }>({
    id: 'chat.refusal.tooFast',
    defaultMessage:
      'You are sending messages too fast. Wait {seconds, plural, one {# second} other {# seconds}} and send it again.',
  }),
  tooFastLater: {
    id: 'chat.refusal.tooFastLater',
    defaultMessage: 'You are sending messages too fast. Wait a moment and send it again.',
  },
  muted: defineMessage<{ until: Date }>({
    id: 'chat.refusal.muted',
    defaultMessage: 'You are muted in the chat until {until, date, medium} {until, time, short}.',
  }),
  mutedNoEnd: { id: 'chat.refusal.mutedNoEnd', defaultMessage: 'You are muted in the chat.' },
  settings: { id: 'chat.settings', defaultMessage: 'Chat settings' },
  nameColour: { id: 'chat.settings.nameColour', defaultMessage: 'Name colour' },
  appearance: { id: 'chat.settings.appearance', defaultMessage: 'Appearance' },
  dark: { id: 'chat.settings.dark', defaultMessage: 'Dark' },
  light: { id: 'chat.settings.light', defaultMessage: 'Light' },
  fontSize: { id: 'chat.settings.fontSize', defaultMessage: 'Font size' },
  fontSizeValue: defineMessage<{ size: number }>({
    id: 'chat.settings.fontSizeValue',
    defaultMessage: '{size} px',
  }),
  save: { id: 'chat.settings.save', defaultMessage: 'Save settings' },
  saved: { id: 'chat.settings.saved', defaultMessage: 'Chat settings saved.' },
});
