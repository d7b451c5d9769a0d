// One wording of every failed call: any ApiError, timeout or network failure becomes the message a
// screen shows (a react-intl descriptor and its values), so no feature words errors itself.
// Order: what the transport knows (offline, timeout, an unreadable answer), then the status the
// spec words (403, 429, 500, 503), then a spec 8 code, then the server's own message, then
// 'msg.try.again'.
import type { MessageDescriptor } from 'react-intl';
import { apiErrorMessages as messages } from './errorMessages.ts';
import { isApiError } from './errors.ts';

export interface ErrorDescription {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  /** The form field the server named, when it named one. */
  field?: string;
  /** Worth offering "try again": the network or the server failed, not the request. */
  retryable: boolean;
}

type Details = Record<string, unknown> | undefined;

/** spec 8 codes with their own wording (others keep the server's message). */
const codeMessages: Record<string, (details: Details) => Omit<ErrorDescription, 'retryable'> | undefined> = {
  PAYMENT_LIMIT_THRESHOLD: () => ({ message: messages.paymentLimit }),
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: (details) =>
    details?.min !== undefined && details.max !== undefined
      ? { message: messages.providerLimit, values: { min: String(details.min), max: String(details.max) } }
      : undefined,
  PROVIDER_ERROR: () => ({ message: messages.providerError }),
  PAYMENT_SERVICE_ERROR: () => ({ message: messages.paymentService }),
  COUPON_ALREADY_REDEEMED: () => ({ message: messages.couponRedeemed }),
  STATISTICS_HIDDEN: () => ({ message: messages.statisticsHidden }),
  DEMO_NOT_AVAILABLE: () => ({ message: messages.demoUnavailable }),
  GAME_COUNTRY_RESTRICTED: () => ({ message: messages.gameCountry }),
  BONUS_GAME_INELIGIBLE: () => ({ message: messages.bonusGame }),
  ACCOUNT_FROZEN: (details) =>
    atTime(details?.until, (until) => ({ message: messages.accountFrozen, values: { until } })),
  // With its end (or permanent) when the server says; the general wording otherwise.
  SELF_EXCLUDED: (details) =>
    details?.permanent === true
      ? { message: messages.selfExcludedPermanent }
      : (atTime(details?.until, (until) => ({ message: messages.selfExcludedUntil, values: { until } })) ?? {
          message: messages.selfExcluded,
        }),
  LIMIT_CHANGE_TOO_SOON: (details) =>
    atTime(details?.nextChangeAt, (next) => ({ message: messages.limitChangeTooSoon, values: { next } })),
  SUPPORT_ONLY: () => ({ message: messages.supportOnly }),
  MAX_BET_LIMIT_REACHED: (details) =>
    betLimit(details, details?.bonus === true ? messages.bonusBetLimit : messages.maxBetLimit),
  maxBetLimit: (details) => betLimit(details, messages.maxBetLimit),
  BET_OUT_OF_RANGE: (details) =>
    details?.minBet !== undefined && details.maxBet !== undefined
      ? {
          message: messages.betOutOfRange,
          values: { minBet: String(details.minBet), maxBet: String(details.maxBet) },
        }
      : undefined,
  BONUS_BUY_CONFIRMATION: () => ({ message: messages.bonusBuyConfirmation }),
  SESSION_TIME_LIMIT_REACHED: () => ({ message: messages.sessionTimeLimitReached }),
  ...periodLimits('Bet', messages.betLimit),
  ...periodLimits('Loss', messages.lossLimit),
};

/**
 * spec 8: daily/weekly/monthly bet and loss limits. With the attempted bet and what is used, one
 * sentence says it all; with the limit alone, one wording per kind with the period named.
 */
function periodLimits(kind: 'Bet' | 'Loss', message: MessageDescriptor) {
  return Object.fromEntries(
    (['daily', 'weekly', 'monthly'] as const).map((period) => [
      `${period}${kind}Limit`,
      (details: Details) =>
        details?.limit === undefined
          ? undefined
          : details.bet !== undefined
            ? {
                message: messages.periodLimit,
                values: {
                  period,
                  kind: kind.toLowerCase(),
                  limit: String(details.limit),
                  bet: String(details.bet),
                  used: String(details.used ?? '0'),
                },
              }
            : { message, values: { period, limit: String(details.limit) } },
    ]),
  );
}

/** A refusal worded with a moment the server sent (an ISO time), as a timestamp ICU can format. */
function atTime(
  iso: unknown,
  word: (timestamp: number) => Omit<ErrorDescription, 'retryable'>,
): Omit<ErrorDescription, 'retryable'> | undefined {
  const timestamp = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(timestamp) ? undefined : word(timestamp);
}

function betLimit(
  details: Details,
  message: MessageDescriptor,
): Omit<ErrorDescription, 'retryable'> | undefined {
  return details?.limit !== undefined && details.bet !== undefined
    ? { message, values: { limit: String(details.limit), bet: String(details.bet) } }
    : undefined;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The user-facing message of a failed call; undefined when there is nothing to show (no error,
 * or the caller aborted the call itself).
 */
export function describeError(error: unknown): ErrorDescription | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return { message: messages.tryAgain, retryable: true };
  switch (error.kind) {
    case 'aborted':
      return undefined;
    case 'network':
      return { message: isOffline() ? messages.offline : messages.unreachable, retryable: true };
    case 'timeout':
      return { message: messages.timeout, retryable: true };
    case 'malformed':
    case 'invalid-answer':
      return { message: messages.invalidAnswer, retryable: false };
    case 'http':
      break;
  }
  const status = error.status ?? 0;
  if (status === 403) return { message: messages.sessionEnded, retryable: false };
  const byCode = error.code && Object.hasOwn(codeMessages, error.code) ? codeMessages[error.code] : undefined;
  const details = (error.body as { error?: { details?: Details } } | undefined)?.error?.details;
  // A 429 that is a rule, not a rate (a bet limit changes once an hour), says when, by its code.
  const ruled = status === 429 ? byCode?.(details) : undefined;
  if (ruled) return { ...ruled, retryable: false };
  if (status === 429)
    return error.retryAfterSeconds !== undefined
      ? { message: messages.rateLimited, values: { seconds: error.retryAfterSeconds }, retryable: true }
      : { message: messages.rateLimitedLater, retryable: true };
  if (status === 503) return { message: messages.unavailable, retryable: true };
  if (status >= 500 && !byCode) return { message: messages.internal, retryable: true };
  const field = error.field ? { field: error.field } : {};
  const worded = byCode?.(details);
  if (worded) return { ...worded, ...field, retryable: error.retryable };
  if (error.serverMessage)
    return { message: messages.server, values: { message: error.serverMessage }, ...field, retryable: false };
  if (status === 404) return { message: messages.notFound, retryable: false };
  return { message: messages.tryAgain, ...field, retryable: false };
}

/**
 * The wording of a refusal reported outside a call of this client (a game frame's postMessage
 * with the spin answer's code and details): the same spec 8 wording a call's refusal gets.
 */
export function describeRefusal(
  code: string,
  details: Record<string, unknown> | undefined,
  serverMessage?: string,
): Omit<ErrorDescription, 'retryable'> {
  const worded = Object.hasOwn(codeMessages, code) ? codeMessages[code]?.(details) : undefined;
  if (worded) return worded;
  return serverMessage
    ? { message: messages.server, values: { message: serverMessage } }
    : { message: messages.tryAgain };
}
