// Spec 5 password: minimum the configured value or 6 (invalid.password.length), maximum 255
// (invalid.password.max), optional number / special character / uppercase rules from settings.
import { ruleMessages } from './messages.ts';
import { characterCount, problem, type RuleProblem } from './problem.ts';

export const DEFAULT_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 255;

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  needNumbers: boolean;
  needSpecialCharacter: boolean;
  needUppercase: boolean;
}

/** The settings that shape the policy (config.settings carries them, merged and validated). */
export interface PasswordSettings {
  passwordMinLength?: number;
  passwordNeedSpecialCharacter?: boolean;
  passwordNeedNumbers?: boolean;
  passwordNeedUppercase?: boolean;
}

export function passwordPolicy(settings: PasswordSettings = {}): PasswordPolicy {
  const configured = settings.passwordMinLength;
  const minLength =
    typeof configured === 'number' && Number.isInteger(configured) && configured > 0
      ? Math.min(configured, PASSWORD_MAX)
      : DEFAULT_PASSWORD_MIN;
  return {
    minLength,
    maxLength: PASSWORD_MAX,
    needNumbers: settings.passwordNeedNumbers === true,
    needSpecialCharacter: settings.passwordNeedSpecialCharacter === true,
    needUppercase: settings.passwordNeedUppercase === true,
  };
}

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
