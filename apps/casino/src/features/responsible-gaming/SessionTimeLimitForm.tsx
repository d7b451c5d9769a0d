// spec 5 session time limit dialog, presentational: a value and a unit (minutes, hours, days),
// each bound worded as the spec words it, a remove action, and the two failure messages.
import { Button, Select, TextField } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';
import {
  type SessionTimeUnit,
  sessionTimeInUnit,
  sessionTimeProblem,
  sessionTimeUnits,
} from './sessionTime.ts';

export interface SessionTimeLimitFormProps {
  /** The limit in force, in minutes (null: none). */
  currentMinutes: number | null;
  /** A longer or removed limit waiting for the cooling-off. */
  pending?: { minutes: number | null; effectiveAt: string } | null | undefined;
  state: 'idle' | 'saving' | 'saved' | 'removed' | 'updateFailed' | 'removeFailed';
  onSubmit: (value: number, unit: SessionTimeUnit) => void;
  onRemove: () => void;
}

export function SessionTimeLimitForm({
  currentMinutes,
  pending,
  state,
  onSubmit,
  onRemove,
}: SessionTimeLimitFormProps) {
  const intl = useIntl();
  const initial = currentMinutes === null ? null : sessionTimeInUnit(currentMinutes);
  const [value, setValue] = useState(initial ? String(initial.value) : '');
  const [unit, setUnit] = useState<SessionTimeUnit>(initial?.unit ?? 'minutes');
  const [problem, setProblem] = useState<ReturnType<typeof sessionTimeProblem>>(null);

  const failure =
    state === 'updateFailed'
      ? messages.sessionTimeUpdateFailed
      : state === 'removeFailed'
        ? messages.sessionTimeRemoveFailed
        : null;
  return (
    <form
      className={styles.rows}
      noValidate
      data-testid="session-time-form"
      onSubmit={(event) => {
        event.preventDefault();
        const found = sessionTimeProblem(value, unit);
        setProblem(found);
        if (!found) onSubmit(Number(value.trim()), unit);
      }}
    >
      <p className={styles.text}>
        {initial
          ? intl.formatMessage(messages.sessionTimeCurrent, { value: initial.value, unit: initial.unit })
          : intl.formatMessage(messages.sessionTimeNone)}
      </p>
      {pending && (
        <p className={styles.muted} data-testid="session-time-pending">
          {pending.minutes === null
            ? intl.formatMessage(messages.pendingRemoval, { at: Date.parse(pending.effectiveAt) })
            : intl.formatMessage(messages.pending, {
                amount: intl.formatMessage(messages.sessionTimeCurrent, sessionTimeInUnit(pending.minutes)),
                at: Date.parse(pending.effectiveAt),
              })}
        </p>
      )}
      <div className={styles.row}>
        <TextField
          label={intl.formatMessage(messages.sessionTimeValue)}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={problem ? intl.formatMessage(messages[problem]) : undefined}
        />
        <Select
          label={intl.formatMessage(messages.sessionTimeUnit)}
          value={unit}
          onChange={(event) => setUnit(event.target.value as SessionTimeUnit)}
          options={sessionTimeUnits.map((option) => ({
            value: option,
            label: intl.formatMessage(messages[option]),
          }))}
        />
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(failure)}
        </p>
      )}
      {(state === 'saved' || state === 'removed') && (
        <p role="status" className={styles.muted}>
          {intl.formatMessage(state === 'saved' ? messages.sessionTimeSaved : messages.sessionTimeRemoved)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={state === 'saving'}>
          {intl.formatMessage(messages.save)}
        </Button>
        {currentMinutes !== null && (
          <Button type="button" kind="outline" onClick={onRemove} disabled={state === 'saving'}>
            {intl.formatMessage(messages.sessionTimeRemove)}
          </Button>
        )}
      </div>
    </form>
  );
}
