import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HALF_HOUR_MS, msToNextHalfHour } from './countdown.ts';

describe('countdown', () => {
  it('counts to the next :00 or :30', () => {
    expect(msToNextHalfHour(new Date('2026-11-21T10:29:30Z'))).toBe(30_000);
    expect(msToNextHalfHour(new Date('2026-11-21T10:30:00Z'))).toBe(HALF_HOUR_MS);
    expect(msToNextHalfHour(new Date('2026-11-21T10:59:59.500Z'))).toBe(500);
    expect(msToNextHalfHour(new Date('2026-11-21T23:45:00Z'))).toBe(15 * 60_000);
  });

  it('uses the wall clock of the time zone (Nepal is UTC+5:45)', () => {
    // 10:00 UTC is 15:45 in Kathmandu: 15 minutes to 16:00 there.
    expect(msToNextHalfHour(new Date('2026-11-21T10:00:00Z'), 'Asia/Kathmandu')).toBe(15 * 60_000);
    expect(msToNextHalfHour(new Date('2026-11-21T10:00:00Z'), 'Europe/Berlin')).toBe(HALF_HOUR_MS);
  });

  it('property: the wait is in (0, 30 min] and lands on :00 or :30 UTC', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const wait = msToNextHalfHour(now);
          const target = new Date(now.getTime() + wait);
          return (
            wait > 0 &&
            wait <= HALF_HOUR_MS &&
            target.getUTCSeconds() === 0 &&
            target.getUTCMilliseconds() === 0 &&
            target.getUTCMinutes() % 30 === 0
          );
        },
      ),
    );
  });
});
