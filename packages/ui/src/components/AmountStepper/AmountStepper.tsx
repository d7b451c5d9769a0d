import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { styledElement } from '../../internal/styling.ts';
import {
  DEFAULT_DEPOSIT_AMOUNT,
  parseAmountInput,
  QUICK_AMOUNTS,
  resetAmount,
  stepDown,
  stepUp,
} from '../../logic/stepper.ts';
import { useFormatAmount } from '../AmountDisplay/CurrencyList.tsx';
import { Button } from '../Button/Button.tsx';
import { Field } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { amountStepperMessages as messages } from './AmountStepper.messages.ts';
import { amountInputStyles, currencyStyles, quickRowStyles, rowStyles } from './AmountStepper.styles.ts';

const Row = styledElement('div', rowStyles);
const AmountInput = styledElement('input', amountInputStyles);
const QuickRow = styledElement('div', quickRowStyles);
const Currency = styledElement('span', currencyStyles);

export type AmountStepperProps = {
  /** Controlled amount; starts at 25 (spec 4) when uncontrolled. */
  value?: number;
  /** @default 25 */
  defaultValue?: number;
  onChange?: (amount: number) => void;
  /** ISO code or crypto ticker shown beside the amount and in quick amounts. */
  currency: string;
  /** Provider limits (spec 5: above 0 and within min and max). */
  min?: number;
  max?: number;
  label?: ReactNode;
  /** An error from the form; range errors are found here. */
  error?: ReactNode;
  disabled?: boolean;
};

/** The deposit amount selector: −/+ with spec 4 steps, typed amounts, reset, quick amounts 25/50/100. */
export function AmountStepper({
  value,
  defaultValue = DEFAULT_DEPOSIT_AMOUNT,
  onChange,
  currency,
  min,
  max,
  label,
  error,
  disabled,
}: AmountStepperProps) {
  const intl = useIntl();
  const [own, setOwn] = useState(defaultValue);
  const amount = value ?? own;
  const [text, setText] = useState(String(amount));
  useEffect(() => setText(String(amount)), [amount]);

  const set = (next: number) => {
    setOwn(next);
    onChange?.(next);
  };
  const formatMoney = useFormatAmount();
  const money = (n: number) => formatMoney(n, currency);
  const rangeError =
    amount <= 0
      ? intl.formatMessage(messages.aboveZero)
      : min !== undefined && amount < min
        ? intl.formatMessage(messages.belowMin, { amount: money(min) })
        : max !== undefined && amount > max
          ? intl.formatMessage(messages.aboveMax, { amount: money(max) })
          : undefined;

  return (
    <Field label={label ?? intl.formatMessage(messages.amount)} error={error ?? rangeError}>
      {(control) => (
        <div data-part="amount-stepper">
          <Row>
            <Button
              kind="secondary"
              iconOnly
              icon={<Icon name="minus" />}
              aria-label={intl.formatMessage(messages.decrease)}
              disabled={disabled || amount <= 0}
              onClick={() => set(stepDown(amount))}
            />
            <AmountInput
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              disabled={disabled}
              onChange={(event) => {
                setText(event.target.value);
                const parsed = parseAmountInput(event.target.value);
                if (parsed !== null) set(parsed);
              }}
              onBlur={() => setText(String(amount))}
            />
            <Currency>{currency}</Currency>
            <Button
              kind="secondary"
              iconOnly
              icon={<Icon name="plus" />}
              aria-label={intl.formatMessage(messages.increase)}
              disabled={disabled}
              onClick={() => set(stepUp(amount))}
            />
            <Button kind="link" size="small" disabled={disabled} onClick={() => set(resetAmount())}>
              {intl.formatMessage(messages.reset)}
            </Button>
          </Row>
          <QuickRow role="group" aria-label={intl.formatMessage(messages.quickAmounts)}>
            {QUICK_AMOUNTS.map((quick) => (
              <Button
                key={quick}
                kind={quick === amount ? 'accent' : 'outline'}
                size="small"
                aria-pressed={quick === amount}
                disabled={disabled}
                onClick={() => set(quick)}
              >
                {money(quick)}
              </Button>
            ))}
          </QuickRow>
        </div>
      )}
    </Field>
  );
}
