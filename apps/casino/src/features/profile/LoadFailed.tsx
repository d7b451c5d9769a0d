// A failed load: what failed and a way to try again (spec quality bar: a failing back end gives a
// clear state and a way to recover).
import { Button } from '@casino/ui';
import { useIntl } from 'react-intl';
import styles from './Profile.module.css';
import { profileMessages as messages } from './profileMessages.ts';

export interface LoadFailedProps {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

export function LoadFailed({ message, retrying, onRetry }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <div className={styles.guard} role="alert">
      <p>{message}</p>
      <Button type="button" kind="outline" loading={retrying} onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
