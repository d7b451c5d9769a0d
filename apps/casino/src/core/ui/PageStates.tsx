// Page states shared by the profile and verification pages: loading (a skeleton that says what is
// loading) and a failed load (what failed and a way to try again: a failing back end gives a clear
// state and a way to recover).
import { Button, Skeleton, SkeletonGroup, Stack } from '@casino/ui';
import { useIntl } from 'react-intl';
import { pageStateMessages as messages } from '../messages.ts';
import styles from './PageStates.module.css';

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

export function PageSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Stack gap={3}>
        <Skeleton width="40%" height="32px" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="70%" />
      </Stack>
    </SkeletonGroup>
  );
}
