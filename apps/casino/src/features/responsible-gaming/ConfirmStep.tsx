// The second step of an irreversible choice (self-exclusion, freeze): what will happen, then
// confirm or go back. Focus moves to the heading so a keyboard or screen-reader user hears it.
import { Button } from '@casino/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';

export interface ConfirmStepProps {
  consequences: string;
  /** What is chosen, in words ("1 week"). */
  choice: string;
  busy: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmStep({ consequences, choice, busy, error, onConfirm, onCancel }: ConfirmStepProps) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.rows} data-testid="confirm-step">
      <h3 ref={heading} tabIndex={-1} className={styles.sectionTitle}>
        {intl.formatMessage(messages.confirmTitle)}
      </h3>
      <p className={styles.text}>
        <strong>{choice}</strong>
      </p>
      <p className={styles.text}>{consequences}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="button" kind="primary" loading={busy} onClick={onConfirm}>
          {intl.formatMessage(messages.confirm)}
        </Button>
        <Button type="button" kind="outline" disabled={busy} onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </div>
  );
}
