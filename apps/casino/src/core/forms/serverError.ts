// How the account dialogs word a failed call (spec 8): the server's own message, or
// 'msg.try.again' when it sent none; a call that never reached the server says so.
import { isApiError } from '@casino/api-client';
import type { IntlShape } from 'react-intl';
import { rateLimitedText } from '../api/rateLimited.ts';
import { callFailureMessages as messages } from '../messages.ts';

export function serverErrorText(intl: IntlShape, error: unknown): string | undefined {
  if (!error) return undefined;
  const limited = rateLimitedText(intl, error);
  if (limited) return limited;
  if (isApiError(error) && error.kind === 'http')
    return error.serverMessage ?? intl.formatMessage(messages.tryAgain);
  if (isApiError(error) && error.kind === 'aborted') return undefined;
  return intl.formatMessage(messages.unreachable);
}

/** The form field a refusal names (EMAIL_EXISTS → email), when the form has it. */
export function serverErrorField<K extends string>(error: unknown, fields: readonly K[]): K | undefined {
  const field = isApiError(error) ? error.field : undefined;
  return fields.find((candidate) => candidate === field);
}
