import { describe, expect, it } from 'vitest';
import { ruleMessages } from '../../../core/rules/index.ts';
import { linkedSignupMessages } from './linkedSignupMessages.ts';
import { type LinkedSignupValues, validateLinkedSignup } from './validateLinkedSignup.ts';

const good: LinkedSignupValues = {
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Linked',
  dateOfBirth: '2008-03-01',
  address: '',
  phoneCode: '+356',
  phone: '',
  terms: true,
  newsLetter: false,
};
const context = { today: '2026-03-01', needsTerms: true };

describe('linked sign-up rules (spec 5)', () => {
  it('a complete form passes; exactly 18 is allowed', () => {
    expect(validateLinkedSignup(good, context)).toEqual({});
  });

  it('each field answers with its spec message', () => {
    const problems = validateLinkedSignup(
      {
        ...good,
        email: 'lena@example',
        firstName: '',
        lastName: 'x'.repeat(256),
        dateOfBirth: '2008-03-02',
        address: 'a'.repeat(256),
        phone: '12',
        terms: false,
      },
      context,
    );
    expect(problems.email?.message).toBe(ruleMessages.invalidFormat);
    expect(problems.firstName?.message).toBe(ruleMessages.required);
    expect(problems.lastName?.message).toBe(ruleMessages.tooLong);
    expect(problems.dateOfBirth?.message).toBe(ruleMessages.invalidDob);
    expect(problems.address?.message).toBe(ruleMessages.tooLong);
    expect(problems.phone?.message).toBe(ruleMessages.phoneTooShort);
    expect(problems.terms?.message).toBe(linkedSignupMessages.termsRequired);
  });

  it('a returning player (registered_user) is not asked for the terms again', () => {
    expect(validateLinkedSignup({ ...good, terms: false }, { ...context, needsTerms: false })).toEqual({});
  });
});
