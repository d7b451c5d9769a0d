// Spec 4, rakeback day.
import { addDaysTo, type DayKey, relationTo } from './calendar.ts';

export const rakebackDayStates = ['claimed', 'not-claimed', 'claimable', 'locked', 'play-to-earn'] as const;
export type RakebackDayState = (typeof rakebackDayStates)[number];

export type RakebackDayEntry = {
  day: DayKey;
  amount: number;
  paidAt?: string | null;
};

/** The claim button shows only for today and yesterday, and only for a logged-in player. */
export function showClaimButton(day: DayKey, today: DayKey, loggedIn: boolean): boolean {
  return loggedIn && (day === today || day === addDaysTo(today, -1));
}

/** The state of a rakeback day, in the order the spec gives its rules. */
export function rakebackDayState(
  entry: RakebackDayEntry,
  today: DayKey,
  loggedIn: boolean,
): RakebackDayState {
  const relation = relationTo(entry.day, today);
  const hasAmount = entry.amount > 0;
  if (entry.paidAt) return 'claimed';
  if (relation !== 'future' && hasAmount && showClaimButton(entry.day, today, loggedIn)) return 'claimable';
  if (relation === 'past' && hasAmount) return 'not-claimed';
  if (relation === 'future' && hasAmount) return 'locked';
  if (!hasAmount) return 'play-to-earn';
  // Today with an amount but no button (a guest's demo calendar): waiting to be claimed.
  return 'not-claimed';
}
