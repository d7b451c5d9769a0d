// Withdrawal validation (spec 5, issue 35): pure functions, one problem per field, so the form shows
// each message at its field and keeps every other value. Which fields a method needs comes from the
// back end (the method's payout destination); the server checks every rule again.
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type { MessageDescriptor } from 'react-intl';
import { isEmail, ruleMessages } from '../../core/rules/index.ts';
import { withdrawalMessages as messages } from './withdrawalMessages.ts';

/** spec 9: bank code (IFSC) 8 to 15 characters. */
export const BANK_CODE_LENGTH = { min: 8, max: 15 } as const;
/** An exact decimal amount as typed (no exponent, no sign, a dot or comma for the decimals). */
const AMOUNT = /^\d+([.,]\d+)?$/;
/** NPCI's VPA shape: a handle of 2–256 characters, @, a provider of letters. */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/;
/** A bank account number as banks write it (letters and digits, 4 to 34), spaces and dashes aside. */
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{4,34}$/;

/**
 * Where a method pays out (issue 35), declared by the back end per method for the player's country
 * and currency: the scheme names the form, the fields what the player gives, in order. The form
 * never decides which country needs which field.
 */
export interface PayoutDestination {
  scheme: string;
  fields: readonly { name: string; required: boolean }[];
}
/** A card the player paid in with: where a card payout goes back to. */
export interface CardOnFile {
  id: string;
  last4: string;
  expiry: string;
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
  iban: string;
  bic: string;
  walletAccount: string;
  cardId: string;
  phone: string;
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
  iban: '',
  bic: '',
  walletAccount: '',
  cardId: '',
  phone: '',
};

const isField = (name: string): name is WithdrawalField => name in emptyWithdrawal && name !== 'amount';

/** The fields the form shows for a destination, in its order, then the amount (the only fields validated and sent). */
export function fieldsOf(
  destination: PayoutDestination,
): readonly { name: WithdrawalField; required: boolean }[] {
  const fields: { name: WithdrawalField; required: boolean }[] = [];
  for (const field of destination.fields)
    if (isField(field.name)) fields.push({ ...field, name: field.name });
  return [...fields, { name: 'amount', required: true }];
}

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

/** An IBAN with a good checksum, and from a SEPA country when the payout is SEPA (ibantools, as the server). */
export function isIban(value: string, sepa: boolean): boolean {
  const iban = electronicFormatIBAN(value) ?? '';
  return isValidIBAN(iban) && (!sepa || isSEPACountry(iban.slice(0, 2)));
}

/** Every problem of the form for this destination; an empty object when it may be sent. */
export function validateWithdrawal(
  destination: PayoutDestination,
  values: WithdrawalValues,
): WithdrawalProblems {
  const problems: WithdrawalProblems = {};
  const crypto = destination.scheme === 'crypto';
  for (const { name, required } of fieldsOf(destination)) {
    if (name === 'amount') continue;
    const value = values[name].trim();
    if (!value) {
      if (!required) continue;
      if (crypto && name === 'network') problems.network = { message: messages.networkRequired };
      else if (crypto && name === 'address') problems.address = { message: messages.addressRequired };
      else problems[name] = { message: ruleMessages.required };
      continue;
    }
    const problem = fieldProblem(name, value, destination.scheme);
    if (problem) problems[name] = problem;
  }
  if (parseWithdrawAmount(values.amount) === null) problems.amount = { message: messages.amountRequired };
  return problems;
}

/** The rule of one filled field (the server checks the same rules again). */
function fieldProblem(
  field: WithdrawalField,
  value: string,
  scheme: string,
): WithdrawalProblems[WithdrawalField] {
  switch (field) {
    case 'email':
      return isEmail(value) ? undefined : { message: ruleMessages.invalidFormat };
    case 'bankCode': {
      const length = [...value].length;
      return length < BANK_CODE_LENGTH.min || length > BANK_CODE_LENGTH.max
        ? { message: messages.bankCodeLength, values: { ...BANK_CODE_LENGTH } }
        : undefined;
    }
    case 'upiId':
      return isUpiId(value) ? undefined : { message: messages.upiInvalid };
    case 'iban':
      return isIban(value, scheme === 'sepa') ? undefined : { message: messages.ibanInvalid };
    case 'bic':
      return isValidBIC(value.replace(/\s+/g, '').toUpperCase())
        ? undefined
        : { message: messages.bicInvalid };
    case 'accountNumber':
      return ACCOUNT_NUMBER.test(value.replace(/[\s-]+/g, ''))
        ? undefined
        : { message: ruleMessages.invalidFormat };
    case 'walletAccount':
      return value.length >= 3 ? undefined : { message: ruleMessages.invalidFormat };
    case 'phone':
      return value.replace(/\D/g, '').length >= 6 ? undefined : { message: ruleMessages.invalidFormat };
    default:
      return undefined;
  }
}

/** The request body of calculate and confirm: only the fields of this destination, trimmed. */
export function withdrawalRequest(
  destination: PayoutDestination,
  paymentMethodId: number,
  values: WithdrawalValues,
): Record<string, string | number> & { paymentMethodId: number; amount: string } {
  const amount = parseWithdrawAmount(values.amount) ?? '0';
  const body: Record<string, string | number> & { paymentMethodId: number; amount: string } = {
    paymentMethodId,
    amount,
  };
  for (const { name } of fieldsOf(destination)) {
    if (name === 'amount') continue;
    const value = values[name].trim();
    if (value) body[name] = value;
  }
  return body;
}
