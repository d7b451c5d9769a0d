// Spec 4, rakeback day: which state each calendar day shows. The rules live here, with the
// rewards feature; the design system's RakebackCalendar only draws the state it is given.
import { addDaysTo, type DayKey, type RakebackDayEntry, type RakebackDayState, relationTo } from '@casino/ui';

/** Spec 2's day states of the calendar (ended = past). */
export type RakebackDayTime = 'ended' | 'today' | 'future';

/** A day of get-rakeback-days. */
export interface ServerRakebackDay {
  canClaimDate: string;
  bonusId: number;
  /** Exact decimal string ("5.40"). */
  amount: string;
  paidAt: string | null;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether a decimal string is above 0, read exactly (no float: "0.001" is above 0, "-0.00" is not). */
export function isPositiveAmount(amount: string): boolean {
  if (!DECIMAL.test(amount) || amount.startsWith('-')) return false;
  return /[1-9]/.test(amount);
}

/** The claim button shows only for today and yesterday, and only for a logged-in player (spec 4). */
export function showClaimButton(day: DayKey, today: DayKey, loggedIn: boolean): boolean {
  return loggedIn && (day === today || day === addDaysTo(today, -1));
}

export function dayTime(day: DayKey, today: DayKey): RakebackDayTime {
  const relation = relationTo(day, today);
  return relation === 'past' ? 'ended' : relation;
}

export interface RakebackDayFacts {
  time: RakebackDayTime;
  amount: string;
  paidAt: string | null | undefined;
  showButton: boolean;
  loggedIn: boolean;
}

/**
 * The state of a rakeback day, in the order spec 4 gives its rules: paid → claimed; not future,
 * unpaid, an amount and the button (a logged-in player only) → claimable; ended with an unpaid
 * amount → not claimed; future with an amount → locked (claim available later); no amount →
 * 'Play to Earn'. Today with an amount but no button (a guest) waits as not claimed.
 */
export function rakebackDayState({
  time,
  amount,
  paidAt,
  showButton,
  loggedIn,
}: RakebackDayFacts): RakebackDayState {
  const hasAmount = isPositiveAmount(amount);
  if (paidAt) return 'claimed';
  if (time !== 'future' && hasAmount && showButton && loggedIn) return 'claimable';
  if (!hasAmount) return 'play-to-earn';
  if (time === 'future') return 'locked';
  return 'not-claimed';
}

/** The server's days as the calendar draws them, for the player (or a guest's demo days). */
export function calendarDays(
  days: readonly Pick<ServerRakebackDay, 'canClaimDate' | 'amount' | 'paidAt'>[],
  today: DayKey,
  loggedIn: boolean,
): RakebackDayEntry[] {
  return days.map((day) => ({
    day: day.canClaimDate,
    amount: day.amount,
    state: rakebackDayState({
      time: dayTime(day.canClaimDate, today),
      amount: day.amount,
      paidAt: day.paidAt,
      showButton: showClaimButton(day.canClaimDate, today, loggedIn),
      loggedIn,
    }),
  }));
}

/** Days of the rakeback grid: from the Monday a week before today's week, 4 weeks (spec 2). */
export const DEMO_FIRST_OFFSET = -14;
export const DEMO_LAST_OFFSET = 21;

/**
 * A guest's demo calendar (spec 2: random amounts, nothing to claim): past days paid or not at
 * random, today and the next days with amounts, later days empty. Amounts are whole cents drawn
 * at random and written as decimal strings, so nothing here is a float.
 */
export function demoRakebackDays(today: DayKey, random: () => number = Math.random): ServerRakebackDay[] {
  const days: ServerRakebackDay[] = [];
  for (let offset = DEMO_FIRST_OFFSET; offset <= DEMO_LAST_OFFSET; offset++) {
    const day = addDaysTo(today, offset);
    const cents = offset > 6 ? 0 : Math.floor(random() * 1000);
    const paid = offset < 0 && cents > 0 && random() < 0.5;
    days.push({
      canClaimDate: day,
      bonusId: 0,
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      paidAt: paid ? `${day}T12:00:00.000Z` : null,
    });
  }
  return days;
}
