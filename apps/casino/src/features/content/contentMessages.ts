// Every word of the content pages themselves (content.*); their text is brand data.
import { defineMessage, defineMessages } from 'react-intl';

export const contentMessages = defineMessages({
  loading: { id: 'content.loading', defaultMessage: 'Loading the page' },
  loadFailed: { id: 'content.loadFailed', defaultMessage: 'This page could not be loaded.' },
  /** Shown above a page the brand has not published in the visitor's language. */
  fallback: defineMessage<{ language: string }>({
    id: 'content.fallback',
    defaultMessage: 'This page is available in {language}.',
  }),
  /** On the Contacts page, only where the brand has live chat (config.social.liveChat). */
  liveChat: {
    id: 'content.contacts.liveChat',
    defaultMessage: 'Live chat: open the chat button in the corner of any page. Log in to write in the chat.',
  },
});
