// Spec 5 password: minimum the configured value or 6 (invalid.password.length), maximum 255
// (invalid.password.max), optional number / special character / uppercase rules from settings.
// The policy itself is the layout engine's (config.registration.password): one policy for
// registration, reset and the profile's password change; the check is shared with the reference
// back end (exactly the same rules there).
import {
  brokenPasswordRule,
  characterCount,
  NUMBER,
  type PasswordPolicy,
  type PasswordRule,
  SPECIAL,
  UPPERCASE,
} from '@casino/schemas/account-rules';
import { ruleMessages } from './messages.ts';
import { problem, type RuleProblem } from './problem.ts';

export type { PasswordPolicy };

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

/** One rule of the policy as the sign-up checklist shows it, and whether the password meets it. */
export interface PasswordChecklistItem {
  rule: Exclude<PasswordRule, 'required'>;
  met: boolean;
}

/**
 * Every rule the policy asks for, in the order a player fixes them, each with its state for the
 * password typed so far: the server's own character classes and count (account-rules), so a full
 * checklist is exactly a password brokenPasswordRule passes (a property test holds this). The
 * maximum is listed only once it is passed: a 255-character ceiling is noise for everyone under
 * it. Here, not in account-rules, so it stays out of the first load (registration is lazy).
 */
export function passwordChecklist(value: string, policy: PasswordPolicy): PasswordChecklistItem[] {
  const length = characterCount(value);
  const items: PasswordChecklistItem[] = [{ rule: 'length', met: length >= policy.minLength }];
  if (length > policy.maxLength) items.push({ rule: 'max', met: false });
  if (policy.needNumbers) items.push({ rule: 'numbers', met: NUMBER.test(value) });
  if (policy.needSpecialCharacter) items.push({ rule: 'special', met: SPECIAL.test(value) });
  if (policy.needUppercase) items.push({ rule: 'uppercase', met: UPPERCASE.test(value) });
  return items;
}
