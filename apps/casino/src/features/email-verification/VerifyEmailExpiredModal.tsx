import { Button, Stack, Text } from '@casino/ui';
import { useIntl } from 'react-intl';
import type { ModalBodyProps } from '../../core/modals/registry.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { emailVerificationMessages as messages } from './emailVerificationMessages.ts';
import { ResendVerification, useUnverifiedEmail } from './ResendVerification.tsx';

/**
 * spec 2: an expired verification link lands on /?modal=verify-email-expired. A guest is asked to
 * log in (the profile then offers the new link); a signed-in player gets a new link right here.
 */
export default function VerifyEmailExpiredModal({ switchTo }: ModalBodyProps) {
  const intl = useIntl();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const email = useUnverifiedEmail();
  if (authenticated)
    return (
      <Stack gap={4}>
        <Text>{intl.formatMessage(email ? messages.expiredBodyPlayer : messages.alreadyVerified)}</Text>
        {email && <ResendVerification email={email} fullWidth />}
      </Stack>
    );
  return (
    <Stack gap={4}>
      <Text>{intl.formatMessage(messages.expiredBody)}</Text>
      <Button size="large" fullWidth onClick={() => switchTo('login')}>
        {intl.formatMessage(messages.logIn)}
      </Button>
    </Stack>
  );
}
