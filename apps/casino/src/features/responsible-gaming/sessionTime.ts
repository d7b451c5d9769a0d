// spec 5 session time limit: the bounds per unit and the message each breach gets. The server
// checks the same bounds (routes/responsible.ts); this rule words the breach before the call.
export const sessionTimeUnits = ['minutes', 'hours', 'days'] as const;
export type SessionTimeUnit = (typeof sessionTimeUnits)[number];

export const minutesPerUnit: Record<SessionTimeUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** The smallest value per unit (10 minutes, 1 hour, 1 day) and the largest (30 days in each unit). */
export const sessionTimeBounds: Record<SessionTimeUnit, { min: number; max: number }> = {
  minutes: { min: 10, max: 43_200 },
  hours: { min: 1, max: 720 },
  days: { min: 1, max: 30 },
};

export type SessionTimeProblem =
  | 'required'
  | 'atLeastMinutes'
  | 'atLeastHour'
  | 'atLeastDay'
  | 'exceeds30Days'
  | 'max720Hours'
  | 'max30Days';

/** The problem with a typed value, or null when it is a valid limit. */
export function sessionTimeProblem(raw: string, unit: SessionTimeUnit): SessionTimeProblem | null {
  const text = raw.trim();
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return 'required';
  const value = Number(text);
  const { min, max } = sessionTimeBounds[unit];
  if (value < min || value <= 0)
    return unit === 'minutes' ? 'atLeastMinutes' : unit === 'hours' ? 'atLeastHour' : 'atLeastDay';
  if (value > max)
    return unit === 'minutes' ? 'exceeds30Days' : unit === 'hours' ? 'max720Hours' : 'max30Days';
  return null;
}

/** The limit in minutes (what the server stores), rounded as the server rounds it. */
export const sessionTimeMinutes = (value: number, unit: SessionTimeUnit): number =>
  Math.round(value * minutesPerUnit[unit]);

/** The largest unit that shows a limit in whole numbers (90 minutes stays minutes). */
export function sessionTimeInUnit(minutes: number): { value: number; unit: SessionTimeUnit } {
  if (minutes % 1440 === 0) return { value: minutes / 1440, unit: 'days' };
  if (minutes % 60 === 0) return { value: minutes / 60, unit: 'hours' };
  return { value: minutes, unit: 'minutes' };
}
