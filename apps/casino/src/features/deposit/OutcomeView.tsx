// A deposit outcome (spec 8): its words, and Retry and another method for the outcomes that did not
// credit the deposit; a success made from this app also states the amount deposited and the bonus
// received with it, or why that bonus was not given (issue 35). Presentational: the modal wires the
// buttons and finds the bonus.
import { Button, Stack, Text } from '@casino/ui';
import { useIntl } from 'react-intl';
import styles from './Deposit.module.css';
import { depositBonusMessages, depositMessages as messages } from './depositMessages.ts';
import { type DepositOutcome, outcomeWords } from './logic/outcomes.ts';

/** The success's figures, formatted: what was deposited and what the bonus brought. */
export interface ReceiptLines {
  amount: string;
  bonus?: { name: string; amount: string; wagering: string; expiry: Date } | undefined;
  /** The bonus asked for was refused after the charge: its name and the spec 8 reason. */
  refused?: { name: string; reason: string } | undefined;
}

export interface OutcomeViewProps {
  outcome: DepositOutcome;
  method: string | null;
  onRetry: () => void;
  onAlternative: () => void;
  onDone: () => void;
  /** Only for a success this app's deposit form made (the figures of that deposit). */
  receipt?: ReceiptLines | undefined;
}

export function OutcomeView({ outcome, method, onRetry, onAlternative, onDone, receipt }: OutcomeViewProps) {
  const intl = useIntl();
  const words = outcomeWords[outcome];
  return (
    <Stack gap={4} data-testid="deposit-outcome" data-outcome={outcome}>
      <Text>
        {intl.formatMessage(words.text, { method: method || intl.formatMessage(messages.unknownMethod) })}
      </Text>
      {receipt && outcome === 'success' && (
        <div className={styles.receipt} data-testid="deposit-receipt" aria-live="polite">
          <p className={styles.plain} data-testid="receipt-amount">
            {intl.formatMessage(depositBonusMessages.receiptAmount, { amount: receipt.amount })}
          </p>
          {receipt.bonus && (
            <>
              <p className={styles.bonusHeadline} data-testid="receipt-bonus">
                {intl.formatMessage(depositBonusMessages.receiptBonus, {
                  amount: receipt.bonus.amount,
                  name: receipt.bonus.name,
                })}
              </p>
              <p className={styles.plain}>
                {intl.formatMessage(depositBonusMessages.receiptWagering, {
                  amount: receipt.bonus.wagering,
                  date: receipt.bonus.expiry,
                })}
              </p>
            </>
          )}
          {receipt.refused && (
            <p className={styles.error} role="alert" data-testid="receipt-bonus-refused">
              {intl.formatMessage(depositBonusMessages.receiptRefused, receipt.refused)}
            </p>
          )}
        </div>
      )}
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
