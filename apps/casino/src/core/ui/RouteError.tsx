// A route that failed to load (a lost chunk, a render error) keeps the page and offers a retry.
import { Button, Heading, Stack, Text } from '@casino/ui';
import { useIntl } from 'react-intl';
import { routeErrorMessages as messages } from '../messages.ts';

export function RouteError() {
  const intl = useIntl();
  return (
    <Stack gap={4} alignItems="center" textAlign="center" py={7} role="alert">
      <Heading level={1}>{intl.formatMessage(messages.routeError)}</Heading>
      <Text>{intl.formatMessage(messages.routeErrorBody)}</Text>
      <Button onClick={() => window.location.reload()}>{intl.formatMessage(messages.reload)}</Button>
    </Stack>
  );
}
