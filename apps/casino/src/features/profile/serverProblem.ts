// A failed profile call as the form shows it: the server's message at the field it names (or over
// the form), or a clear "could not reach" when no answer came.
import { isApiError } from '@casino/api-client';
import type { IntlShape } from 'react-intl';
import { rateLimitedText } from '../../core/api/rateLimited.ts';
import { profileMessages as messages } from './profileMessages.ts';

export interface ServerProblem {
  field?: string | undefined;
  message: string;
}

export function serverProblem(error: unknown, intl: IntlShape): ServerProblem {
  const limited = rateLimitedText(intl, error);
  if (limited) return { message: limited };
  if (isApiError(error) && error.kind === 'http')
    return { field: error.field, message: error.serverMessage ?? intl.formatMessage(messages.tryAgain) };
  return { message: intl.formatMessage(messages.unreachable) };
}
