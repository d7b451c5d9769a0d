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
});
