// Spec 5 password: minimum the configured value or 6 (invalid.password.length), maximum 255
// (invalid.password.max), optional number / special character / uppercase rules from settings.
// The policy itself is the layout engine's (config.registration.password): one policy for
// registration, reset and the profile's password change.
import type { PasswordPolicy } from '@casino/layout-engine';
import { ruleMessages } from './messages.ts';
import { characterCount, problem, type RuleProblem } from './problem.ts';

export type { PasswordPolicy };

const NUMBER = /\p{Nd}/u;
const UPPERCASE = /\p{Lu}/u;
// Anything that is neither a letter, a digit nor white space counts as special (!, #, €, _…).
const SPECIAL = /[^\p{L}\p{Nd}\s]/u;

/**
 * The first rule the password breaks, in the order a player fixes them: required, length, then
 * content. `oneClick` skips the whole check (1-click registration has no password).
 */
export function passwordProblem(
  value: string,
  policy: PasswordPolicy,
  { oneClick = false }: { oneClick?: boolean } = {},
): RuleProblem | null {
  if (oneClick) return null;
  if (!value) return problem(ruleMessages.required);
  const length = characterCount(value);
  if (length < policy.minLength) return problem(ruleMessages.passwordLength, { min: policy.minLength });
  if (length > policy.maxLength) return problem(ruleMessages.passwordMax, { max: policy.maxLength });
  if (policy.needNumbers && !NUMBER.test(value)) return problem(ruleMessages.passwordNumbers);
  if (policy.needSpecialCharacter && !SPECIAL.test(value))
    return problem(ruleMessages.passwordSpecialCharacter);
  if (policy.needUppercase && !UPPERCASE.test(value)) return problem(ruleMessages.passwordUppercase);
  return null;
}

/** The repeat field of a new password. */
export function confirmPasswordProblem(password: string, confirmation: string): RuleProblem | null {
  if (!confirmation) return problem(ruleMessages.required);
  return confirmation === password ? null : problem(ruleMessages.passwordsMustMatch);
}

/** The current password of a password change. */
export function currentPasswordProblem(value: string): RuleProblem | null {
  return value ? null : problem(ruleMessages.currentPasswordRequired);
}
