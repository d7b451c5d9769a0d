// How a form words a failed call: describeError of @casino/api-client (spec 8 wording, the
// server's own message at the field it names, 429 with its retry time, timeout, offline), as text.
import { describeError } from '@casino/api-client';
import type { IntlShape } from 'react-intl';

/** The text of a failed call; undefined when there is none (no error, or the call was aborted). */
export function serverErrorText(intl: IntlShape, error: unknown): string | undefined {
  const description = describeError(error);
  return description && intl.formatMessage(description.message, description.values);
}

/** The form field a refusal names (EMAIL_EXISTS → email), when the form has it. */
export function serverErrorField<K extends string>(error: unknown, fields: readonly K[]): K | undefined {
  const field = describeError(error)?.field;
  return fields.find((candidate) => candidate === field);
}
