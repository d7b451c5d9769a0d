import { yearsBefore } from '@casino/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthdayForForm, dateOfBirthProblem, isDayKey, PROFILE_MAXIMUM_AGE } from './age.ts';
import { ruleMessages } from './messages.ts';

const dayBefore = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};
const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const today = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('date of birth: 18+', () => {
  it('refuses 18 years minus one day and accepts exactly 18 (property, leap days included)', () => {
    fc.assert(
      fc.property(today, (now) => {
        const eighteen = yearsBefore(now, 18);
        expect(dateOfBirthProblem(eighteen, { today: now })).toBeNull();
        expect(dateOfBirthProblem(dayAfter(eighteen), { today: now })).toEqual({
          message: ruleMessages.minimumAge,
          values: { min: 18 },
        });
      }),
    );
    expect(dateOfBirthProblem('2006-03-01', { today: '2024-02-29' })?.message).toBe(ruleMessages.minimumAge);
    expect(dateOfBirthProblem('2006-02-28', { today: '2024-02-28' })).toBeNull();
  });

  it("says 'invalid.dob' for an under-age date where the form asks for it (linked sign-up)", () => {
    expect(dateOfBirthProblem('2010-01-01', { today: '2026-01-01', underage: 'invalid-dob' })?.message).toBe(
      ruleMessages.invalidDob,
    );
    expect(ruleMessages.invalidDob.id).toBe('invalid.dob');
  });

  it('refuses more than 100 years on the profile: 100 accepted, 101 refused (property)', () => {
    fc.assert(
      fc.property(today, (now) => {
        const options = { today: now, maximumAge: PROFILE_MAXIMUM_AGE, underage: 'invalid-dob' as const };
        const hundredAndOne = yearsBefore(now, 101);
        expect(dateOfBirthProblem(dayAfter(hundredAndOne), options)).toBeNull();
        expect(dateOfBirthProblem(hundredAndOne, options)?.message).toBe(ruleMessages.invalidDob);
        expect(dateOfBirthProblem(dayBefore(hundredAndOne), options)?.message).toBe(ruleMessages.invalidDob);
      }),
    );
  });

  it('is required, and a date that does not exist or lies ahead is invalid.dob', () => {
    expect(dateOfBirthProblem('', { today: '2026-05-01' })?.message).toBe(ruleMessages.required);
    expect(dateOfBirthProblem('', { today: '2026-05-01', required: false })).toBeNull();
    expect(dateOfBirthProblem('2001-02-30', { today: '2026-05-01' })?.message).toBe(ruleMessages.invalidDob);
    expect(dateOfBirthProblem('2030-01-01', { today: '2026-05-01' })?.message).toBe(ruleMessages.invalidDob);
    expect(isDayKey('2024-02-29')).toBe(true);
    expect(isDayKey('2023-02-29')).toBe(false);
  });

  it('replaces the 1900-01-01 placeholder (and nothing) by today 18 years ago', () => {
    expect(birthdayForForm('1900-01-01', '2026-05-01')).toBe('2008-05-01');
    expect(birthdayForForm(null, '2026-05-01')).toBe('2008-05-01');
    expect(birthdayForForm('1980-07-14T00:00:00.000Z', '2026-05-01')).toBe('1980-07-14');
  });
});
