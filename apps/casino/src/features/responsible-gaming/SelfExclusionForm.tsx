// Self-exclusion (spec 3): 1 hour to 1 month (durations 0–5), permanently, or until a chosen date;
// a confirmation that states the consequences; the container then logs the player out.
import { Button, Field, Input, RadioGroup } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isValidCustomEnd, selfExclusionDurations } from '../../core/rules/selfExclusion.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';

export type SelfExclusionChoice =
  | { kind: 'duration'; duration: number }
  | { kind: 'permanent' }
  | { kind: 'until'; date: string };

const durationMessages = [
  messages.d1h,
  messages.d12h,
  messages.d1d,
  messages.d3d,
  messages.d1w,
  messages.d1m,
];

export interface SelfExclusionFormProps {
  /** Today's date for the custom end's lower bound (the server's clock decides in the end). */
  now: Date;
  busy: boolean;
  error?: string | undefined;
  onConfirm: (choice: SelfExclusionChoice) => void;
  /** Start on the confirmation step (stories). */
  initialChoice?: string;
  initialConfirming?: boolean;
}

export function SelfExclusionForm({
  now,
  busy,
  error,
  onConfirm,
  initialChoice = '',
  initialConfirming = false,
}: SelfExclusionFormProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState(initialChoice);
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(initialConfirming);
  const options = [
    ...selfExclusionDurations.map((_, index) => ({
      value: String(index),
      label: intl.formatMessage(durationMessages[index] as (typeof durationMessages)[number]),
    })),
    { value: 'permanent', label: intl.formatMessage(messages.permanent) },
    { value: 'until', label: intl.formatMessage(messages.custom) },
  ];
  const chosen = (): SelfExclusionChoice =>
    choice === 'permanent'
      ? { kind: 'permanent' }
      : choice === 'until'
        ? { kind: 'until', date }
        : { kind: 'duration', duration: Number(choice) };
  const choiceText =
    choice === 'until'
      ? `${intl.formatMessage(messages.custom)}: ${date}`
      : (options.find((option) => option.value === choice)?.label ?? '');

  if (confirming)
    return (
      <ConfirmStep
        choice={choiceText}
        consequences={intl.formatMessage(messages.selfExclusionConsequences)}
        busy={busy}
        error={error}
        onConfirm={() => onConfirm(chosen())}
        onCancel={() => setConfirming(false)}
      />
    );
  return (
    <form
      className={styles.rows}
      noValidate
      data-testid="self-exclusion-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice === 'until' && !isValidCustomEnd(date, now)) {
          setProblem(intl.formatMessage(messages.customDateInvalid));
          return;
        }
        if (choice === '') return;
        setProblem(undefined);
        setConfirming(true);
      }}
    >
      <p className={styles.text}>{intl.formatMessage(messages.selfExclusionIntro)}</p>
      <RadioGroup
        legend={intl.formatMessage(messages.selfExclusionPeriod)}
        name="self-exclusion"
        orientation="vertical"
        options={options}
        value={choice}
        onChange={setChoice}
        required
      />
      {choice === 'until' && (
        <Field label={intl.formatMessage(messages.customDate)} error={problem}>
          {(control) => (
            <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} {...control} />
          )}
        </Field>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={choice === ''}>
          {intl.formatMessage(messages.selfExclude)}
        </Button>
      </div>
    </form>
  );
}
