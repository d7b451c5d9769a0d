import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationParts, formatTimeLeft, isoDuration } from './duration.ts';

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
