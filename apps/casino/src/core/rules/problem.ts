// What a rule answers: null when the value is fine, else the message to show and its values.
// Rules stay pure (no intl); the form formats the problem where it renders it.
import type { IntlShape, MessageDescriptor } from 'react-intl';

export interface RuleProblem {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
}

export const problem = (message: MessageDescriptor, values?: RuleProblem['values']): RuleProblem =>
  values ? { message, values } : { message };

/** The problem's text, or undefined so it can go straight into a field's `error` prop. */
export function formatProblem(intl: IntlShape, found: RuleProblem | null | undefined): string | undefined {
  return found ? intl.formatMessage(found.message, found.values) : undefined;
}

// Code points, as the password rule counts them (shared with the back end).
export { characterCount } from '@casino/schemas/account-rules';
