// The time left until a tournament starts or ends, in whole days and a clock: tournaments run for
// days, so the shared mm:ss countdown would read "312:00:00". The calendar maths is date-fns's, on
// UTC dates: a day of a countdown is 24 hours, also across the viewer's daylight-saving change.
import { TZDate } from '@date-fns/tz';
import { addDays, differenceInDays, intervalToDuration } from 'date-fns';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What remains from `now` to `target`; all zero once it has passed. */
export function timeLeft(now: Date, target: Date): TimeLeft {
  if (target <= now) return { days: 0, hours: 0, minutes: 0, seconds: 0 };
  const start = new TZDate(now, 'UTC');
  const end = new TZDate(target, 'UTC');
  const days = differenceInDays(end, start);
  const rest = intervalToDuration({ start: addDays(start, days), end });
  return { days, hours: rest.hours ?? 0, minutes: rest.minutes ?? 0, seconds: rest.seconds ?? 0 };
}

/** "hh:mm:ss" of the part under a day. */
export function clockOf({ hours, minutes, seconds }: TimeLeft): string {
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}
