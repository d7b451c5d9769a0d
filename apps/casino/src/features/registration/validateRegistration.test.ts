import { passwordPolicy } from '@casino/layout-engine';
import { describe, expect, it } from 'vitest';
import { ruleMessages } from '../../core/rules/index.ts';
import type { FieldMap } from './registrationFields.ts';
import { registrationMessages } from './registrationMessages.ts';
import { emptyRegistration } from './signUpPayload.ts';
import { validateRegistration } from './validateRegistration.ts';

const fields = {
  email: 'required',
  phone: 'optional',
  password: 'required',
  firstName: 'hidden',
  lastName: 'hidden',
  dateOfBirth: 'required',
  countryCode: 'required',
  currencyCode: 'required',
  city: 'hidden',
  address: 'hidden',
  zipCode: 'hidden',
  nickname: 'hidden',
  promoCode: 'optional',
  newsLetter: 'optional',
} satisfies FieldMap;
const context = { method: 'email' as const, fields, policy: passwordPolicy(), today: '2026-06-15' };
const good = emptyRegistration({
  email: 'anna@example.com',
  password: 'Secret12',
  dateOfBirth: '2008-06-15',
  countryCode: 'MT',
  currencyCode: 'EUR',
  terms: true,
});

describe('validateRegistration', () => {
  it('a complete form has no problems (exactly 18 today is fine)', () => {
    expect(validateRegistration(good, context)).toEqual({});
  });

  it('names each field with its spec message', () => {
    const problems = validateRegistration(
      {
        ...good,
        email: 'anna@example.c',
        password: 'abc',
        dateOfBirth: '2008-06-16',
        terms: false,
        currencyCode: '',
      },
      context,
    );
    expect(problems.email?.message).toBe(ruleMessages.invalidFormat);
    expect(problems.password?.message).toBe(ruleMessages.passwordLength);
    expect(problems.dateOfBirth?.message).toBe(ruleMessages.minimumAge);
    expect(problems.terms?.message).toBe(registrationMessages.termsRequired);
    expect(problems.currencyCode?.message).toBe(ruleMessages.required);
  });

  it('phone mode needs the phone, not the e-mail; an optional phone is checked only when given', () => {
    const phone = validateRegistration({ ...good, email: '' }, { ...context, method: 'phone' });
    expect(phone.phone?.message).toBe(ruleMessages.required);
    expect(phone.email).toBeUndefined();
    expect(validateRegistration({ ...good, phoneCode: '+1', phone: '123' }, context).phone?.message).toBe(
      ruleMessages.phoneTooShort,
    );
  });

  it('1-click skips password and date of birth but keeps terms', () => {
    const problems = validateRegistration(emptyRegistration({ countryCode: 'MT', currencyCode: 'EUR' }), {
      ...context,
      method: 'oneClick',
    });
    expect(Object.keys(problems)).toEqual(['terms']);
  });
});
