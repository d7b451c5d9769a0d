// Spec 4/9: the accumulator counts down to the next :00 or :30, ticking every second.
import { TZDate } from '@date-fns/tz';

export const HALF_HOUR_MS = 30 * 60 * 1000;

/** Milliseconds until the next :00 or :30 on the wall clock of `timeZone` (never 0: at :30 sharp, 30 min). */
export function msToNextHalfHour(now: Date, timeZone = 'UTC'): number {
  const local = new TZDate(now.getTime(), timeZone);
  const intoHalfHour = ((local.getMinutes() % 30) * 60 + local.getSeconds()) * 1000 + local.getMilliseconds();
  return HALF_HOUR_MS - intoHalfHour;
}

/** "mm:ss" under an hour, "h:mm:ss" from an hour; whole seconds rounded up so 0 shows only at the end. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
