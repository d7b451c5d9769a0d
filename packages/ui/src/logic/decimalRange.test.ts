import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRange, compareDecimal, parseDecimal } from './decimalRange.ts';

/** A canonical decimal: whole part without leading zeros, fraction without trailing zeros. */
const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, places]) => {
    const text = units.toString().padStart(places + 1, '0');
    return parseDecimal(places ? `${text.slice(0, -places)}.${text.slice(-places)}` : text) as string;
  });

describe('parseDecimal', () => {
  it.each([
    [' 096,50 ', '96.5'],
    ['0', '0'],
    ['.5', '0.5'],
    ['7.', '7'],
    ['1.000', '1'],
    ['', undefined],
    ['  ', undefined],
    ['-1', null],
    ['1e3', null],
    ['1.2.3', null],
    ['.', null],
    ['abc', null],
    ['1,5', '1.5'],
    ['0,0', '0'],
    ['.5.', null],
    ['1,2,3', null],
    ['-0', null],
    ['-.5', null],
    ['+1', null],
    ['0x10', null],
    ['Infinity', null],
  ])('%j → %j', (text, parsed) => expect(parseDecimal(text)).toBe(parsed));

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(decimal, (value) => {
        expect(parseDecimal(value)).toBe(value);
      }),
    );
  });

  it('reads a comma, surrounding blanks, leading and trailing zeros as the same decimal', () => {
    fc.assert(
      fc.property(decimal, fc.nat({ max: 3 }), fc.nat({ max: 3 }), (value, lead, trail) => {
        const typed = `${'0'.repeat(lead)}${value.includes('.') ? value : `${value}.`}${'0'.repeat(trail)}`;
        expect(parseDecimal(` ${typed.replace('.', ',')} `)).toBe(value);
      }),
    );
  });
});

describe('compareDecimal', () => {
  it('agrees with exact rational comparison and is antisymmetric', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const scale = (text: string) => {
          const [whole = '0', fraction = ''] = text.split('.');
          return BigInt(whole + fraction.padEnd(6, '0'));
        };
        const expected = scale(a) < scale(b) ? -1 : scale(a) > scale(b) ? 1 : 0;
        expect(compareDecimal(a, b)).toBe(expected);
        expect(compareDecimal(b, a)).toBe(-expected || 0);
      }),
    );
    // Where floats would round: 0.1 + 0.2 style values stay exact.
    expect(compareDecimal('0.3', '0.30000000000000004')).toBe(-1);
  });
});

describe('checkRange', () => {
  it.each([
    [
      { min: '96', max: '99' },
      { min: '0', max: '100' },
      { ok: true, value: { min: '96', max: '99' } },
    ],
    [{ min: '', max: '' }, {}, { ok: true, value: {} }],
    [{ min: '99', max: '96' }, {}, { ok: false, error: 'order' }],
    [{ min: '101', max: '' }, { max: '100' }, { ok: false, error: 'outOfBounds' }],
    [{ min: 'x', max: '' }, {}, { ok: false, error: 'invalid' }],
  ])('%j within %j → %j', (text, bounds, result) => expect(checkRange(text, bounds)).toEqual(result));

  it('an accepted range is ordered and inside its bounds', () => {
    fc.assert(
      fc.property(decimal, decimal, decimal, decimal, (a, b, low, high) => {
        const result = checkRange({ min: a, max: b }, { min: low, max: high });
        if (!result.ok) return;
        const { min, max } = result.value;
        if (min !== undefined && max !== undefined) expect(compareDecimal(min, max)).toBeLessThanOrEqual(0);
        for (const end of [min, max])
          if (end !== undefined) {
            expect(compareDecimal(end, low)).toBeGreaterThanOrEqual(0);
            expect(compareDecimal(end, high)).toBeLessThanOrEqual(0);
          }
      }),
    );
  });

  it('the order of two valid ends decides acceptance without bounds', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(checkRange({ min: a, max: b }).ok).toBe(compareDecimal(a, b) <= 0);
      }),
    );
  });
});
