// Spec 4/9: the accumulator counts down to the next :00 or :30, ticking every second.
import { TZDate } from '@date-fns/tz';

export const HALF_HOUR_MS = 30 * 60 * 1000;

/** Milliseconds until the next :00 or :30 on the wall clock of `timeZone` (never 0: at :30 sharp, 30 min). */
export function msToNextHalfHour(now: Date, timeZone = 'UTC'): number {
  const local = new TZDate(now.getTime(), timeZone);
  const intoHalfHour = ((local.getMinutes() % 30) * 60 + local.getSeconds()) * 1000 + local.getMilliseconds();
  return HALF_HOUR_MS - intoHalfHour;
}
