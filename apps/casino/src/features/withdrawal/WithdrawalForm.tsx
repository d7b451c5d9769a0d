// The withdrawal form (spec 1, 5; issue 35): the method, the destination fields the back end
// declares for it in the player's country and currency (crypto: network, address with paste; SEPA:
// holder and IBAN; rupee bank: IFSC; UPI; e-wallet account; a card on file), the amount, Calculate
// withdrawal (fee and net), then Confirm withdrawal. Each bad field shows its spec message and every value stays as typed.
// Presentational: the page does the calls and hands back the calculation, errors and progress.
import { AmountDisplay, Button, PasteButton, Select, TextField, useFormatAmount } from '@casino/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { formatProblem } from '../../core/rules/index.ts';
import styles from './Withdrawal.module.css';
import { withdrawalMessages as messages } from './withdrawalMessages.ts';
import {
  type CardOnFile,
  emptyWithdrawal,
  fieldsOf,
  type PayoutDestination,
  validateWithdrawal,
  type WithdrawalField,
  type WithdrawalProblems,
  type WithdrawalValues,
  withdrawalRequest,
} from './withdrawalRules.ts';

export interface WithdrawalMethodOption {
  id: number;
  title: string;
  /** Where this method pays the player to, as the back end declares it for their country and currency. */
  destination: PayoutDestination;
  /** Card payouts: the cards the player paid in with. */
  cards: readonly CardOnFile[];
  networks: readonly { code: string; name: string }[];
  minAmount: number;
  maxAmount: number;
}

export interface WithdrawalCalculation {
  amount: string;
  fee: string;
  netAmount: string;
  balanceAfter: string;
}

export type WithdrawalRequestBody = ReturnType<typeof withdrawalRequest>;

export interface WithdrawalFormProps {
  methods: readonly WithdrawalMethodOption[];
  /** The player's withdrawable amount (exact decimal string). */
  withdrawable: string;
  currency: string;
  crypto: boolean;
  /** The fee and net of the current values, once calculated. */
  calculation?: WithdrawalCalculation | undefined;
  calculating?: boolean;
  confirming?: boolean;
  /** A failed call: the spec 8 title ('Error calculating withdrawal', 'Withdrawal error') and the reason. */
  error?: { title: string; detail?: string | undefined } | undefined;
  onCalculate: (body: WithdrawalRequestBody) => void;
  onConfirm: (body: WithdrawalRequestBody) => void;
  /** Any change makes the calculation stale. */
  onEdit?: () => void;
  /** Stories: start with values. */
  initialValues?: Partial<WithdrawalValues>;
  initialMethodId?: number;
  /** Stories: show the problems of the initial values at once. */
  showProblems?: boolean;
}

const labels: Record<WithdrawalField, MessageDescriptor> = {
  amount: messages.amount,
  network: messages.network,
  address: messages.address,
  accountName: messages.accountName,
  accountNumber: messages.accountNumber,
  email: messages.email,
  bankCode: messages.bankCode,
  bankName: messages.bankName,
  branch: messages.branch,
  bankAddress: messages.bankAddress,
  upiId: messages.upiId,
  iban: messages.iban,
  bic: messages.bic,
  walletAccount: messages.walletAccount,
  cardId: messages.card,
  phone: messages.phone,
};
/** Labels that say "(optional)" themselves; any other optional field gets it added. */
const saysOptional: readonly WithdrawalField[] = ['branch', 'bankAddress'];
const noDestination: PayoutDestination = { scheme: 'none', fields: [] };
const autoComplete: Partial<Record<WithdrawalField, string>> = {
  accountName: 'name',
  email: 'email',
  bankAddress: 'street-address',
  phone: 'tel',
};

