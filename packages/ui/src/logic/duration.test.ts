import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  durationParts,
  formatRelativeTime,
  formatTimeLeft,
  isoDuration,
  msUntilTextChanges,
  ticksEverySecond,
} from './duration.ts';

const day = 86_400_000;
const hour = 3_600_000;
const minute = 60_000;

describe('time left, with units, in the player’s language (issue 35)', () => {
  // "Expires in 119:40:43" and "Starts in 719:44:29" were the bug: a bare clock of hundreds of hours.
  const expiresIn = 4 * day + 23 * hour + 40 * minute + 43_000;
  const startsIn = 29 * day + 23 * hour + 44 * minute;
  const claimIn = 11 * minute + 59_000;

  it('English', () => {
    expect(formatTimeLeft(expiresIn, 'en')).toBe('4 days 23 hr');
    expect(formatTimeLeft(startsIn, 'en')).toBe('29 days 23 hr');
    expect(formatTimeLeft(5 * hour + 3 * minute, 'en')).toBe('5 hr 3 min');
    expect(formatTimeLeft(claimIn, 'en')).toBe('11 min 59 sec');
    expect(formatTimeLeft(59_000, 'en')).toBe('59 sec');
    expect(formatTimeLeft(1 * day, 'en')).toBe('1 day');
    expect(formatTimeLeft(0, 'en')).toBe('0 sec');
  });

  it('German', () => {
    expect(formatTimeLeft(expiresIn, 'de')).toBe('4 Tg., 23 Std.');
    expect(formatTimeLeft(claimIn, 'de')).toBe('11 Min., 59 Sek.');
  });

  it('Arabic', () => {
    const text = formatTimeLeft(expiresIn, 'ar');
    // Arabic's own day and hour words, joined by its "and" (و), in whichever digits ICU uses.
    expect(text).toMatch(/أيام/);
    expect(text).toMatch(/و/);
    expect(text).toMatch(/[4٤]/);
    expect(formatTimeLeft(claimIn, 'ar')).toMatch(/^(11|١١) د و(59|٥٩) ث$/);
  });

  it('Japanese', () => {
    expect(formatTimeLeft(expiresIn, 'ja')).toBe('4 日23 時間');
    expect(formatTimeLeft(claimIn, 'ja')).toBe('11 分59 秒');
  });

  it('never throws and never shows a negative time', () => {
    expect(formatTimeLeft(-5_000, 'en')).toBe('0 sec');
    expect(formatTimeLeft(Number.NaN, 'en')).toBe('0 sec');
    expect(formatTimeLeft(claimIn, 'not a locale!')).toBe('11 min 59 sec');
  });

  it('gives machines the exact figure', () => {
    expect(isoDuration(expiresIn)).toBe('P4DT23H40M43S');
  });

  it('property: the parts add back up to the whole seconds, each within its range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * day }), (ms) => {
        const { days, hours, minutes, seconds } = durationParts(ms);
        return (
          days * 86_400 + hours * 3600 + minutes * 60 + seconds === Math.ceil(ms / 1000) &&
          hours < 24 &&
          minutes < 60 &&
          seconds < 60
        );
      }),
    );
  });

  it('property: never more than two units, the larger first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * day }), (ms) => {
        const numbers = formatTimeLeft(ms, 'en').match(/\d+/g) ?? [];
        return numbers.length >= 1 && numbers.length <= 2;
      }),
    );
  });
});

describe('an instant said from now, in the player’s language (issue 35)', () => {
  const startsIn = 29 * day + 23 * hour + 44 * minute;

  it('English', () => {
    expect(formatRelativeTime(startsIn, 'en')).toBe('in 30 days');
    expect(formatRelativeTime(1 * day, 'en')).toBe('in 1 day');
    expect(formatRelativeTime(5 * hour + 3 * minute, 'en')).toBe('in 5 hours');
    expect(formatRelativeTime(12 * minute, 'en')).toBe('in 12 minutes');
    expect(formatRelativeTime(20_000, 'en')).toBe('in 20 seconds');
    expect(formatRelativeTime(-3 * day, 'en')).toBe('3 days ago');
    expect(formatRelativeTime(0, 'en')).toBe('now');
    // Under half a second either way is now, never "0 seconds ago".
    expect(formatRelativeTime(-400, 'en')).toBe('now');
  });

  it('German', () => {
    expect(formatRelativeTime(startsIn, 'de')).toBe('in 30 Tagen');
    expect(formatRelativeTime(-3 * day, 'de')).toBe('vor 3 Tagen');
    expect(formatRelativeTime(12 * minute, 'de')).toBe('in 12 Minuten');
  });

  it('Arabic', () => {
    // Arabic's own "within" (خلال) and "before" (قبل), in whichever digits ICU uses.
    expect(formatRelativeTime(startsIn, 'ar')).toMatch(/^خلال (30|٣٠) يومًا$/);
    expect(formatRelativeTime(-3 * day, 'ar')).toMatch(/^قبل (3|٣) أيام$/);
    expect(formatRelativeTime(0, 'ar')).toBe('الآن');
  });

  it('Japanese', () => {
    expect(formatRelativeTime(startsIn, 'ja')).toBe('30 日後');
    expect(formatRelativeTime(-3 * day, 'ja')).toBe('3 日前');
    expect(formatRelativeTime(5 * hour, 'ja')).toBe('5 時間後');
  });

  it('never throws', () => {
    expect(formatRelativeTime(Number.NaN, 'en')).toBe('now');
    expect(formatRelativeTime(startsIn, 'not a locale!')).toBe('in 30 days');
  });
});

describe('a live countdown only in the last hour (issue 35)', () => {
  it('ticks every second only under an hour', () => {
    expect(ticksEverySecond(59 * minute + 59_000)).toBe(true);
    expect(ticksEverySecond(hour)).toBe(false);
  });

  it('above the hour, waits until the words change', () => {
    // "2 hr 5 min" (2:05:09) reads "2 hr 4 min" 10 s later.
    expect(msUntilTextChanges(2 * hour + 5 * minute + 9_000)).toBe(10_000);
    // "1 day 3 hr" (1 d 3:40) reads "1 day 2 hr" 40 min later.
    expect(msUntilTextChanges(day + 3 * hour + 40 * minute)).toBe(40 * minute + 1000);
    // Exactly an hour: a second later it is "59 min 59 sec", live.
    expect(msUntilTextChanges(hour)).toBe(1000);
    expect(msUntilTextChanges(5_000)).toBe(1000);
    expect(msUntilTextChanges(4_500)).toBe(500);
    expect(msUntilTextChanges(0)).toBe(0);
  });

  it('property: the words are the same until then, and different right after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 * day }), (ms) => {
        const wait = msUntilTextChanges(ms);
        const text = formatTimeLeft(ms, 'en');
        return (
          wait > 0 && formatTimeLeft(ms - wait + 1, 'en') === text && formatTimeLeft(ms - wait, 'en') !== text
        );
      }),
    );
  });
});
