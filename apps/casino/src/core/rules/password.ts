// Spec 5 password: minimum the configured value or 6 (invalid.password.length), maximum 255
// (invalid.password.max), optional number / special character / uppercase rules from settings.
// The policy itself is the layout engine's (config.registration.password): one policy for
// registration, reset and the profile's password change; the check is shared with the reference
// back end (exactly the same rules there).
import {
  brokenPasswordRule,
  type PasswordChecklistItem,
  type PasswordPolicy,
  passwordChecklist,
} from '@casino/schemas/account-rules';
import { ruleMessages } from './messages.ts';
import { problem, type RuleProblem } from './problem.ts';

export type { PasswordChecklistItem, PasswordPolicy };
export { passwordChecklist };

const RULE_MESSAGES = {
  required: ruleMessages.required,
  length: ruleMessages.passwordLength,
  max: ruleMessages.passwordMax,
  numbers: ruleMessages.passwordNumbers,
  special: ruleMessages.passwordSpecialCharacter,
  uppercase: ruleMessages.passwordUppercase,
} as const;

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
  const broken = brokenPasswordRule(value, policy);
  if (!broken) return null;
  if (broken === 'length') return problem(RULE_MESSAGES.length, { min: policy.minLength });
  if (broken === 'max') return problem(RULE_MESSAGES.max, { max: policy.maxLength });
  return problem(RULE_MESSAGES[broken]);
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
