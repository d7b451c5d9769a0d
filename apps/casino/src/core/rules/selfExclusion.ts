// spec 3: a player is self-excluded when the permanent flag is set or the exclusion's end date is
// today or later (dates compared as calendar days in UTC, as the server compares them in auth.ts).

export interface ExclusionState {
  isSelfExclusionPermanent: boolean;
  /** ISO date-time of the end, or null. */
  selfExclusion: string | null;
}

const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

export function isSelfExcluded(state: ExclusionState, now: Date): boolean {
  if (state.isSelfExclusionPermanent) return true;
  if (!state.selfExclusion) return false;
  const end = new Date(state.selfExclusion);
  if (Number.isNaN(end.getTime())) return false;
  return utcDay(end) >= utcDay(now);
}

/** spec 3 durations 0–5: 1 hour, 12 hours, 1 day, 3 days, 1 week, 1 month (as the server adds them). */
export const selfExclusionDurations = ['1h', '12h', '1d', '3d', '1w', '1m'] as const;
export type SelfExclusionDuration = (typeof selfExclusionDurations)[number];

/** The end date a custom choice must be: tomorrow at the earliest (a date today would end at once). */
export function isValidCustomEnd(date: string, now: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const end = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(end.getTime()) && date > utcDay(now);
}
