import { yearsBefore } from '@casino/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../core/api/types.ts';
import { ruleMessages } from '../../core/rules/index.ts';
import {
  changedFields,
  fieldLocks,
  initialValues,
  isPlaceholderEmail,
  type ProfileValues,
  profileFields,
  profilePayload,
  standInFields,
  validateProfile,
} from './profileForm.ts';

const today = '2026-11-21';

const user = (patch: Partial<UserProfile> = {}): UserProfile => ({
  userId: 7,
  email: 'kim@example.com',
  isEmailVerified: false,
  firstName: null,
  lastName: null,
  nickname: null,
  phone: null,
  phoneCode: null,
  dateOfBirth: '1900-01-01',
  gender: 'Not to say',
  countryCode: null,
  city: null,
  address: null,
  zipCode: null,
  kycStatus: 'NOT_STARTED',
  currencyCode: 'EUR',
  ...patch,
});

describe('field locks (spec 5)', () => {
  it('locks nothing on a fresh profile', () => {
    expect(fieldLocks(user())).toEqual({});
  });

  it('e-mail once verified', () => {
    expect(fieldLocks(user({ isEmailVerified: true }))).toEqual({ email: 'emailVerified' });
  });

  it('each name once non-empty (blank does not count)', () => {
    expect(fieldLocks(user({ firstName: 'Kim', lastName: '  ' }))).toEqual({ firstName: 'nameSet' });
    expect(fieldLocks(user({ lastName: 'Verified' }))).toEqual({ lastName: 'nameSet' });
  });

  it('phone (and its code) once set', () => {
    expect(fieldLocks(user({ phone: '79876543', phoneCode: '+356' }))).toEqual({
      phone: 'phoneSet',
      phoneCode: 'phoneSet',
    });
    expect(fieldLocks(user({ phoneCode: '+356' }))).toEqual({});
  });

  it('date of birth unless the 1900-01-01 placeholder, and the country with it', () => {
    expect(fieldLocks(user({ dateOfBirth: '1990-05-17' }))).toEqual({
      dateOfBirth: 'birthdaySet',
      countryCode: 'countryAfterBirthday',
    });
    expect(fieldLocks(user({ dateOfBirth: '1900-01-01', countryCode: 'MT' }))).toEqual({});
    expect(fieldLocks(user({ dateOfBirth: null }))).toEqual({});
  });

  it('address once KYC is APPROVED', () => {
    expect(fieldLocks(user({ kycStatus: 'APPROVED', address: '22 Tower Road' }))).toEqual({
      address: 'kycApproved',
    });
    expect(fieldLocks(user({ kycStatus: 'PENDING', address: '22 Tower Road' }))).toEqual({});
  });
});

describe('initial values (spec 5)', () => {
  it('blanks a missing or placeholder e-mail', () => {
    expect(initialValues(user({ email: null }), { today }).email).toBe('');
    expect(
      initialValues(user({ email: 'u123@no-email.casino' }), { today, emptyEmailDomain: 'no-email.casino' })
        .email,
    ).toBe('');
    expect(initialValues(user(), { today, emptyEmailDomain: 'no-email.casino' }).email).toBe(
      'kim@example.com',
    );
    expect(isPlaceholderEmail('a@NO-EMAIL.casino', 'no-email.casino')).toBe(true);
    expect(isPlaceholderEmail('a@no-email.casino.evil.com', 'no-email.casino')).toBe(false);
  });

  it('replaces 1900-01-01 by today minus 18 years and keeps a real date', () => {
    expect(initialValues(user(), { today }).dateOfBirth).toBe('2008-11-21');
    expect(initialValues(user({ dateOfBirth: '1990-05-17' }), { today }).dateOfBirth).toBe('1990-05-17');
  });

  it('offers the fallback phone code only when the profile has none, and defaults the gender', () => {
    expect(initialValues(user(), { today, fallbackPhoneCode: '+356' }).phoneCode).toBe('+356');
    expect(initialValues(user({ phoneCode: '+49' }), { today, fallbackPhoneCode: '+356' }).phoneCode).toBe(
      '+49',
    );
    expect(initialValues(user({ gender: null }), { today }).gender).toBe('Not to say');
    expect(initialValues(user({ gender: 'Female' }), { today }).gender).toBe('Female');
  });
});

const base = (): ProfileValues => initialValues(user(), { today, fallbackPhoneCode: '+356' });
const validate = (values: ProfileValues, extra: Partial<Parameters<typeof validateProfile>[1]> = {}) =>
  validateProfile(values, { today, allFields: false, locks: {}, emailRequired: true, ...extra });

