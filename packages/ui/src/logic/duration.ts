// One way to say how much time is left, across the app (issue 35): the two largest units with
// their names in the player's language ("4 days 23 hr", "4 Tg., 23 Std.", "4 日23 時間"), never a
// bare clock ("119:40:43", "12:00" read as a time of day). Intl.DurationFormat would do this but
// Node 20 and older browsers lack it; NumberFormat's unit style and ListFormat exist everywhere.

export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left, rounded up (0 shows only at the end), split into days of 24 hours. */
export function durationParts(ms: number): DurationParts {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** ISO 8601 duration for a `<time dateTime>`: machines read the exact figure. */
export function isoDuration(ms: number): string {
  const { days, hours, minutes, seconds } = durationParts(ms);
  return `P${days}DT${hours}H${minutes}M${seconds}S`;
}

type Unit = 'day' | 'hour' | 'minute' | 'second';

const unitFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function safely<T>(make: (locale: string) => T, locale: string): T {
  try {
    return make(locale);
  } catch {
    // A tag Intl rejects: English words rather than no time at all.
    return make('en');
  }
}

function unitFormat(locale: string, unit: Unit): Intl.NumberFormat {
  const key = `${locale}|${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = safely(
      (tag) => new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short' }),
      locale,
    );
    unitFormats.set(key, format);
  }
  return format;
}

function listFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = safely((tag) => new Intl.ListFormat(tag, { type: 'unit', style: 'narrow' }), locale);
    listFormats.set(locale, format);
  }
  return format;
}

/**
 * The time left in its two largest units: days and hours from a day, hours and minutes from an
 * hour, minutes and seconds in the last hour (a live countdown ticks there), seconds alone in the
 * last minute. A zero lower unit is left out ("2 days", not "2 days 0 hr").
 */
export function formatTimeLeft(ms: number, locale: string): string {
  const { days, hours, minutes, seconds } = durationParts(ms);
  const pairs: [number, Unit][] =
    days > 0
      ? [
          [days, 'day'],
          [hours, 'hour'],
        ]
      : hours > 0
        ? [
            [hours, 'hour'],
            [minutes, 'minute'],
          ]
        : minutes > 0
          ? [
              [minutes, 'minute'],
              [seconds, 'second'],
            ]
          : [[seconds, 'second']];
  const shown = pairs.filter(([value], index) => index === 0 || value > 0);
  return listFormat(locale).format(shown.map(([value, unit]) => unitFormat(locale, unit).format(value)));
}

/** Whether a countdown to this much time left should tick every second (the last hour). */
export const ticksEverySecond = (ms: number): boolean => ms < 3_600_000;

/**
 * Milliseconds until formatTimeLeft's text for `ms` next changes as the time runs down: the next
 * hour from a day out, the next minute from an hour out, the next second in the last hour. Above
 * the hour a countdown waits this long instead of ticking every second (the live countdown is
 * for the last hour only). 0 once the time is up.
 */
export function msUntilTextChanges(ms: number): number {
  const shown = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  if (shown === 0) return 0;
  // The text reads whole steps of the smallest unit it shows: hours from a day, minutes from an hour.
  const step = shown >= 86_400 ? 3600 : shown >= 3600 ? 60 : 1;
  // It changes when the seconds shown fall below this step's boundary.
  const lastSameText = Math.floor(shown / step) * step;
  return Math.max(1, ms - (lastSameText - 1) * 1000);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  const key = `${locale}|${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = safely((tag) => new Intl.RelativeTimeFormat(tag, { numeric, style: 'long' }), locale);
    relativeFormats.set(key, format);
  }
  return format;
}

/**
 * An instant said from now, in the player's language, in its largest whole unit: "in 30 days",
 * "in 1 day", "in 5 hours", "in 12 minutes", "now", "3 days ago" (`ms` is the instant minus now;
 * negative is the past). Intl.RelativeTimeFormat words it with the language's own grammar
 * ("in 30 Tagen", "30 日後", "خلال 30 يومًا"), which "in " + a duration cannot. Days from 24 hours
 * (rounded to the nearest), hours from 1 hour, minutes from 1 minute, else seconds.
 */
export function formatRelativeTime(ms: number, locale: string): string {
  const value = Number.isFinite(ms) ? ms : 0;
  const size = Math.abs(value);
  const [amount, unit]: [number, Intl.RelativeTimeFormatUnit] =
    size >= 86_400_000
      ? [value / 86_400_000, 'day']
      : size >= 3_600_000
        ? [value / 3_600_000, 'hour']
        : size >= 60_000
          ? [value / 60_000, 'minute']
          : [value / 1000, 'second'];
  // Math.round(-0.4) is -0, which Intl words as the past: 0 is 0, said "now".
  const whole = Math.round(amount) || 0;
  // Numbers always ("in 1 day", not "tomorrow": 30 hours from 20:00 is the day after tomorrow).
  return whole === 0
    ? relativeFormat(locale, 'auto').format(0, 'second')
    : relativeFormat(locale, 'always').format(whole, unit);
}
