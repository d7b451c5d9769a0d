import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH_DEFAULT, passwordPolicy } from '@casino/layout-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './messages.ts';
import {
  confirmPasswordProblem,
  currentPasswordProblem,
  passwordChecklist,
  passwordProblem,
} from './password.ts';

const basic = passwordPolicy();
const strict = passwordPolicy({
  passwordMinLength: 8,
  passwordNeedNumbers: true,
  passwordNeedSpecialCharacter: true,
  passwordNeedUppercase: true,
});

describe('the layout engine password policy, as the rules read it', () => {
  it('takes the configured minimum or 6, and a fixed maximum of 255', () => {
    expect(basic).toEqual({
      minLength: 6,
      maxLength: 255,
      needNumbers: false,
      needSpecialCharacter: false,
      needUppercase: false,
    });
    expect(passwordPolicy({ passwordMinLength: 10 }).minLength).toBe(10);
    expect(passwordPolicy({ passwordMinLength: 0 }).minLength).toBe(PASSWORD_MIN_LENGTH_DEFAULT);
    expect(passwordPolicy({ passwordMinLength: 999 }).minLength).toBe(PASSWORD_MAX_LENGTH);
  });
});

describe('passwordProblem', () => {
  it('refuses 5 characters and accepts 6 (invalid.password.length with the minimum)', () => {
    expect(passwordProblem('abcde', basic)).toEqual({
      message: ruleMessages.passwordLength,
      values: { min: 6 },
    });
    expect(passwordProblem('abcdef', basic)).toBeNull();
    expect(ruleMessages.passwordLength.id).toBe('invalid.password.length');
  });

  it('accepts 255 characters and refuses 256 (invalid.password.max)', () => {
    expect(passwordProblem('a'.repeat(255), basic)).toBeNull();
    expect(passwordProblem('a'.repeat(256), basic)).toEqual({
      message: ruleMessages.passwordMax,
      values: { max: 255 },
    });
    expect(ruleMessages.passwordMax.id).toBe('invalid.password.max');
  });

  it('length boundaries hold for any configured minimum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 255 }), (min) => {
        const policy = passwordPolicy({ passwordMinLength: min });
        expect(passwordProblem('x'.repeat(min - 1), policy)?.message).toBe(ruleMessages.passwordLength);
        expect(passwordProblem('x'.repeat(min), policy)).toBeNull();
        expect(passwordProblem('x'.repeat(256), policy)?.message).toBe(ruleMessages.passwordMax);
      }),
    );
  });

  it('is required, except for 1-click registration which has no password', () => {
    expect(passwordProblem('', basic)?.message).toBe(ruleMessages.required);
    expect(passwordProblem('', strict, { oneClick: true })).toBeNull();
  });

  it('asks for each content rule with its own message', () => {
    expect(passwordProblem('Abcdefg!', strict)?.message).toBe(ruleMessages.passwordNumbers);
    expect(passwordProblem('Abcdefg1', strict)?.message).toBe(ruleMessages.passwordSpecialCharacter);
    expect(passwordProblem('abcdefg1!', strict)?.message).toBe(ruleMessages.passwordUppercase);
    expect(passwordProblem('Abcdefg1!', strict)).toBeNull();
    expect(passwordProblem('Abcdef 1x', strict)?.message).toBe(ruleMessages.passwordSpecialCharacter);
  });

  it('a password meeting every rule passes; dropping a required class fails (property)', () => {
    const part = (pattern: RegExp) => fc.stringMatching(pattern);
    fc.assert(
      fc.property(
        part(/^[a-z]{5,20}$/),
        part(/^[A-Z]{1,3}$/),
        part(/^[0-9]{1,3}$/),
        part(/^[!#$%&*?@_-]{1,3}$/),
        (lower, upper, digits, special) => {
          expect(passwordProblem(lower + upper + digits + special, strict)).toBeNull();
          expect(passwordProblem(lower + upper + special + special, strict)?.message).toBe(
            ruleMessages.passwordNumbers,
          );
          expect(passwordProblem(lower + upper + digits + digits, strict)?.message).toBe(
            ruleMessages.passwordSpecialCharacter,
          );
          expect(passwordProblem(lower + digits + special + lower, strict)?.message).toBe(
            ruleMessages.passwordUppercase,
          );
        },
      ),
    );
  });
});

describe('confirmation and current password', () => {
  it('says Passwords must match and Current password is required', () => {
    expect(confirmPasswordProblem('Secret12', 'Secret13')?.message).toBe(ruleMessages.passwordsMustMatch);
    expect(confirmPasswordProblem('Secret12', 'Secret12')).toBeNull();
    expect(confirmPasswordProblem('Secret12', '')?.message).toBe(ruleMessages.required);
    expect(currentPasswordProblem('')?.message).toBe(ruleMessages.currentPasswordRequired);
    expect(currentPasswordProblem('x')).toBeNull();
  });
});

describe('passwordChecklist (the sign-up checklist, issue 35 point 7)', () => {
  const states = (value: string, policy = strict) =>
    passwordChecklist(value, policy).map(({ rule, met }) => `${rule}:${met}`);

  it('lists every rule the policy asks for, in the order a player fixes them, none met when empty', () => {
    expect(states('')).toEqual(['length:false', 'numbers:false', 'special:false', 'uppercase:false']);
    // A brand that asks only for a length lists only the length.
    expect(states('', basic)).toEqual(['length:false']);
  });

  it('ticks each rule as it is met while typing', () => {
    expect(states('a')).toEqual(['length:false', 'numbers:false', 'special:false', 'uppercase:false']);
    expect(states('a1')).toEqual(['length:false', 'numbers:true', 'special:false', 'uppercase:false']);
    expect(states('a1!')).toEqual(['length:false', 'numbers:true', 'special:true', 'uppercase:false']);
    expect(states('a1!B')).toEqual(['length:false', 'numbers:true', 'special:true', 'uppercase:true']);
    expect(states('a1!Bcdef')).toEqual(['length:true', 'numbers:true', 'special:true', 'uppercase:true']);
    // Seven characters are one short of the strict minimum of 8; a space is not special.
    expect(states('a1!Bcde')[0]).toBe('length:false');
    expect(states('Abcdef 1x')).toContain('special:false');
  });

  it('shows the maximum only once it is passed', () => {
    expect(states(`A1!${'a'.repeat(252)}`).some((state) => state.startsWith('max'))).toBe(false);
    expect(states(`A1!${'a'.repeat(253)}`)).toContain('max:false');
  });

  it('is all ticked exactly when passwordProblem finds nothing (property, same rules as the server)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (value) => {
        const allMet = passwordChecklist(value, strict).every((item) => item.met);
        expect(allMet).toBe(passwordProblem(value, strict) === null);
      }),
    );
  });
});
