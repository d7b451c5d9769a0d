import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockOf, timeLeft } from './countdown.ts';

// A viewer in Berlin: local calendar maths would count the night of the clock change as 23 hours.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = machineZone;
});

const now = new Date('2026-03-28T10:00:00Z');

describe('tournament countdown', () => {
  it('counts whole days, then hours, minutes and seconds', () => {
    const left = timeLeft(now, new Date('2026-04-01T13:04:05Z'));
    expect(left).toEqual({ days: 4, hours: 3, minutes: 4, seconds: 5 });
    expect(clockOf(left)).toBe('03:04:05');
  });

  it('takes a day as 24 hours across a daylight-saving change', () => {
    // Europe switches to summer time on 2026-03-29: the duration is still 48 hours of real time.
    expect(timeLeft(now, new Date('2026-03-30T10:00:00Z'))).toEqual({
      days: 2,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('is zero once the moment has passed', () => {
    expect(timeLeft(now, new Date('2026-03-28T09:59:59Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
});
