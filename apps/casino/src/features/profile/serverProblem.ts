// A failed profile call as the form shows it: the wording of describeError (via the core form
// helpers), at the field the server names or over the form.

import { describeError } from '@casino/api-client';
import type { IntlShape } from 'react-intl';
import { serverErrorText } from '../../core/forms/serverError.ts';

export interface ServerProblem {
  field?: string | undefined;
  message: string;
}

export function serverProblem(error: unknown, intl: IntlShape): ServerProblem {
  return { field: describeError(error)?.field, message: serverErrorText(intl, error) ?? '' };
}
