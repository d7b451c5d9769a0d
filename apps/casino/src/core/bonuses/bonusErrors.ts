// The spec 8 bonus activation codes, each worded for the player with what the server sent along
// (UNIFIED_ERROR's reference, the deposits a bonus needs, its start and end). Anything else is
// worded by the api-client's describeError, so every failure still has one message. Shared by the
// promotions (activation, coupons) and the cashier (a bonus chosen with a deposit: refused before
// the charge as an error, or after it as the deposit answer's bonusError).
import { describeError, type ErrorDescription, isApiError } from '@casino/api-client';
import type { MessageDescriptor } from 'react-intl';
import { bonusErrorMessages as messages } from './bonusErrorMessages.ts';

export const bonusActivationCodes = [
  'REGISTRATION_BONUS',
  'MAXIMUM_PARTICIPANTS',
  'RETRY_PERIOD',
  'DAYS_VALID',
  'UNIFIED_ERROR',
  'DEPOSITS_NUMBER',
  'DEPOSITS_NUMBER2',
  'ACTIVE_FREE_SPINS',
  'ACTIVE_BONUS',
  'CANCELLED',
  'NO_CASHBACK',
  'ADD_TO_CALENDAR',
  'REQUIRED_EMAIL_VERIFICATION',
  'VALID_ON_DAYS',
  'START_TIME_ERROR',
  'END_TIME_ERROR',
  'BONUS_FRAUD',
  'CASHBACK_NEED_DEPOSIT',
] as const;
export type BonusActivationCode = (typeof bonusActivationCodes)[number];

type Details = Record<string, unknown>;
type Values = Record<string, string | number>;

/** One worded refusal (typed messages of any values fit the untyped descriptor describeError uses). */
const say = (message: unknown, values?: Values) => ({
  message: message as MessageDescriptor,
  ...(values ? { values } : {}),
});

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

/** Values each message reads from the error's details; a message without its value has a plain variant. */
const wording: Record<
  BonusActivationCode,
  (details: Details) => { message: MessageDescriptor; values?: Values }
> = {
  REGISTRATION_BONUS: (d) =>
    text(d.days)
      ? say(messages.REGISTRATION_BONUS, { days: Number(d.days) })
      : say(messages.REGISTRATION_BONUS_plain),
  MAXIMUM_PARTICIPANTS: () => say(messages.MAXIMUM_PARTICIPANTS),
  RETRY_PERIOD: () => say(messages.RETRY_PERIOD),
  DAYS_VALID: () => say(messages.DAYS_VALID),
  UNIFIED_ERROR: (d) => {
    const reference = text(d.reference);
    return reference ? say(messages.UNIFIED_ERROR, { reference }) : say(messages.UNIFIED_ERROR_plain);
  },
  DEPOSITS_NUMBER: (d) =>
    text(d.minDeposit)
      ? say(messages.DEPOSITS_NUMBER_min, { minDeposit: String(d.minDeposit) })
      : text(d.required)
        ? say(messages.DEPOSITS_NUMBER, { required: Number(d.required) })
        : say(messages.DEPOSITS_NUMBER_plain),
  DEPOSITS_NUMBER2: (d) =>
    text(d.required)
      ? say(messages.DEPOSITS_NUMBER2, { number: Number(d.required) + 1 })
      : say(messages.DEPOSITS_NUMBER2_plain),
  ACTIVE_FREE_SPINS: () => say(messages.ACTIVE_FREE_SPINS),
  ACTIVE_BONUS: () => say(messages.ACTIVE_BONUS),
  CANCELLED: () => say(messages.CANCELLED),
  NO_CASHBACK: () => say(messages.NO_CASHBACK),
  ADD_TO_CALENDAR: () => say(messages.ADD_TO_CALENDAR),
  REQUIRED_EMAIL_VERIFICATION: () => say(messages.REQUIRED_EMAIL_VERIFICATION),
  VALID_ON_DAYS: () => say(messages.VALID_ON_DAYS),
  START_TIME_ERROR: () => say(messages.START_TIME_ERROR),
  END_TIME_ERROR: () => say(messages.END_TIME_ERROR),
  BONUS_FRAUD: () => say(messages.BONUS_FRAUD),
  CASHBACK_NEED_DEPOSIT: () => say(messages.CASHBACK_NEED_DEPOSIT),
};

export const isActivationCode = (code: string | undefined): code is BonusActivationCode =>
  code !== undefined && Object.hasOwn(wording, code);

/** The words of one spec 8 code with the details the server (or the cashier's own check) gives. */
export const wordBonusRefusal = (
  code: BonusActivationCode,
  details: Details = {},
): { message: MessageDescriptor; values?: Values } => wording[code](details);

/**
 * The words of a deposit answer's bonusError (the deposit is credited, its bonus refused after the
 * charge): its spec 8 code, or UNIFIED_ERROR's words for a code the app does not know.
 */
export function describeBonusRefusal(refusal: { code: string; details?: Details | undefined }): {
  message: MessageDescriptor;
  values?: Values;
} {
  const details = refusal.details ?? {};
  return isActivationCode(refusal.code)
    ? wordBonusRefusal(refusal.code, details)
    : wording.UNIFIED_ERROR(details);
}

/** The message of a failed activation, cancellation or coupon. */
export function describeBonusError(error: unknown): ErrorDescription | undefined {
  if (isApiError(error) && error.kind === 'http' && isActivationCode(error.code)) {
    const details = (error.body as { error?: { details?: Details } } | undefined)?.error?.details ?? {};
    return { ...wording[error.code](details), retryable: false };
  }
  return describeError(error);
}

/** The code of a refusal (for data attributes and tests), if the server sent one. */
export const bonusErrorCode = (error: unknown): string | undefined =>
  isApiError(error) ? error.code : undefined;
