// A deposit outcome (spec 8): its words, and Retry and another method for the outcomes that did not
// credit the deposit. Presentational: the modal wires the buttons.
import { Button, Stack, Text } from '@casino/ui';
import { useIntl } from 'react-intl';
import styles from './Deposit.module.css';
import { depositMessages as messages } from './depositMessages.ts';
import { type DepositOutcome, outcomeWords } from './logic/outcomes.ts';

export interface OutcomeViewProps {
  outcome: DepositOutcome;
  method: string | null;
  onRetry: () => void;
  onAlternative: () => void;
  onDone: () => void;
}

export function OutcomeView({ outcome, method, onRetry, onAlternative, onDone }: OutcomeViewProps) {
  const intl = useIntl();
  const words = outcomeWords[outcome];
  return (
    <Stack gap={4} data-testid="deposit-outcome" data-outcome={outcome}>
      <Text>
        {intl.formatMessage(words.text, { method: method || intl.formatMessage(messages.unknownMethod) })}
      </Text>
      <div className={styles.actions}>
        {words.offersRetry ? (
          <>
            <Button kind="accent" onClick={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
            <Button kind="outline" onClick={onAlternative}>
              {intl.formatMessage(messages.alternative)}
            </Button>
          </>
        ) : (
          <Button kind="accent" onClick={onDone}>
            {intl.formatMessage(messages.done)}
          </Button>
        )}
      </div>
    </Stack>
  );
}
