// Fixed data for stories and tests: a fixed "today" keeps screenshots identical from day to day.
import { formatAmount } from '@casino/money';
import type { DayKey } from '../logic/calendar.ts';
import { addDaysTo } from '../logic/calendar.ts';
import type { RakebackDayEntry } from '../logic/rakeback.ts';

export const FIXED_TODAY: DayKey = '2026-11-19';
export const FIXED_NOW = new Date('2026-11-19T14:12:30Z');

export const samplePromotions: Record<DayKey, string> = {
  [FIXED_TODAY]: 'Weekend Reload Bonus 50% up to €500 with 100 free spins',
  [addDaysTo(FIXED_TODAY, 1)]: 'Free Spins Friday',
  [addDaysTo(FIXED_TODAY, 2)]: 'Cashback 10% on live casino',
  [addDaysTo(FIXED_TODAY, 3)]: 'Sunday Slots Tournament',
  [addDaysTo(FIXED_TODAY, 4)]: 'Monday Deposit Match 100%',
  [addDaysTo(FIXED_TODAY, 5)]: 'Crash Games Race',
  [addDaysTo(FIXED_TODAY, 6)]: 'Mystery Drop',
};

/** One rakeback day in every state around the fixed today, as a logged-in player sees them. */
export const sampleRakebackDays: RakebackDayEntry[] = [
  { day: addDaysTo(FIXED_TODAY, -6), amount: 4.2, state: 'claimed' },
  { day: addDaysTo(FIXED_TODAY, -5), amount: 0, state: 'play-to-earn' },
  { day: addDaysTo(FIXED_TODAY, -4), amount: 1.75, state: 'claimed' },
  { day: addDaysTo(FIXED_TODAY, -3), amount: 2.5, state: 'not-claimed' },
  { day: addDaysTo(FIXED_TODAY, -2), amount: 0.8, state: 'not-claimed' },
  { day: addDaysTo(FIXED_TODAY, -1), amount: 3.1, state: 'claimable' },
  { day: FIXED_TODAY, amount: 5.4, state: 'claimable' },
  { day: addDaysTo(FIXED_TODAY, 1), amount: 2, state: 'locked' },
  { day: addDaysTo(FIXED_TODAY, 2), amount: 0, state: 'play-to-earn' },
  { day: addDaysTo(FIXED_TODAY, 3), amount: 6.25, state: 'locked' },
];

/** The same days as a guest's demo calendar shows them: nothing is claimable. */
export const sampleGuestRakebackDays: RakebackDayEntry[] = sampleRakebackDays.map((entry) =>
  entry.state === 'claimable' ? { ...entry, state: 'not-claimed' } : entry,
);

export const sampleCountryCodes = [
  { country: 'TR', dialCode: '+90' },
  { country: 'DE', dialCode: '+49' },
  { country: 'GB', dialCode: '+44' },
  { country: 'IN', dialCode: '+91' },
  { country: 'BR', dialCode: '+55' },
] as const;

/** The locale a story runs in (the decorator sets <html lang>), for locale-aware assertions. */
export const storyLocale = (): string => document.documentElement.lang || 'en';

/** An amount as the story's locale shows it. */
export const money = (value: number, currency = 'EUR'): string =>
  formatAmount(value, { currency, locale: storyLocale() });

/** A date as the birthday picker shows it in the story's locale. */
export const longDate = (day: DayKey): string =>
  new Intl.DateTimeFormat(storyLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A number without grouping in the story's locale (picker columns). */
export const plainNumber = (value: number): string =>
  new Intl.NumberFormat(storyLocale(), { useGrouping: false }).format(value);

/** A month name in the story's locale. */
export const monthName = (month: number): string =>
  new Intl.DateTimeFormat(storyLocale(), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
