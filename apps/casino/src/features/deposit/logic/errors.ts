// spec 8 deposit errors: every code has its own wording. The codes the whole app words alike
// (PAYMENT_LIMIT_THRESHOLD from the player's deposit limit, PAYMENT_PROVIDER_LIMIT_THRESHOLD,
// PROVIDER_ERROR, PAYMENT_SERVICE_ERROR, the responsible-gaming refusals SELF_EXCLUDED and
// ACCOUNT_FROZEN) and every transport or status failure (offline, timeout, 429, 5xx) take
// describeError's words; the codes only a deposit has take the deposit's own; any other refusal is
// 'Deposit error'.
import { apiErrorMessages, describeError, isApiError } from '@casino/api-client';
import type { MessageDescriptor } from 'react-intl';
import { depositMessages as messages } from '../depositMessages.ts';

/** The spec 8 deposit codes whose wording only the deposit uses. */
const depositOnlyMessages = {
  GLOBAL_ERROR: messages.errorGlobal,
  DEPOSIT_COUNTRY_BLOCK: messages.errorCountry,
  REQUIRED_EMAIL_VERIFICATION: messages.errorEmail,
  TRANSACTION_FAILED: messages.errorTransaction,
  AMOUNT_BELOW_ZERO: messages.errorBelowZero,
  UNIFIED_ERROR: messages.errorUnified,
  PHONE_ERROR: messages.errorPhone,
} satisfies Record<string, MessageDescriptor>;

/** Every deposit error code of spec 8 (the test checks each has words other than 'Deposit error'). */
export const depositErrorCodes = [
  ...(Object.keys(depositOnlyMessages) as (keyof typeof depositOnlyMessages)[]),
  'PAYMENT_LIMIT_THRESHOLD',
  'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
  'PROVIDER_ERROR',
  'PAYMENT_SERVICE_ERROR',
] as const;

/** describeError's answers that carry no meaning of their own: a deposit says 'Deposit error' instead. */
const unworded: readonly MessageDescriptor[] = [
  apiErrorMessages.server,
  apiErrorMessages.tryAgain,
  apiErrorMessages.notFound,
];

export interface DepositErrorText {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  /** The form field the server named (amount, phone…), to show the message there. */
  field?: string;
}

/** The words for a failed deposit call. */
export function depositError(error: unknown): DepositErrorText | undefined {
  if (!error) return undefined;
  const http = isApiError(error) && error.kind === 'http' ? error : undefined;
  const field = http?.field ? { field: http.field } : {};
  const code = http?.code;
  if (code && Object.hasOwn(depositOnlyMessages, code))
    return { message: depositOnlyMessages[code as keyof typeof depositOnlyMessages], ...field };
  const described = describeError(error);
  if (!described) return undefined;
  if (http && unworded.includes(described.message)) return { message: messages.errorGeneric, ...field };
  return {
    message: described.message,
    ...(described.values ? { values: described.values } : {}),
    ...field,
  };
}

/** 'Deposit error' as a plain descriptor, the fallback wherever a failure has no words of its own. */
export const genericDepositError: MessageDescriptor = messages.errorGeneric;

/** A bonus refused with the deposit, before anything was charged: its spec 8 code and details. */
export interface DepositBonusRefusal {
  code: string;
  details: Record<string, unknown>;
  /** `amount` for the bonus's minimum deposit (shown at the amount), else `bonusId`. */
  field: 'amount' | 'bonusId';
}

/**
 * The deposit's refusal when it is the chosen bonus's (the server checks every rule of the bonus
 * before it charges): an error naming the bonusId field, or DEPOSITS_NUMBER naming the amount (the
 * bonus's minimum deposit). Any other refusal is the deposit's own (depositError).
 */
export function depositBonusRefusal(error: unknown): DepositBonusRefusal | undefined {
  if (!isApiError(error) || error.kind !== 'http' || !error.code) return undefined;
  const onBonus = error.field === 'bonusId';
  const onMinimum = error.field === 'amount' && /^DEPOSITS_NUMBER2?$/.test(error.code);
  if (!onBonus && !onMinimum) return undefined;
  return { code: error.code, details: error.details ?? {}, field: onBonus ? 'bonusId' : 'amount' };
}
