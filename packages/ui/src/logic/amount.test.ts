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
