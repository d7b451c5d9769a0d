// A refusal for too many attempts (429 RATE_LIMITED, issue 12), worded the same in every form
// that shows a failed call: what happened and when to try again, in the player's language.
import { isApiError } from '@casino/api-client';
import { defineMessage, type IntlShape } from 'react-intl';

const rateLimited = defineMessage<{ wait: string }>({
  id: 'error.rateLimited',
  defaultMessage: 'Too many attempts. Please wait {wait} and try again.',
});

/** Seconds the server asked to wait (details.retryAfterSeconds), when the error is a rate limit. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isApiError(error) || error.status !== 429 || error.code !== 'RATE_LIMITED') return undefined;
  const details = (error.body as { error?: { details?: { retryAfterSeconds?: unknown } } }).error?.details;
  const seconds = Number(details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** The text for a rate-limited call, or undefined for any other error. */
export function rateLimitedText(intl: IntlShape, error: unknown): string | undefined {
  const seconds = retryAfterSeconds(error);
  if (seconds === undefined) return undefined;
  // Under two minutes in seconds, else in whole minutes (rounded up: never too early).
  const [value, unit] = seconds < 120 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  const wait = intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
  return intl.formatMessage(rateLimited, { wait });
}