export function WithdrawalForm({
  methods,
  withdrawable,
  currency,
  crypto,
  calculation,
  calculating = false,
  confirming = false,
  error,
  onCalculate,
  onConfirm,
  onEdit,
  initialValues,
  initialMethodId,
  showProblems = false,
}: WithdrawalFormProps) {
  const intl = useIntl();
  const summaryId = useId();
  const [methodId, setMethodId] = useState(initialMethodId ?? methods[0]?.id);
  const method = methods.find((m) => m.id === methodId) ?? methods[0];
  const [values, setValues] = useState<WithdrawalValues>({ ...emptyWithdrawal, ...initialValues });
  const destination = method?.destination ?? noDestination;
  const kind = destination.scheme;
  const [problems, setProblems] = useState<WithdrawalProblems>(() =>
    showProblems ? validateWithdrawal(destination, { ...emptyWithdrawal, ...initialValues }) : {},
  );
  if (!method) return <p role="status">{intl.formatMessage(messages.noMethods)}</p>;
  // A card payout goes to the newest card on file unless the player picks another.
  const current = { ...values, cardId: values.cardId || (method.cards[0]?.id ?? '') };

  const edit = (field: WithdrawalField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A fixed field loses its message at once; the others keep theirs until the next try.
    setProblems((current) => {
      if (!current[field]) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
    onEdit?.();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWithdrawal(destination, current);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = withdrawalRequest(destination, method.id, current);
    if (calculation) onConfirm(body);
    else onCalculate(body);
  };
  const fieldError = (field: WithdrawalField) => formatProblem(intl, problems[field]);
  const fields = fieldsOf(destination);
  const labelOf = (field: WithdrawalField) => {
    const label = intl.formatMessage(labels[field]);
    const required = fields.find((f) => f.name === field)?.required ?? true;
    return required || saysOptional.includes(field)
      ? label
      : intl.formatMessage(messages.optional, { field: label });
  };
  const text = (field: WithdrawalField) => (
    <TextField
      key={field}
      name={field}
      label={labelOf(field)}
      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
      value={values[field]}
      onChange={(event) => edit(field, event.target.value)}
      error={fieldError(field)}
      autoComplete={autoComplete[field] ?? 'off'}
      {...(field === 'amount'
        ? {
            inputMode: 'decimal' as const,
            hint: intl.formatMessage(messages.amountRange, {
              min: String(method.minAmount),
              max: String(method.maxAmount),
            }),
          }
        : {})}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="withdrawal-form" data-kind={kind}>
      <p>
        {intl.formatMessage(messages.balance)}:{' '}
        <AmountDisplay value={withdrawable} currency={currency} crypto={crypto} />
      </p>
      <Select
        label={intl.formatMessage(messages.method)}
        name="method"
        value={String(method.id)}
        options={methods.map((m) => ({ value: String(m.id), label: m.title }))}
        onChange={(event) => {
          setMethodId(Number(event.target.value));
          setProblems({});
          onEdit?.();
        }}
      />
      {fields.map(({ name: field }) => {
        if (field === 'cardId')
          return (
            <Select
              key={field}
              name="cardId"
              label={intl.formatMessage(messages.card)}
              value={current.cardId}
              options={method.cards.map((c) => ({
                value: c.id,
                label: intl.formatMessage(messages.cardOption, { last4: c.last4, expiry: c.expiry }),
              }))}
              onChange={(event) => edit('cardId', event.target.value)}
              error={fieldError('cardId')}
            />
          );
        if (field === 'network')
          return (
            <Select
              key={field}
              name="network"
              label={intl.formatMessage(messages.network)}
              placeholder={intl.formatMessage(messages.chooseNetwork)}
              value={values.network}
              options={method.networks.map((n) => ({ value: n.code, label: n.name }))}
              onChange={(event) => edit('network', event.target.value)}
              error={fieldError('network')}
            />
          );
        if (field === 'address')
          return (
            <div key={field} className={styles.addressRow}>
              {text('address')}
              <PasteButton
                iconOnly
                label={intl.formatMessage(messages.pasteAddress)}
                onPaste={(pasted) => edit('address', pasted.trim())}
              />
            </div>
          );
        return text(field);
      })}
      {error && (
        <div className={styles.error} role="alert">
          <strong>{error.title}</strong>
          {error.detail}
        </div>
      )}
      {calculation && (
        <section aria-labelledby={summaryId} data-testid="withdrawal-summary">
          <h2 className={styles.sectionTitle} id={summaryId}>
            {intl.formatMessage(messages.summary)}
          </h2>
          <dl className={styles.summary}>
            <dt>{intl.formatMessage(messages.amount)}</dt>
            <dd>
              <AmountDisplay value={calculation.amount} currency={currency} crypto={crypto} />
            </dd>
            <dt>{intl.formatMessage(messages.fee)}</dt>
            <dd data-testid="withdrawal-fee">
              <AmountDisplay value={calculation.fee} currency={currency} crypto={crypto} />
            </dd>
            <dt>{intl.formatMessage(messages.net)}</dt>
            <dd data-testid="withdrawal-net">
              <AmountDisplay value={calculation.netAmount} currency={currency} crypto={crypto} />
            </dd>
            <dt>{intl.formatMessage(messages.balanceAfter)}</dt>
            <dd>
              <AmountDisplay
                value={calculation.balanceAfter}
                currency={currency}
                crypto={crypto}
                tone="muted"
              />
            </dd>
          </dl>
        </section>
      )}
      <p className={styles.note}>{intl.formatMessage(messages.reviewNote)}</p>
      <div className={styles.actions}>
        <Button type="submit" kind="primary" loading={calculation ? confirming : calculating}>
          {intl.formatMessage(calculation ? messages.confirm : messages.calculate)}
        </Button>
      </div>
    </form>
  );
}

/** After a confirmed withdrawal: 'Withdrawal success' with the amount, and what comes next. */
export function WithdrawalSuccess({
  amount,
  currency,
  crypto,
  onAnother,
  transactionsLink,
}: {
  amount: string;
  currency: string;
  crypto: boolean;
  onAnother: () => void;
  transactionsLink?: ReactNode;
}) {
  const intl = useIntl();
  const formatMoney = useFormatAmount();
  return (
    <div className={styles.form} role="status" data-testid="withdrawal-success">
      <h2 className={styles.sectionTitle}>{intl.formatMessage(messages.success)}</h2>
      <p>
        {intl.formatMessage(messages.successDetail, {
          amount: formatMoney(amount, currency, { crypto }),
        })}
      </p>
      <p className={styles.note}>{intl.formatMessage(messages.reviewNote)}</p>
      <div className={styles.actions}>
        <Button type="button" kind="outline" onClick={onAnother}>
          {intl.formatMessage(messages.another)}
        </Button>
        {transactionsLink}
      </div>
    </div>
  );
}
