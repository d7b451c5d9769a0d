import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DEPOSIT_AMOUNT,
  parseAmountInput,
  QUICK_AMOUNTS,
  resetAmount,
  stepDown,
  stepUp,
} from './stepper.ts';

const amount = fc.integer({ min: 0, max: 1_000_000 });

describe('deposit amount stepper (spec 4)', () => {
  it('starts at and resets to 25, with quick amounts 25, 50, 100', () => {
    expect(DEFAULT_DEPOSIT_AMOUNT).toBe(25);
    expect(resetAmount()).toBe(25);
    expect(QUICK_AMOUNTS).toEqual([25, 50, 100]);
  });

  it.each([
    [0, 1],
    [25, 26],
    [29, 30],
    [30, 35],
    [35, 40],
  ])('up from %i gives %i', (from, to) => expect(stepUp(from)).toBe(to));

  it.each([
    [40, 35],
    [35, 30],
    [31, 26],
    [30, 29],
    [25, 24],
    [1, 0],
    [0, 0],
  ])('down from %i gives %i', (from, to) => expect(stepDown(from)).toBe(to));

  it('walks 25 → 30 in ones and on in fives', () => {
    const walk = [25];
    for (let i = 0; i < 7; i += 1) walk.push(stepUp(walk.at(-1) as number));
    expect(walk).toEqual([25, 26, 27, 28, 29, 30, 35, 40]);
  });

  it('property: up adds 1 below 30 and 5 from 30', () => {
    fc.assert(fc.property(amount, (a) => stepUp(a) - a === (a < 30 ? 1 : 5)));
  });

  it('property: down never goes below 0 and subtracts 5 above 30, else 1', () => {
    fc.assert(
      fc.property(amount, (a) => {
        const next = stepDown(a);
        return next >= 0 && a - next === (a > 30 ? 5 : Math.min(1, a));
      }),
    );
  });

  it('property: from 30 on, down undoes up', () => {
    fc.assert(fc.property(fc.integer({ min: 30, max: 1_000_000 }), (a) => stepDown(stepUp(a)) === a));
  });

  it('property: below 30, down undoes up', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 29 }), (a) => stepDown(stepUp(a)) === a));
  });

  it('property: any sequence of steps stays a non-negative integer', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (moves) => {
        let a = DEFAULT_DEPOSIT_AMOUNT;
        for (const up of moves) a = up ? stepUp(a) : stepDown(a);
        return Number.isInteger(a) && a >= 0;
      }),
    );
  });

  it.each([
    [29.5, 30.5],
    [29.99, 30.99],
    [30.01, 35.01],
    [1028.93, 1033.93],
  ])('up from the typed amount %d gives exactly %d', (from, to) => expect(stepUp(from)).toBe(to));

  it.each([
    [30.01, 25.01],
    [30.5, 25.5],
    [1028.93, 1023.93],
    [30, 29],
    [0.5, 0],
    [1.25, 0.25],
  ])('down from the typed amount %d gives exactly %d', (from, to) => expect(stepDown(from)).toBe(to));

  it('property: a typed amount (2 decimals) stays exact at 2 decimals after any step', () => {
    const typed = fc.integer({ min: 0, max: 100_000_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(typed, fc.boolean(), (a, up) => {
        const next = up ? stepUp(a) : stepDown(a);
        return next === Number(next.toFixed(2));
      }),
    );
  });

  it('parses typed amounts and rejects anything else', () => {
    expect(parseAmountInput('')).toBe(0);
    expect(parseAmountInput('42')).toBe(42);
    expect(parseAmountInput('12,5')).toBe(12.5);
    expect(parseAmountInput('-3')).toBeNull();
    expect(parseAmountInput('1e3')).toBeNull();
    expect(parseAmountInput('1.234')).toBeNull();
  });
});
