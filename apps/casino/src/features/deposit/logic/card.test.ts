import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardProblems,
  cvcProblem,
  detectBrand,
  expiryProblem,
  formatCardNumber,
  formatExpiry,
  holderProblem,
  luhnValid,
  numberProblem,
} from './card.ts';

const today = new Date(2026, 10, 22); // 22 November 2026

/** Appends the Luhn check digit to a payload. */
function withCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1)
    if (luhnValid(`${payload}${digit}`)) return `${payload}${digit}`;
  throw new Error('unreachable');
}

describe('card rules (spec 5)', () => {
  it('checks the Luhn sum', () => {
    expect(luhnValid('4111 1111 1111 1111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4000000000003220')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('41x1')).toBe(false);
  });

  it('property: one changed digit breaks the Luhn sum', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{15}$/),
        fc.nat(15),
        fc.integer({ min: 1, max: 9 }),
        (payload, position, delta) => {
          const valid = withCheckDigit(payload);
          const changed = (Number(valid[position]) + delta) % 10;
          const broken = `${valid.slice(0, position)}${changed}${valid.slice(position + 1)}`;
          return luhnValid(valid) && !luhnValid(broken);
        },
      ),
    );
  });

  it.each([
    ['4111 1111 1111 1111', 'visa'],
    ['5555 5555 5555 4444', 'mastercard'],
    ['2223 0031 2200 3222', 'mastercard'],
    ['3782 822463 10005', 'amex'],
    ['6011 1111 1111 1117', 'discover'],
    ['6759 6498 2643 8453', 'maestro'],
    ['9999', 'unknown'],
  ] as const)('%s is %s', (number, brand) => expect(detectBrand(number)).toBe(brand));

  it('number: required, then valid length and checksum', () => {
    expect(numberProblem('')).toBe('required');
    expect(numberProblem('4111 1111 1111 1112')).toBe('invalidNumber');
    expect(numberProblem('4111 1111 111')).toBe('invalidNumber');
    expect(numberProblem('4111 1111 1111 1111')).toBeUndefined();
  });

  it('formats as the player types', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-11a')).toBe('4111 11');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2899')).toBe('12/28');
  });

  it.each([
    ['', 'required'],
    ['1/28', 'invalidExpiry'],
    ['00/28', 'invalidMonth'],
    ['13/28', 'invalidMonth'],
    ['10/26', 'expired'],
    ['12/25', 'expired'],
    ['11/26', undefined],
    ['12/26', undefined],
    ['01/27', undefined],
  ] as const)('expiry %s → %s (today 2026-11-22)', (expiry, problem) =>
    expect(expiryProblem(expiry, today)).toBe(problem),
  );

  it('property: a month outside 01–12 is always an invalid month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 13, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (month, year) => expiryProblem(`${month}/${String(year).padStart(2, '0')}`, today) === 'invalidMonth',
      ),
    );
  });

  it('property: the current month and later are valid, earlier months are past', () => {
    fc.assert(
      fc.property(fc.integer({ min: -120, max: 120 }), (offset) => {
        const when = new Date(today.getFullYear(), today.getMonth() + offset, 1);
        const text = `${String(when.getMonth() + 1).padStart(2, '0')}/${String(when.getFullYear() % 100).padStart(2, '0')}`;
        return expiryProblem(text, today) === (offset < 0 ? 'expired' : undefined);
      }),
    );
  });

  it('CVC is exactly 3 digits', () => {
    expect(cvcProblem('')).toBe('required');
    expect(cvcProblem('12')).toBe('invalidCvc');
    expect(cvcProblem('1234')).toBe('invalidCvc');
    expect(cvcProblem('12a')).toBe('invalidCvc');
    expect(cvcProblem('123')).toBeUndefined();
    fc.assert(fc.property(fc.stringMatching(/^\d{3}$/), (cvc) => cvcProblem(cvc) === undefined));
  });

  it('cardholder name is required; every problem is reported at once', () => {
    expect(holderProblem('  ')).toBe('required');
    expect(cardProblems({ holder: '', number: '4111', expiry: '13/30', cvc: '1' }, today)).toEqual({
      holder: 'required',
      number: 'invalidNumber',
      expiry: 'invalidMonth',
      cvc: 'invalidCvc',
    });
    expect(
      cardProblems({ holder: 'Ann Lee', number: '4111 1111 1111 1111', expiry: '12/30', cvc: '123' }, today),
    ).toEqual({});
  });
});
