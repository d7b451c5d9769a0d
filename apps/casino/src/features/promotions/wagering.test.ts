import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isZeroAmount, wageringProgress } from './wagering.ts';

describe('wagering progress', () => {
  it('adds wagered and left exactly where floats would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(wageringProgress('0.1', '0.2').required).toBe('0.3');
    expect(wageringProgress('40.00', '3460.00').required).toBe('3500.00');
    expect(wageringProgress('0.00000001', '1').required).toBe('1.00000001');
  });

  it('is wagered of required, left and complete', () => {
    expect(wageringProgress('40.00', '3460.00')).toEqual({
      wagered: '40.00',
      required: '3500.00',
      left: '3460.00',
      percent: 1.14,
      complete: false,
    });
    expect(wageringProgress('1500.00', '0.00')).toMatchObject({ percent: 100, complete: true });
    expect(wageringProgress('0.00', '0.00')).toMatchObject({
      required: '0.00',
      percent: 100,
      complete: true,
    });
  });

  it('never leaves 0–100 and required is always wagered + left in cents', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (w, l) => {
          const cents = (n: bigint) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
          const progress = wageringProgress(cents(w), cents(l));
          expect(progress.required).toBe(cents(w + l));
          expect(progress.percent).toBeGreaterThanOrEqual(0);
          expect(progress.percent).toBeLessThanOrEqual(100);
          expect(progress.complete).toBe(l === 0n);
          // The bar: whole basis points of wagered / required, cut toward zero.
          expect(progress.percent).toBe(w + l === 0n ? 100 : Number((w * 10_000n) / (w + l)) / 100);
        },
      ),
    );
  });

  it('shows 100 % only once the last cent is wagered', () => {
    expect(wageringProgress('999.99', '0.01')).toMatchObject({ percent: 99.99, complete: false });
    expect(wageringProgress('0.00012', '0.00000001')).toMatchObject({ percent: 99.99, complete: false });
    expect(wageringProgress('5.00', '-1.00')).toMatchObject({ percent: 100, complete: true });
  });

  it('knows a zero amount whatever its decimals', () => {
    for (const zero of ['0', '0.00', '-0.0', '0.00000000']) expect(isZeroAmount(zero)).toBe(true);
    expect(isZeroAmount('0.00000001')).toBe(false);
  });

  it('refuses what is not a decimal amount', () => {
    expect(() => wageringProgress('1e3', '1')).toThrow(/Not a decimal/);
    expect(() => wageringProgress('1', '0x10')).toThrow(/Not a decimal/);
  });
});
