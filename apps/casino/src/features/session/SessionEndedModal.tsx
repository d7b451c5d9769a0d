import { Button, Stack, Text } from '@casino/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { isTerminationReason, sessionMessages, terminationText } from '../../core/session/sessionMessages.ts';

/** spec 4: why the session ended and when; log in again or close. */
export default function SessionEndedModal({ close, switchTo }: ModalBodyProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const reasonParam = params.get('reason');
  const reason = isTerminationReason(reasonParam) ? reasonParam : 'SESSION_EXPIRED';
  const time = params.get('time');
  const date = time ? new Date(time) : null;
  return (
    <Stack gap={4} data-testid="session-ended">
      <Text>{intl.formatMessage(terminationText[reason])}</Text>
      {date && !Number.isNaN(date.getTime()) && (
        <Text color="textMuted" fontSize={1}>
          {intl.formatMessage(sessionMessages.at, {
            time: intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
      )}
      <Stack direction="horizontal" gap={3} flexWrap="wrap">
        <Button size="large" onClick={() => switchTo('login')}>
          {intl.formatMessage(sessionMessages.logIn)}
        </Button>
        <Button size="large" kind="outline" onClick={close}>
          {intl.formatMessage(sessionMessages.close)}
        </Button>
      </Stack>
    </Stack>
  );
}
