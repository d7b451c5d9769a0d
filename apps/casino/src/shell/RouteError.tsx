// A route that failed to load (a lost chunk, a render error) keeps the page and offers a retry.
import { Button, Heading, Stack, Text } from '@casino/ui';
import { useIntl } from 'react-intl';
import { shellMessages } from './shellMessages.ts';

export function RouteError() {
  const intl = useIntl();
  return (
    <Stack gap={4} alignItems="center" textAlign="center" py={7} role="alert">
      <Heading level={1}>{intl.formatMessage(shellMessages.routeError)}</Heading>
      <Text>{intl.formatMessage(shellMessages.routeErrorBody)}</Text>
      <Button onClick={() => window.location.reload()}>{intl.formatMessage(shellMessages.reload)}</Button>
    </Stack>
  );
}
