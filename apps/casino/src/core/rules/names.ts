// Spec 5/9: names (and, through address.ts, the address) hold at most 255 characters; names are required where a form says so.
import { ruleMessages } from './messages.ts';
import { characterCount, problem, type RuleProblem } from './problem.ts';

export const TEXT_MAX = 255;

/** A free-text field (first name, last name, address, city…): required or not, at most 255. */
export function textProblem(
  value: string,
  { required = false, max = TEXT_MAX }: { required?: boolean; max?: number } = {},
): RuleProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? problem(ruleMessages.required) : null;
  return characterCount(trimmed) > max ? problem(ruleMessages.tooLong, { max }) : null;
}

/** First and last name: required by default (linked sign-up), at most 255. */
export const nameProblem = (value: string, { required = true }: { required?: boolean } = {}) =>
  textProblem(value, { required });
