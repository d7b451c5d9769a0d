// Account freeze (spec: 1 Day (24h), 3 Days, 7 Days, 10 Days): a choice, then a confirmation.
import { Button, RadioGroup } from '@casino/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmStep } from './ConfirmStep.tsx';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';

export const freezeOptions = ['1d', '3d', '7d', '10d'] as const;
export type FreezeChoice = (typeof freezeOptions)[number];
const optionMessages = { '1d': messages.f1d, '3d': messages.f3d, '7d': messages.f7d, '10d': messages.f10d };

export interface FreezeFormProps {
  busy: boolean;
  error?: string | undefined;
  onConfirm: (option: FreezeChoice) => void;
  initialChoice?: FreezeChoice;
  initialConfirming?: boolean;
}

export function FreezeForm({
  busy,
  error,
  onConfirm,
  initialChoice,
  initialConfirming = false,
}: FreezeFormProps) {
  const intl = useIntl();
  const [choice, setChoice] = useState<FreezeChoice | undefined>(initialChoice);
  const [confirming, setConfirming] = useState(initialConfirming);
  if (confirming && choice)
    return (
      <ConfirmStep
        choice={intl.formatMessage(optionMessages[choice])}
        consequences={intl.formatMessage(messages.freezeConsequences)}
        busy={busy}
        error={error}
        onConfirm={() => onConfirm(choice)}
        onCancel={() => setConfirming(false)}
      />
    );
  return (
    <form
      className={styles.rows}
      noValidate
      data-testid="freeze-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) setConfirming(true);
      }}
    >
      <p className={styles.text}>{intl.formatMessage(messages.freezeIntro)}</p>
      <RadioGroup
        legend={intl.formatMessage(messages.freezeLength)}
        name="freeze"
        orientation="vertical"
        options={freezeOptions.map((option) => ({
          value: option,
          label: intl.formatMessage(optionMessages[option]),
        }))}
        value={choice}
        onChange={(value) => setChoice(value as FreezeChoice)}
        required
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!choice}>
          {intl.formatMessage(messages.freezeSubmit)}
        </Button>
      </div>
    </form>
  );
}
