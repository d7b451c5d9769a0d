// A mirror domain that keeps registration closed for this visitor (spec 6): a clear notice and the
// way on (log in) instead of a form the server would refuse.
import { Button, EmptyState } from '@casino/ui';
import { useIntl } from 'react-intl';
import { registrationMessages as messages } from './registrationMessages.ts';

export function RegistrationClosed({ onLogIn }: { onLogIn: () => void }) {
  const intl = useIntl();
  return (
    <div data-testid="registration-closed">
      <EmptyState
        icon="info"
        title={intl.formatMessage(messages.closedTitle)}
        description={intl.formatMessage(messages.closedBody)}
        action={
          <Button size="large" onClick={onLogIn}>
            {intl.formatMessage(messages.logIn)}
          </Button>
        }
      />
    </div>
  );
}
