import { describe, expect, it } from 'vitest';
import { promotionDayQueries } from './bonusCalendarDays.ts';

describe('bonus calendar lookups (spec 2 / 9)', () => {
  it('asks for one bonus on each of today and the next 6 days, with weekday and time zone', () => {
    // 2026-11-21 is a Saturday (6); Sunday is 0.
    const queries = promotionDayQueries('2026-11-21', 'Europe/Berlin');
    expect(queries.map((query) => [query.day, query.dayOfWeek])).toEqual([
      ['2026-11-21', 6],
      ['2026-11-22', 0],
      ['2026-11-23', 1],
      ['2026-11-24', 2],
      ['2026-11-25', 3],
      ['2026-11-26', 4],
      ['2026-11-27', 5],
    ]);
    expect(queries.every((query) => query.limit === 1 && query.timeZone === 'Europe/Berlin')).toBe(true);
    expect(queries[0]?.calendarDateTime).toBe('2026-11-21T12:00:00.000Z');
  });
});
