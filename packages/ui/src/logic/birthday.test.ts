import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, birthdayYears, defaultBirthday, isAllowedBirthday, setBirthdayPart } from './birthday.ts';
import { dayParts, daysInMonth } from './calendar.ts';

const dayArb = fc
  .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('birthday picker rules', () => {
  it('defaults to today 18 years ago', () => {
    expect(defaultBirthday('2026-11-21')).toBe('2008-11-21');
    expect(defaultBirthday('2024-02-29')).toBe('2006-02-28');
  });

  it('offers the last 100 years, newest first', () => {
    const years = birthdayYears('2026-11-21');
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1927);
  });

  it('clamps the day when the month or year gets shorter', () => {
    expect(setBirthdayPart('2000-01-31', 'month', 2)).toBe('2000-02-29');
    expect(setBirthdayPart('2000-02-29', 'year', 2001)).toBe('2001-02-28');
    expect(setBirthdayPart('2000-03-15', 'day', 1)).toBe('2000-03-01');
  });

  it('counts full years', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(isAllowedBirthday('2008-11-22', '2026-11-21')).toBe(false);
    expect(isAllowedBirthday('1926-11-21', '2026-11-21')).toBe(true);
    expect(isAllowedBirthday('1925-11-20', '2026-11-21')).toBe(false);
  });

  it('property: the default birthday is exactly 18 and allowed', () => {
    fc.assert(fc.property(dayArb, (today) => ageOn(defaultBirthday(today), today) === 18));
    fc.assert(fc.property(dayArb, (today) => isAllowedBirthday(defaultBirthday(today), today)));
  });

  it('property: the default year is in the picker range', () => {
    fc.assert(
      fc.property(dayArb, (today) => birthdayYears(today).includes(dayParts(defaultBirthday(today)).year)),
    );
  });

  it('property: setting any part always yields a real date', () => {
    fc.assert(
      fc.property(
        dayArb,
        fc.constantFrom('day', 'month', 'year') as fc.Arbitrary<'day' | 'month' | 'year'>,
        fc.integer({ min: 1, max: 31 }),
        (value, part, n) => {
          const next = part === 'month' ? ((n - 1) % 12) + 1 : part === 'year' ? 1927 + n : n;
          const { year, month, day } = dayParts(setBirthdayPart(value, part, next));
          return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
        },
      ),
    );
  });
});
