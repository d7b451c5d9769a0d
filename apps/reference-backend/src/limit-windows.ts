/**
 * The windows of the player's deposit, bet and loss limits (spec 6: daily, weekly, monthly).
 *
 * Every window is in UTC, whatever the player's time zone or the database's: a day starts at
 * 00:00 UTC, a week on Monday 00:00 UTC (ISO 8601), a month on the 1st at 00:00 UTC. A window is
 * half-open, [start, end): the last millisecond of a window still counts in it, the first of the
 * next one starts from zero. `end` is also when the limit renews (the refusals' `renewsAt`).
 *
 * UTC and not the player's zone: one player's limits must not move when the player changes
 * the zone on the device (a trip to UTC+14 would otherwise open a fresh day 14 hours early), and
 * a daylight-saving change does not make a day 23 or 25 hours long.
 */

/** The period numbers stored in `limits.period` (and sent by PUT /api/user/limits). */
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriodName = (typeof LIMIT_PERIODS)[number];

export interface LimitWindow {
  /** The first instant of the window (inclusive). */
  start: Date;
  /** The first instant of the next window (exclusive): when the limit renews. */
  end: Date;
}

/** The name of a stored period (0 daily, 1 weekly, 2 monthly). */
export function periodName(period: number): LimitPeriodName {
  const name = LIMIT_PERIODS[period];
  if (name === undefined) throw new RangeError(`Unknown limit period ${period}`);
  return name;
}

/** The window of a period (0 daily, 1 weekly, 2 monthly) that holds the instant `now`. */
export function limitWindow(now: Date, period: number): LimitWindow {
  const name = periodName(period);
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid instant');
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  if (name === 'monthly') return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
  if (name === 'weekly') {
    // getUTCDay: 0 Sunday … 6 Saturday; days since Monday: (day + 6) % 7.
    const monday = d - ((now.getUTCDay() + 6) % 7);
    return { start: new Date(Date.UTC(y, m, monday)), end: new Date(Date.UTC(y, m, monday + 7)) };
  }
  return { start: new Date(Date.UTC(y, m, d)), end: new Date(Date.UTC(y, m, d + 1)) };
}

/** When the limit of a period renews, seen at `now`: the end of the window that holds `now`. */
export function renewsAt(now: Date, period: number): Date {
  return limitWindow(now, period).end;
}
