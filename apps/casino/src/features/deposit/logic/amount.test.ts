import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountProblem, amountText } from './amount.ts';

const limits = { minAmount: 5, maxAmount: 5000 };

describe('deposit amount (spec 5)', () => {
  it.each([
    ['0', { kind: 'aboveZero' }],
    ['', { kind: 'aboveZero' }],
    ['abc', { kind: 'aboveZero' }],
    ['-5', { kind: 'aboveZero' }],
    ['1e3', { kind: 'aboveZero' }],
    ['0.00', { kind: 'aboveZero' }],
    ['4.99', { kind: 'range', min: '5', max: '5000' }],
    ['5', undefined],
    ['5000', undefined],
    ['5000.01', { kind: 'range', min: '5', max: '5000' }],
  ] as const)('%s → %o', (amount, problem) => expect(amountProblem(amount, limits)).toEqual(problem));

  it('property: compares exactly at the limits (no float error)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (hundredths) => {
        const text = (hundredths / 100).toFixed(2);
        const inside = hundredths >= 500 && hundredths <= 500_000;
        return (amountProblem(text, limits) === undefined) === inside;
      }),
    );
  });

  it('sends the amount as a decimal string', () => {
    expect(amountText(25)).toBe('25');
    expect(amountText(30.5)).toBe('30.5');
    expect(amountText(1023.93)).toBe('1023.93');
    expect(amountText(1e-7)).toBe('0.0000001');
    expect(amountText(Number.NaN)).toBe('');
    expect(amountProblem(amountText(Number.NaN), limits)).toEqual({ kind: 'aboveZero' });
  });
});
