// Calendar date maths on calendar days ("YYYY-MM-DD"), not instants: a day is the same day in
// every time zone once "today" has been read in the player's zone. Maths run in UTC so the
// machine's own zone and DST changes cannot shift a day.
import { tz } from '@date-fns/tz';
import {
  addDays,
  differenceInCalendarDays,
  format,
  getDaysInMonth,
  parseISO,
  startOfISOWeek,
  subYears,
} from 'date-fns';

/** A calendar day, "YYYY-MM-DD". */
export type DayKey = string;

const utc = tz('UTC');
const DAY_KEY = 'yyyy-MM-dd';

/** Weeks and days of the bonus and rakeback grids (spec 2): 4 × 7, Monday first. */
export const GRID_WEEKS = 4;
export const DAYS_PER_WEEK = 7;

const toDate = (day: DayKey) => parseISO(day, { in: utc });
const toKey = (date: Date) => format(date, DAY_KEY, { in: utc });

/** Today's calendar day in a time zone (IANA name), at a given instant. */
export function todayIn(timeZone: string, now: Date = new Date()): DayKey {
  return format(now, DAY_KEY, { in: tz(timeZone) });
}

export function addDaysTo(day: DayKey, amount: number): DayKey {
  return toKey(addDays(toDate(day), amount, { in: utc }));
}

/** The same calendar day `years` earlier (29 February → 28 February). */
export function yearsBefore(day: DayKey, years: number): DayKey {
  return toKey(subYears(toDate(day), years, { in: utc }));
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DayKey, to: DayKey): number {
  return differenceInCalendarDays(toDate(to), toDate(from), { in: utc });
}

/** 0 for Monday … 6 for Sunday. */
export function mondayFirstWeekday(day: DayKey): number {
  return (toDate(day).getUTCDay() + 6) % 7;
}

/** The Monday of the week that holds `day`. */
export function startOfWeekMonday(day: DayKey): DayKey {
  return toKey(startOfISOWeek(toDate(day), { in: utc }));
}

/**
 * The days of a Monday-first grid: `weeks` rows of 7, starting at the Monday of the week that is
 * `weeksBefore` weeks before `today`'s week (rakeback: about a week before today → 1).
 */
export function calendarGrid(today: DayKey, { weeks = GRID_WEEKS, weeksBefore = 0 } = {}): DayKey[][] {
  const first = addDaysTo(startOfWeekMonday(today), -DAYS_PER_WEEK * weeksBefore);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: DAYS_PER_WEEK }, (_, weekday) => addDaysTo(first, week * DAYS_PER_WEEK + weekday)),
  );
}

export type DayRelation = 'past' | 'today' | 'future';

export function relationTo(day: DayKey, today: DayKey): DayRelation {
  const diff = daysBetween(today, day);
  if (diff < 0) return 'past';
  return diff === 0 ? 'today' : 'future';
}

export function daysInMonth(year: number, month: number): number {
  return getDaysInMonth(new Date(Date.UTC(year, month - 1, 1)), { in: utc });
}

/** Parts of a day key. */
export function dayParts(day: DayKey): { year: number; month: number; day: number } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: date };
}

export function dayKey(year: number, month: number, day: number): DayKey {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** An instant as a JS Date at UTC midnight of the day, for Intl formatting with timeZone UTC. */
export const dayToUtcDate = (day: DayKey): Date => new Date(`${day}T00:00:00Z`);

/** Monday-first weekday labels in a locale (narrow or short). */
export function weekdayLabels(locale: string, width: 'narrow' | 'short' | 'long' = 'short'): string[] {
  const monday = '2024-01-01'; // a Monday
  const formatter = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  return Array.from({ length: DAYS_PER_WEEK }, (_, i) =>
    formatter.format(dayToUtcDate(addDaysTo(monday, i))),
  );
}
