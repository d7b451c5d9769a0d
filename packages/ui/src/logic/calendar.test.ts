import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysTo,
  calendarGrid,
  dayKey,
  daysBetween,
  daysInMonth,
  mondayFirstWeekday,
  relationTo,
  startOfWeekMonday,
  todayIn,
  weekdayLabels,
} from './calendar.ts';

const dayArb = fc
  .date({ min: new Date('1925-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('calendar date maths', () => {
  it('starts weeks on Monday', () => {
    expect(mondayFirstWeekday('2026-11-23')).toBe(0); // Monday
    expect(mondayFirstWeekday('2026-11-22')).toBe(6); // Sunday
    expect(startOfWeekMonday('2026-11-22')).toBe('2026-11-16');
    expect(startOfWeekMonday('2026-11-23')).toBe('2026-11-23');
    expect(weekdayLabels('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  });

  it('builds a 4 × 7 grid from the Monday of the week', () => {
    const grid = calendarGrid('2026-11-21');
    expect(grid).toHaveLength(4);
    for (const week of grid) expect(week).toHaveLength(7);
    expect(grid[0]?.[0]).toBe('2026-11-16');
    expect(grid[3]?.[6]).toBe('2026-12-13');
  });

  it('starts the rakeback grid about a week before today', () => {
    expect(calendarGrid('2026-11-21', { weeksBefore: 1 })[0]?.[0]).toBe('2026-11-09');
  });

  it('crosses month and year boundaries', () => {
    const grid = calendarGrid('2026-12-30').flat();
    expect(grid[0]).toBe('2026-12-28');
    expect(grid).toContain('2027-01-01');
    expect(grid.at(-1)).toBe('2027-01-24');
    expect(addDaysTo('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysTo('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDaysTo('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('reads today in the player’s time zone', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-12-31');
    expect(todayIn('Europe/Istanbul', instant)).toBe('2027-01-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-12-31');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-22');
  });

  it('is not shifted by daylight-saving changes', () => {
    // Europe switches on 2026-03-29 and 2026-10-25; day arithmetic stays whole days.
    expect(addDaysTo('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysTo('2026-03-29', 1)).toBe('2026-03-30');
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('tells past, today and future apart', () => {
    expect(relationTo('2026-11-20', '2026-11-21')).toBe('past');
    expect(relationTo('2026-11-21', '2026-11-21')).toBe('today');
    expect(relationTo('2026-11-22', '2026-11-21')).toBe('future');
  });

  it('property: every grid has 28 consecutive days starting on a Monday and holds today', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 2 }), (today, weeksBefore) => {
        const days = calendarGrid(today, { weeksBefore }).flat();
        if (days.length !== 28 || mondayFirstWeekday(days[0] as string) !== 0) return false;
        for (let i = 1; i < days.length; i += 1) {
          if (daysBetween(days[i - 1] as string, days[i] as string) !== 1) return false;
        }
        return weeksBefore === 0
          ? days.slice(0, 7).includes(today)
          : days.slice(7, 14).includes(today) || weeksBefore === 2;
      }),
    );
  });

  it('property: adding then subtracting days is the identity, and daysBetween agrees', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -4000, max: 4000 }), (day, n) => {
        const moved = addDaysTo(day, n);
        return addDaysTo(moved, -n) === day && daysBetween(day, moved) === n;
      }),
    );
  });

  it('property: weekday advances by one each day, mod 7', () => {
    fc.assert(
      fc.property(
        dayArb,
        (day) => mondayFirstWeekday(addDaysTo(day, 1)) === (mondayFirstWeekday(day) + 1) % 7,
      ),
    );
  });

  it('writes day keys with zero padding', () => {
    expect(dayKey(2026, 1, 5)).toBe('2026-01-05');
  });
});
