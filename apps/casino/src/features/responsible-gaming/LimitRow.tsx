// One limit (a period of the deposit, loss or bet limit, or the maximum single bet): the amount in
// force, a loosening waiting for its cooling-off, and a field to change or remove it. The server
// decides what applies when; the row shows its answer or its refusal in words (describeError).
import { Button, TextField, useFormatAmount } from '@casino/ui';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';

export interface PendingLimit {
  /** The new amount, or null when the limit is being removed. */
  amount: number | null;
  effectiveAt: string;
}

export interface LimitRowProps {
  /** The field's label ("Daily deposit limit"). */
  label: string;
  testId: string;
  amount: number | null;
  currency: string;
  pending?: PendingLimit | undefined;
  /** Saves (a number) or removes (null); rejects with the server's refusal. */
  onSave: (amount: number | null) => Promise<unknown>;
  /** Shown under a refusal that only support can lift (SUPPORT_ONLY). */
  supportLink?: ReactNode;
}

const AMOUNT = /^\d+(\.\d{1,8})?$/;

export function LimitRow({ label, testId, amount, currency, pending, onSave, supportLink }: LimitRowProps) {
  const intl = useIntl();
  const formatMoney = useFormatAmount();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [supportOnly, setSupportOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  const save = async (next: number | null) => {
    setBusy(true);
    setError(undefined);
    setSaved(false);
    setSupportOnly(false);
    try {
      await onSave(next);
      setSaved(true);
      setValue('');
    } catch (failure) {
      setError(serverErrorText(intl, failure));
      setSupportOnly((failure as { code?: string } | null)?.code === 'SUPPORT_ONLY');
    } finally {
      setBusy(false);
    }
  };
  const submit = () => {
    const text = value.trim();
    if (!AMOUNT.test(text) || Number(text) <= 0) {
      setError(intl.formatMessage(messages.amountInvalid));
      return;
    }
    void save(Number(text));
  };

  return (
    <div className={styles.rows} data-testid={testId}>
      <p className={styles.text}>
        {intl.formatMessage(messages.current, {
          amount: amount === null ? intl.formatMessage(messages.noLimit) : formatMoney(amount, currency),
        })}
      </p>
      {pending && (
        <p className={styles.muted} data-testid={`${testId}-pending`}>
          {pending.amount === null
            ? intl.formatMessage(messages.pendingRemoval, { at: Date.parse(pending.effectiveAt) })
            : intl.formatMessage(messages.pending, {
                amount: formatMoney(pending.amount, currency),
                at: Date.parse(pending.effectiveAt),
              })}
        </p>
      )}
      <form
        className={styles.row}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={label}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
          hint={currency}
        />
        <Button type="submit" loading={busy}>
          {intl.formatMessage(messages.save)}
        </Button>
        {amount !== null && (
          <Button type="button" kind="outline" disabled={busy} onClick={() => void save(null)}>
            {intl.formatMessage(messages.remove)}
          </Button>
        )}
      </form>
      {saved && (
        <p className={styles.muted} role="status">
          {intl.formatMessage(messages.saved)}
        </p>
      )}
      {supportOnly && supportLink}
    </div>
  );
}
