// Withdrawal validation (spec 5): pure functions, one problem per field, so the form shows each
// message at its field and keeps every other value. The server checks the money rules again.
import type { MessageDescriptor } from 'react-intl';
import { isEmail, ruleMessages } from '../../core/rules/index.ts';
import { withdrawalMessages as messages } from './withdrawalMessages.ts';

/** spec 9: bank code (IFSC) 8 to 15 characters. */
export const BANK_CODE_LENGTH = { min: 8, max: 15 } as const;
/** An exact decimal amount as typed (no exponent, no sign, a dot or comma for the decimals). */
const AMOUNT = /^\d+([.,]\d+)?$/;
/** NPCI's VPA shape: a handle of 2–256 characters, @, a provider of letters. */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;

export type WithdrawalFormKind = 'crypto' | 'bank' | 'netbanking' | 'upi' | 'plain';

/** Which form a method needs, from its payment method type (the back end's paymentMethod). */
export function formKindOf(method: { isCrypto: boolean; paymentMethod: string }): WithdrawalFormKind {
  if (method.isCrypto) return 'crypto';
  const type = method.paymentMethod.toLowerCase();
  if (type === 'upi') return 'upi';
  if (type === 'netbanking') return 'netbanking';
  if (type === 'bank') return 'bank';
  return 'plain';
}

export interface WithdrawalValues {
  amount: string;
  network: string;
  address: string;
  accountName: string;
  accountNumber: string;
  email: string;
  bankCode: string;
  bankName: string;
  branch: string;
  bankAddress: string;
  upiId: string;
}
export type WithdrawalField = keyof WithdrawalValues;
export type WithdrawalProblems = Partial<
  Record<WithdrawalField, { message: MessageDescriptor; values?: Record<string, number> }>
>;

export const emptyWithdrawal: WithdrawalValues = {
  amount: '',
  network: '',
  address: '',
  accountName: '',
  accountNumber: '',
  email: '',
  bankCode: '',
  bankName: '',
  branch: '',
  bankAddress: '',
  upiId: '',
};

/** The fields each form shows, in order (the page renders these and validates these only). */
export const fieldsOf: Record<WithdrawalFormKind, readonly WithdrawalField[]> = {
  crypto: ['network', 'address', 'amount'],
  bank: ['accountName', 'accountNumber', 'email', 'bankCode', 'bankName', 'branch', 'bankAddress', 'amount'],
  netbanking: [
    'accountName',
    'accountNumber',
    'email',
    'bankCode',
    'bankName',
    'branch',
    'bankAddress',
    'amount',
  ],
  upi: ['accountName', 'email', 'upiId', 'amount'],
  plain: ['amount'],
};

/** The amount as an exact decimal string ("12,5" → "12.5"), or null when it is not a positive amount. */
export function parseWithdrawAmount(typed: string): string | null {
  const trimmed = typed.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const normal = trimmed.replace(',', '.');
  return /[1-9]/.test(normal) ? normal : null;
}

export function isUpiId(value: string): boolean {
  return UPI_ID.test(value.trim());
}

/** Every problem of the form for this kind of method; an empty object when it may be sent. */
export function validateWithdrawal(kind: WithdrawalFormKind, values: WithdrawalValues): WithdrawalProblems {
  const problems: WithdrawalProblems = {};
  const blank = (field: WithdrawalField) => values[field].trim() === '';
  const fields = fieldsOf[kind];
  const required = (field: WithdrawalField) => {
    if (fields.includes(field) && blank(field)) problems[field] = { message: ruleMessages.required };
  };
  if (kind === 'crypto') {
    if (blank('network')) problems.network = { message: messages.networkRequired };
    if (blank('address')) problems.address = { message: messages.addressRequired };
  }
  required('accountName');
  required('accountNumber');
  if (fields.includes('email')) {
    if (blank('email')) problems.email = { message: ruleMessages.required };
    else if (!isEmail(values.email.trim())) problems.email = { message: ruleMessages.invalidFormat };
  }
  if (fields.includes('bankCode')) {
    const length = [...values.bankCode.trim()].length;
    if (length < BANK_CODE_LENGTH.min || length > BANK_CODE_LENGTH.max)
      problems.bankCode = { message: messages.bankCodeLength, values: { ...BANK_CODE_LENGTH } };
  }
  if (kind === 'netbanking') required('bankName');
  if (kind === 'upi') {
    if (blank('upiId')) problems.upiId = { message: ruleMessages.required };
    else if (!isUpiId(values.upiId)) problems.upiId = { message: messages.upiInvalid };
  }
  if (parseWithdrawAmount(values.amount) === null) problems.amount = { message: messages.amountRequired };
  return problems;
}

/** The request body of calculate and confirm: only the fields of this form, trimmed. */
export function withdrawalRequest(
  kind: WithdrawalFormKind,
  paymentMethodId: number,
  values: WithdrawalValues,
): Record<string, string | number> & { paymentMethodId: number; amount: string } {
  const amount = parseWithdrawAmount(values.amount) ?? '0';
  const body: Record<string, string | number> & { paymentMethodId: number; amount: string } = {
    paymentMethodId,
    amount,
  };
  for (const field of fieldsOf[kind]) {
    if (field === 'amount') continue;
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

/** Methods a player may withdraw with: active and offered for withdrawals (hidden ones too, spec 4), by order descending. */
export function withdrawalMethods<M extends { isActive: boolean; withdrawalExist: boolean; order: number }>(
  methods: readonly M[],
): M[] {
  return methods.filter((m) => m.isActive && m.withdrawalExist).sort((a, b) => b.order - a.order);
}
