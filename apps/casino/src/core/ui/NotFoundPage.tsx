import { Button, Heading, Stack, Text } from '@casino/ui';
import { defineMessages, useIntl } from 'react-intl';
import { AppLink } from '../routing/AppLink.tsx';
import { useDocumentTitle } from '../useDocumentTitle.ts';

const messages = defineMessages({
  title: { id: 'notFound.title', defaultMessage: 'Oops! This page is missing.' },
  description: {
    id: 'notFound.description',
    defaultMessage: 'The address may be mistyped, or the page has moved.',
  },
  goHome: { id: 'notFound.goHome', defaultMessage: 'Go Home' },
});

/** spec 2: 'Oops! This page is missing.' with a Go Home button. */
export function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(messages.title));
  return (
    <Stack gap={4} alignItems="center" textAlign="center" py={7} data-testid="not-found">
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      <Text color="textMuted">{intl.formatMessage(messages.description)}</Text>
      <AppLink
        target={{ page: 'home' }}
        render={(link) => (
          <Button href={link.href} onClick={link.onClick} size="large">
            {intl.formatMessage(messages.goHome)}
          </Button>
        )}
      />
    </Stack>
  );
}
