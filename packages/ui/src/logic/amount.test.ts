import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount.ts';

const en = (value: number, currency = 'EUR', crypto = false) =>
  formatAmount(value, { currency, locale: 'en', crypto });

describe('amount display (spec 9)', () => {
  it('shows fiat with 2 decimals, symbol and grouping', () => {
    expect(en(1234.5)).toBe('€1,234.50');
    expect(en(25)).toBe('€25.00');
    expect(en(0.005)).toBe('€0.01');
    expect(en(1234567.891, 'USD')).toBe('$1,234,567.89');
  });

  it('shows zero as 0.00, including negative zero and dust', () => {
    expect(en(0)).toBe('€0.00');
    expect(en(-0)).toBe('€0.00');
    expect(en(0.001)).toBe('€0.00');
    expect(en(0, 'BTC', true)).toBe('0.00 BTC');
    expect(en(0.000000001, 'BTC', true)).toBe('0.00 BTC');
  });

  it('shows crypto with up to 8 decimals, trailing zeros trimmed', () => {
    expect(en(0.00012, 'BTC', true)).toBe('0.00012 BTC');
    expect(en(1.5, 'ETH', true)).toBe('1.5 ETH');
    expect(en(0.123456789, 'BTC', true)).toBe('0.12345679 BTC');
    expect(en(12345.1, 'USDT', true)).toBe('12,345.1 USDT');
  });

  it('groups by locale', () => {
    expect(formatAmount(1234.5, { currency: 'EUR', locale: 'de' })).toBe('1.234,50\u00a0€');
    expect(formatAmount(1234.5, { currency: 'BTC', locale: 'de', crypto: true })).toBe('1.234,5 BTC');
  });

  it('property: fiat always has exactly 2 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => /\.\d{2}$/.test(en(value))),
    );
  });

  it('property: crypto has at most 8 decimals and never a trailing zero (except 0.00)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        const digits = en(value, 'BTC', true).replace(' BTC', '').replaceAll(',', '');
        if (digits === '0.00') return true;
        const decimals = digits.split('.')[1] ?? '';
        return decimals.length <= 8 && !decimals.endsWith('0');
      }),
    );
  });

  it('property: crypto round-trips to within half of the eighth decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        const shown = Number(en(value, 'BTC', true).replace(' BTC', '').replaceAll(',', ''));
        return Math.abs(shown - value) <= 5e-9 + value * 1e-15;
      }),
    );
  });
});

// The back end's amounts are exact decimal strings: shown digit for digit, with no binary float on
// the way (a float would turn 1.005 into 1.00 and lose digits past 2^53).
describe('amount display from exact decimal strings (spec 9)', () => {
  const shown = (value: string, currency: string, crypto: boolean) =>
    formatAmount(value, { currency, locale: 'en', crypto });
  const digitsOf = (text: string) => text.replace(/[^\d.-]/g, '');
  const trimmed = (decimal: string) => decimal.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  const decimalString = (maxFraction: number) =>
    fc
      .tuple(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.integer({ min: 0, max: maxFraction }),
        fc.bigInt({ min: 0n, max: 10n ** 8n }),
      )
      .map(([whole, places, fraction]) =>
        places === 0 ? String(whole) : `${whole}.${String(fraction).padStart(places, '0').slice(-places)}`,
      );

  it('rounds a decimal string as decimals, not as a float', () => {
    expect(shown('1.005', 'EUR', false)).toBe('€1.01');
    expect(shown('0.125', 'EUR', false)).toBe('€0.13');
    expect(shown('12345678901234567.89', 'EUR', false)).toBe('€12,345,678,901,234,567.89');
    expect(shown('0.000000015', 'BTC', true)).toBe('0.00000002 BTC');
    expect(shown('1.10000000', 'BTC', true)).toBe('1.1 BTC');
    expect(shown('0.00000000', 'BTC', true)).toBe('0.00 BTC');
    expect(shown('0.00', 'EUR', false)).toBe('€0.00');
    expect(shown('-0.001', 'EUR', false)).toBe('€0.00');
  });

  it('property: any fiat amount with 2 decimals round-trips exactly, however large', () => {
    fc.assert(
      fc.property(decimalString(2), (value) => {
        const exact = value.includes('.') ? value.padEnd(value.indexOf('.') + 3, '0') : `${value}.00`;
        return digitsOf(shown(value, 'EUR', false)) === exact;
      }),
    );
  });

  it('property: any crypto amount with up to 8 decimals round-trips exactly, trailing zeros trimmed', () => {
    fc.assert(
      fc.property(decimalString(8), (value) => {
        const expected = /[1-9]/.test(value) ? trimmed(value) : '0.00';
        return digitsOf(shown(value, 'BTC', true)) === expected;
      }),
    );
  });
});
