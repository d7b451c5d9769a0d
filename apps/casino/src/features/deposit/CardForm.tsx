// spec 5 card fields. The values live in the deposit form's state only: they go into the deposit
// call and nowhere else (no storage, no URL, no event); autocomplete lets the browser fill them.
import { TextField } from '@casino/ui';
import { type MessageDescriptor, useIntl } from 'react-intl';
import styles from './Deposit.module.css';
import { depositMessages as messages } from './depositMessages.ts';
import {
  type CardField,
  type CardProblem,
  type CardValues,
  detectBrand,
  formatCardNumber,
  formatExpiry,
} from './logic/card.ts';

export const cardProblemMessages: Record<CardProblem, MessageDescriptor> = {
  required: messages.required,
  invalidNumber: messages.invalidNumber,
  invalidExpiry: messages.invalidExpiry,
  invalidMonth: messages.invalidMonth,
  expired: messages.expired,
  invalidCvc: messages.invalidCvc,
};

const brandNames = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  discover: 'Discover',
} as const;

export interface CardFormProps {
  values: CardValues;
  onChange: (values: CardValues) => void;
  /** Problems to show (the form shows a field's after it is left, and all of them on submit). */
  problems: Partial<Record<CardField, CardProblem>>;
  onBlur: (field: CardField) => void;
  disabled?: boolean;
}

export function CardForm({ values, onChange, problems, onBlur, disabled }: CardFormProps) {
  const intl = useIntl();
  const brand = detectBrand(values.number);
  const error = (field: CardField) => {
    const problem = problems[field];
    return problem ? intl.formatMessage(cardProblemMessages[problem]) : undefined;
  };
  const set = (field: CardField, value: string) => onChange({ ...values, [field]: value });
  return (
    <section
      className={styles.card}
      aria-label={intl.formatMessage(messages.cardTitle)}
      data-testid="card-form"
    >
      <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.cardTitle)}</h2>
      <div className={styles.cardGrid}>
        <TextField
          label={intl.formatMessage(messages.cardHolder)}
          name="cc-name"
          autoComplete="cc-name"
          value={values.holder}
          error={error('holder')}
          disabled={disabled}
          onChange={(event) => set('holder', event.target.value)}
          onBlur={() => onBlur('holder')}
        />
        <div>
          <TextField
            label={intl.formatMessage(messages.cardNumber)}
            name="cc-number"
            autoComplete="cc-number"
            inputMode="numeric"
            value={values.number}
            error={error('number')}
            disabled={disabled}
            onChange={(event) => set('number', formatCardNumber(event.target.value))}
            onBlur={() => onBlur('number')}
          />
          {brand !== 'unknown' && (
            <p className={styles.brand} data-testid="card-brand" data-brand={brand}>
              {intl.formatMessage(messages.cardBrand, { brand: brandNames[brand] })}
            </p>
          )}
        </div>
        <TextField
          label={intl.formatMessage(messages.cardExpiry, {
            nowrap: (format) => <span className={styles.nowrap}>{format}</span>,
          })}
          name="cc-exp"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={intl.formatMessage(messages.cardExpiryPlaceholder)}
          value={values.expiry}
          error={error('expiry')}
          disabled={disabled}
          onChange={(event) => set('expiry', formatExpiry(event.target.value))}
          onBlur={() => onBlur('expiry')}
        />
        <TextField
          label={intl.formatMessage(messages.cardCvc)}
          name="cc-csc"
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={values.cvc}
          error={error('cvc')}
          disabled={disabled}
          onChange={(event) => set('cvc', event.target.value.replace(/\D/g, ''))}
          onBlur={() => onBlur('cvc')}
        />
      </div>
    </section>
  );
}
