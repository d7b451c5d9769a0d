import { Button, Stack, Text } from '@casino/ui';
import { useIntl } from 'react-intl';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { loginMessages as messages } from './loginMessages.ts';

/** spec 2: an expired verification link lands on /?modal=verify-email-expired. */
export default function VerifyEmailExpiredModal({ switchTo }: ModalBodyProps) {
  const intl = useIntl();
  return (
    <Stack gap={4}>
      <Text>{intl.formatMessage(messages.verifyExpiredBody)}</Text>
      <Button size="large" fullWidth onClick={() => switchTo('login')}>
        {intl.formatMessage(messages.verifyExpiredLogin)}
      </Button>
    </Stack>
  );
}
