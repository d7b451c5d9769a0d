import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleMessages } from './messages.ts';
import {
  callingCodeDigits,
  digitsOnly,
  limitPhoneTyping,
  maxPhoneDigits,
  phoneProblem,
  toE164,
} from './phone.ts';

describe('phone rules', () => {
  it('knows the longest number of a calling code', () => {
    expect(maxPhoneDigits('+1')).toBe(10);
    expect(maxPhoneDigits('+49')).toBe(15);
    expect(maxPhoneDigits('44')).toBe(10);
  });

  it("answers 'Number is too short' and 'Number is too long' at the boundaries", () => {
    expect(phoneProblem('+1', '202555012')?.message).toBe(ruleMessages.phoneTooShort);
    expect(phoneProblem('+1', '2025550123')).toBeNull();
    expect(phoneProblem('+1', '20255501234')?.message).toBe(ruleMessages.phoneTooLong);
  });

  it('requires a number only where the form does (phone mode)', () => {
    expect(phoneProblem('+49', '')?.message).toBe(ruleMessages.required);
    expect(phoneProblem('+49', '', { required: false })).toBeNull();
    expect(phoneProblem('+49', '30 123')?.message).toBe(ruleMessages.invalidFormat);
  });

  it('understands a national trunk prefix', () => {
    expect(phoneProblem('+49', '030123456')).toBeNull();
    expect(toE164('+49', '030123456')).toBe('+4930123456');
  });

  it('falls back to the E.164 limit for a calling code the library does not know', () => {
    expect(maxPhoneDigits('+999')).toBe(12);
    expect(phoneProblem('+999', '123')?.message).toBe(ruleMessages.phoneTooShort);
    expect(phoneProblem('+999', '1'.repeat(12))).toBeNull();
    expect(phoneProblem('+999', '1'.repeat(13))?.message).toBe(ruleMessages.phoneTooLong);
  });

  it('typing keeps digits only and refuses the digit that makes it too long (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('+1', '+44', '+49', '+356', '+91', '+999'),
        fc.string({ maxLength: 30 }),
        (code, typed) => {
          const { value, tooLong } = limitPhoneTyping(code, typed);
          expect(value).toMatch(/^\d*$/);
          expect(digitsOnly(typed).startsWith(value)).toBe(true);
          expect(phoneProblem(code, value, { required: false })?.message).not.toBe(ruleMessages.phoneTooLong);
          expect(tooLong).toBe(value !== digitsOnly(typed));
        },
      ),
    );
  });

  it('blocks the 11th digit of a US number and says so', () => {
    expect(limitPhoneTyping('+1', '2025550123')).toEqual({ value: '2025550123', tooLong: false });
    expect(limitPhoneTyping('+1', '20255501234')).toEqual({ value: '2025550123', tooLong: true });
    expect(limitPhoneTyping('+1', '(202) 555-01')).toEqual({ value: '20255501', tooLong: false });
  });

  it('reads calling codes written in any common way', () => {
    expect(callingCodeDigits('+49')).toBe('49');
    expect(callingCodeDigits('0049')).toBe('49');
    expect(callingCodeDigits(' 356 ')).toBe('356');
  });
});
