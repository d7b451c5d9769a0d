// Spec 4/5/9: the birthday picker defaults to today 18 years ago and covers the last 100 years.
import { type DayKey, dayKey, dayParts, daysInMonth, yearsBefore } from './calendar.ts';

export const MINIMUM_AGE = 18;
export const PICKER_YEARS = 100;

/** Today's date 18 years ago (29 February falls back to 28 February). */
export function defaultBirthday(today: DayKey): DayKey {
  return yearsBefore(today, MINIMUM_AGE);
}

/** The years the picker offers, newest first: this year and the 99 before it. */
export function birthdayYears(today: DayKey): number[] {
  const { year } = dayParts(today);
  return Array.from({ length: PICKER_YEARS }, (_, i) => year - i);
}

/** Changing month or year keeps the day when it exists, else the month's last day (31 Jan → 28 Feb). */
export function setBirthdayPart(value: DayKey, part: 'day' | 'month' | 'year', next: number): DayKey {
  const parts = dayParts(value);
  const updated = { ...parts, [part]: next };
  const lastDay = daysInMonth(updated.year, updated.month);
  return dayKey(updated.year, updated.month, Math.min(updated.day, lastDay));
}

/** Full years between a birthday and today. */
export function ageOn(birthday: DayKey, today: DayKey): number {
  const b = dayParts(birthday);
  const t = dayParts(today);
  const hadBirthday = t.month > b.month || (t.month === b.month && t.day >= b.day);
  return t.year - b.year - (hadBirthday ? 0 : 1);
}

/** At least 18 and (on the profile form) at most 100 years old. */
export function isAllowedBirthday(birthday: DayKey, today: DayKey, maximumAge = PICKER_YEARS): boolean {
  const age = ageOn(birthday, today);
  return age >= MINIMUM_AGE && age <= maximumAge;
}
