// Spec 5/9 age: at least 18 to register; the profile form also refuses more than 100 years. The
// arithmetic is the design system's (ageOn, defaultBirthday): one rule, one place.
import { ageOn, type DayKey, defaultBirthday, MINIMUM_AGE, PICKER_YEARS } from '@casino/ui';
import { ruleMessages } from './messages.ts';
import { problem, type RuleProblem } from './problem.ts';

export { MINIMUM_AGE };
/** The profile form's oldest allowed age (spec 9: maximum 100 on the profile). */
export const PROFILE_MAXIMUM_AGE = PICKER_YEARS;
/** The profile's stand-in for "no date of birth yet" (spec 5). */
export const PLACEHOLDER_BIRTHDAY = '1900-01-01';

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day "YYYY-MM-DD" (no 31 April, no 29 February in 2023). */
export function isDayKey(value: string): value is DayKey {
  const match = DAY_KEY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface AgeRuleOptions {
  /** Today in the player's zone (`todayIn(timeZone)` from @casino/ui). */
  today: DayKey;
  /** The profile passes PROFILE_MAXIMUM_AGE; registration has no upper bound. */
  maximumAge?: number;
  /**
   * What an under-18 date says. Registration: 'You must be at least 18 years old' (the default);
   * linked sign-up and the profile say 'invalid.dob' (spec 5 'Linked registration form').
   */
  underage?: 'minimum-age' | 'invalid-dob';
  required?: boolean;
}

/**
 * The date of birth's problem: required, not a real day or in the future or older than the maximum
 * → 'invalid.dob'; younger than 18 → the chosen under-age message. Exactly 18 today is allowed.
 */
export function dateOfBirthProblem(value: string, options: AgeRuleOptions): RuleProblem | null {
  const { today, maximumAge, underage = 'minimum-age', required = true } = options;
  if (!value) return required ? problem(ruleMessages.required) : null;
  if (!isDayKey(value) || value > today) return problem(ruleMessages.invalidDob);
  const age = ageOn(value, today);
  if (age < MINIMUM_AGE) {
    return underage === 'invalid-dob'
      ? problem(ruleMessages.invalidDob)
      : problem(ruleMessages.minimumAge, { min: MINIMUM_AGE });
  }
  if (maximumAge !== undefined && age > maximumAge) return problem(ruleMessages.invalidDob);
  return null;
}

/** Spec 5: 1900-01-01 stands for "not given"; the form starts at today 18 years ago instead. */
export function birthdayForForm(value: string | null | undefined, today: DayKey): DayKey {
  return !value || value.slice(0, 10) === PLACEHOLDER_BIRTHDAY || !isDayKey(value.slice(0, 10))
    ? defaultBirthday(today)
    : value.slice(0, 10);
}