describe('validation', () => {
  it('accepts the untouched form', () => {
    expect(validate(base())).toEqual({});
  });

  it('age 18 to 100 on the profile: exactly 18 and exactly 100 pass, 18 minus a day and over 100 fail', () => {
    const at = (dateOfBirth: string) =>
      validate({ ...base(), dateOfBirth: dateOfBirth as ProfileValues['dateOfBirth'] });
    expect(at(yearsBefore(today, 18)).dateOfBirth).toBeUndefined();
    expect(at('2008-11-22').dateOfBirth?.message).toBe(ruleMessages.invalidDob);
    expect(at(yearsBefore(today, 100)).dateOfBirth).toBeUndefined();
    // 101st birthday today: over 100. The day after it would have been 100 still.
    expect(at('1925-11-21').dateOfBirth?.message).toBe(ruleMessages.invalidDob);
    expect(at('1925-11-22').dateOfBirth).toBeUndefined();
  });

  it('all-fields mode requires country, city, zip and address', () => {
    const problems = validate(base(), { allFields: true });
    expect(Object.keys(problems).sort()).toEqual(['address', 'city', 'countryCode', 'zipCode']);
    expect(problems.city?.message).toBe(ruleMessages.required);
    const complete = {
      ...base(),
      countryCode: 'MT',
      city: 'Sliema',
      zipCode: 'SLM 1605',
      address: '22 Tower Road',
    };
    expect(validate(complete, { allFields: true })).toEqual({});
  });

  it('does not judge locked fields', () => {
    const values = { ...base(), email: 'not-an-email', dateOfBirth: '1850-01-01' as const };
    expect(Object.keys(validate(values)).sort()).toEqual(['dateOfBirth', 'email']);
    expect(validate(values, { locks: { email: 'emailVerified', dateOfBirth: 'birthdaySet' } })).toEqual({});
  });

  it('uses the shared rules for e-mail, names and phone', () => {
    expect(validate({ ...base(), email: 'a@b.c' }).email?.message).toBe(ruleMessages.invalidFormat);
    expect(validate({ ...base(), email: '' }).email?.message).toBe(ruleMessages.required);
    expect(validate({ ...base(), email: '' }, { emailRequired: false }).email).toBeUndefined();
    expect(validate({ ...base(), firstName: 'x'.repeat(256) }).firstName?.message).toBe(ruleMessages.tooLong);
    expect(validate({ ...base(), phone: '12' }).phone?.message).toBe(ruleMessages.phoneTooShort);
    expect(validate({ ...base(), zipCode: 'x'.repeat(33) }).zipCode?.message).toBe(ruleMessages.tooLong);
  });
});

describe('update payload (spec 5/7)', () => {
  const options = { updateFrom: 'Update Form' as const, onChangeResetKyc: false, locks: {} };

  it('sends changed fields, empty ones as null, with updateFrom, onChangeResetKyc and the defaults', () => {
    const initial = initialValues(user({ city: 'Valletta', zipCode: 'VLT 1111' }), { today });
    const values = { ...initial, city: '', firstName: '  Kim ' };
    expect(profilePayload(values, initial, { ...options, onChangeResetKyc: true })).toEqual({
      city: null,
      firstName: 'Kim',
      address: null,
      gender: 'Not to say',
      updateFrom: 'Update Form',
      onChangeResetKyc: true,
    });
  });

  it('never sends the stand-in date of birth the form shows', () => {
    const initial = base();
    expect(profilePayload({ ...initial, city: 'Sliema' }, initial, options)).not.toHaveProperty(
      'dateOfBirth',
    );
    expect(profilePayload({ ...initial, dateOfBirth: '1990-01-02' }, initial, options).dateOfBirth).toBe(
      '1990-01-02',
    );
  });

  it('a touched stand-in counts as changed even when its value equals the stand-in', () => {
    const fresh = user();
    const initial = initialValues(fresh, { today });
    const context = { touched: new Set(['dateOfBirth'] as const), standIns: standInFields(fresh) };
    expect(changedFields(initial, initial, context)).toEqual(['dateOfBirth']);
    expect(profilePayload(initial, initial, { ...options, ...context }).dateOfBirth).toBe('2008-11-21');
    // A stored date of birth is no stand-in: touching it without a change changes nothing.
    const born = user({ dateOfBirth: '1990-05-17' });
    const stored = initialValues(born, { today });
    expect(
      changedFields(stored, stored, { touched: context.touched, standIns: standInFields(born) }),
    ).toEqual([]);
  });

  it('sends the phone with its code, and no code without a number', () => {
    const initial = base();
    expect(profilePayload({ ...initial, phone: '21234567' }, initial, options)).toMatchObject({
      phone: '21234567',
      phoneCode: '+356',
    });
    expect(profilePayload({ ...initial, phoneCode: '+49' }, initial, options)).toMatchObject({
      phone: null,
      phoneCode: null,
    });
  });

  it('leaves a locked address out', () => {
    const initial = initialValues(user({ kycStatus: 'APPROVED', address: '22 Tower Road' }), { today });
    expect(
      profilePayload(initial, initial, { ...options, locks: { address: 'kycApproved' } }),
    ).not.toHaveProperty('address');
  });

  it('property: every sent field is changed (or a default), and empty text is always null', () => {
    const field = fc.constantFrom(
      ...profileFields.filter((name) => name !== 'gender' && name !== 'dateOfBirth'),
    );
    const edit = fc.tuple(field, fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ maxLength: 12 })));
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 6 }), (edits) => {
        const initial = base();
        const values = { ...initial };
        for (const [name, value] of edits) (values as Record<string, string>)[name] = value;
        const payload = profilePayload(values, initial, options) as unknown as Record<string, unknown>;
        const changed = new Set(changedFields(values, initial));
        for (const [key, sent] of Object.entries(payload)) {
          if (['gender', 'updateFrom', 'onChangeResetKyc', 'address', 'phone', 'phoneCode'].includes(key))
            continue;
          expect(changed.has(key as never)).toBe(true);
          expect(sent === null || (typeof sent === 'string' && sent.trim() === sent && sent !== '')).toBe(
            true,
          );
        }
        for (const name of changed) {
          if (name === 'gender') continue;
          expect(name in payload).toBe(true);
          if (values[name].trim() === '' && name !== 'phoneCode') expect(payload[name]).toBeNull();
        }
      }),
    );
  });
});
