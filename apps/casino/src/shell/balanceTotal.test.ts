import { describe, expect, it } from 'vitest';
import { balanceTotal } from './balanceTotal.ts';

describe('the header balance total', () => {
  it('adds the bonus to the cash exactly', () => {
    expect(balanceTotal('100.00', '100.00')).toBe('200.00');
    // 0.1 + 0.2 in floating point is 0.30000000000000004.
    expect(balanceTotal('0.10', '0.20')).toBe('0.30');
  });

  it('keeps a crypto wallet’s eight decimals', () => {
    expect(balanceTotal('750.12345678', '0.00000001')).toBe('750.12345679');
    expect(balanceTotal('750.12345678', '0.00000000')).toBe('750.12345678');
  });

  it('shows the cash alone when the bonus is missing or not a decimal', () => {
    expect(balanceTotal('12.50', undefined)).toBe('12.50');
    expect(balanceTotal('12.50', null)).toBe('12.50');
    expect(balanceTotal('12.50', 'NaN')).toBe('12.50');
  });
});
