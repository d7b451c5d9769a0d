// Account rules that the browser and the server must apply identically (spec 5 password, spec 9
// inactivity): one implementation, imported by the player app's form rules and by the reference
// back end, so a password the form accepts is never refused by the server, or the other way round.

export const DEFAULT_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 255;

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
  needNumbers: boolean;
  needSpecialCharacter: boolean;
  needUppercase: boolean;
}

/** The settings that shape the policy (settings2 / brand.json `settings`). */
export interface PasswordSettings {
  passwordMinLength?: unknown;
  passwordNeedSpecialCharacter?: unknown;
  passwordNeedNumbers?: unknown;
  passwordNeedUppercase?: unknown;
}

export function passwordPolicy(settings: PasswordSettings = {}): PasswordPolicy {
  const configured = settings.passwordMinLength;
  // The configured minimum, never below the spec's 6 and never above the maximum.
  const minLength =
    typeof configured === 'number' && Number.isInteger(configured)
      ? Math.min(Math.max(configured, DEFAULT_PASSWORD_MIN), PASSWORD_MAX)
      : DEFAULT_PASSWORD_MIN;
  return {
    minLength,
    maxLength: PASSWORD_MAX,
    needNumbers: settings.passwordNeedNumbers === true,
    needSpecialCharacter: settings.passwordNeedSpecialCharacter === true,
    needUppercase: settings.passwordNeedUppercase === true,
  };
}

/**
 * Length in characters as a player counts them (code points, so an emoji is one), which is also
 * how PostgreSQL counts a varchar(255).
 */
export const characterCount = (value: string): number => [...value].length;

// The content rules' character classes, exported for the sign-up checklist (one test per rule).
export const NUMBER = /\p{Nd}/u;
export const UPPERCASE = /\p{Lu}/u;
// Anything that is neither a letter, a digit nor white space counts as special (!, #, €, _…).
export const SPECIAL = /[^\p{L}\p{Nd}\s]/u;

export type PasswordRule = 'required' | 'length' | 'max' | 'numbers' | 'special' | 'uppercase';

/** The first rule the password breaks, in the order a player fixes them; null when it passes. */
export function brokenPasswordRule(value: string, policy: PasswordPolicy): PasswordRule | null {
  if (!value) return 'required';
  const length = characterCount(value);
  if (length < policy.minLength) return 'length';
  if (length > policy.maxLength) return 'max';
  if (policy.needNumbers && !NUMBER.test(value)) return 'numbers';
  if (policy.needSpecialCharacter && !SPECIAL.test(value)) return 'special';
  if (policy.needUppercase && !UPPERCASE.test(value)) return 'uppercase';
  return null;
}

/** spec 9: the setting if above one minute, else 30 minutes. Returned in milliseconds. */
export function inactivityTimeoutMs(minutes: unknown): number {
  const fallbackMinutes = 30;
  const effective = typeof minutes === 'number' && minutes > 1 ? minutes : fallbackMinutes;
  return effective * 60_000;
}
