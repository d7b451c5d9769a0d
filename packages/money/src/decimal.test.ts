import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  divide,
  isZero,
  multiply,
  negate,
  parseDecimal,
  percentOf,
  round,
  roundToCurrency,
  scaleOf,
  sign,
  subtract,
  sum,
} from './arithmetic.ts';
import { compare, isDecimal, trimZeros } from './decimal.ts';

// The oracle is the generator itself: every amount is drawn as (units, scale) and written as text,
// so the expected results below are integer sums and products, not a second parser.
interface Drawn {
  units: bigint;
  scale: number;
  text: string;
}
const text = (units: bigint, scale: number): string => {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return units < 0n ? `-${body}` : body;
};
const amount = (maxScale = 10, magnitude = 10n ** 24n): fc.Arbitrary<Drawn> =>
  fc
    .tuple(fc.bigInt({ min: -magnitude, max: magnitude }), fc.integer({ min: 0, max: maxScale }))
    .map(([units, scale]) => ({ units, scale, text: text(units, scale) }));
/** A crypto amount as the back end sends it: non-negative, 8 decimals, often dust. */
const cryptoWin = fc
  .oneof(fc.bigInt({ min: 0n, max: 100_000n }), fc.bigInt({ min: 0n, max: 10n ** 16n }))
  .map((units) => ({ units, scale: 8, text: text(units, 8) }));
const at = (value: Drawn, scale: number) => value.units * 10n ** BigInt(scale - value.scale);
const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;

describe('parseDecimal', () => {
  it('reads strict decimal strings as written, without leading zeros or a signed zero', () => {
    expect(parseDecimal('12.50')).toBe('12.50');
    expect(parseDecimal('007.50')).toBe('7.50');
    expect(parseDecimal('-0.00')).toBe('0.00');
    expect(parseDecimal('-0.00012345')).toBe('-0.00012345');
    expect(parseDecimal('123456789012345678901234567890.12345678')).toBe(
      '123456789012345678901234567890.12345678',
    );
  });

  it('takes numbers only in parseDecimal: every other operation is on decimal strings', () => {
    expect(isDecimal(5 as unknown as string)).toBe(false);
    expect(() => add('1', 5 as unknown as string)).toThrow(RangeError);
  });

  it('reads finite numbers as their shortest text, exponents expanded', () => {
    expect(parseDecimal(0.1)).toBe('0.1');
    expect(parseDecimal(0.060000000000000005)).toBe('0.060000000000000005');
    expect(parseDecimal(1e-7)).toBe('0.0000001');
    expect(parseDecimal(-1.5e-7)).toBe('-0.00000015');
    expect(parseDecimal(1e21)).toBe('1000000000000000000000');
    expect(parseDecimal(1.25e22)).toBe('12500000000000000000000');
    expect(parseDecimal(-0)).toBe('0');
    expect(scaleOf('12.50')).toBe(2);
  });

  it.each([
    '',
    ' ',
    '0x10',
    '1e3',
    '1E3',
    '+1',
    ' 1',
    '1 ',
    '.5',
    '5.',
    '1.2.3',
    '1,5',
    '-',
    '--1',
    'NaN',
    'Infinity',
    '١٢',
  ])('refuses the string %j', (value) => {
    expect(() => parseDecimal(value)).toThrow(RangeError);
    expect(isDecimal(value)).toBe(false);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses the number %s',
    (value) => {
      expect(() => parseDecimal(value)).toThrow(RangeError);
    },
  );

  it('property: a decimal string reads back as itself, also with leading zeros', () => {
    fc.assert(
      fc.property(amount(), fc.integer({ min: 0, max: 3 }), (a, zeros) => {
        expect(parseDecimal(a.text)).toBe(a.text);
        expect(scaleOf(a.text)).toBe(a.scale);
        const padded = a.text.startsWith('-')
          ? `-${'0'.repeat(zeros)}${a.text.slice(1)}`
          : `${'0'.repeat(zeros)}${a.text}`;
        expect(parseDecimal(padded)).toBe(a.text);
      }),
    );
  });

  it('property: a finite number reads as a plain decimal that is the same number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const decimal = parseDecimal(value);
        expect(decimal).toMatch(/^-?\d+(\.\d+)?$/);
        expect(Number(decimal)).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('add and subtract', () => {
  it('are exact where floats are not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(add(parseDecimal(0.1), parseDecimal(0.2))).toBe('0.3');
    expect(add('40.00', '3460')).toBe('3500.00');
    expect(add('1.10', '-0.35')).toBe('0.75');
    expect(subtract('1.00', '0.30')).toBe('0.70');
    expect(subtract('0.05', '0.10')).toBe('-0.05');
    expect(negate('2.50')).toBe('-2.50');
    expect(negate('0.00')).toBe('0.00');
    expect(sum(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
    expect(sum([])).toBe('0');
  });

  it('refuse what is not a decimal amount', () => {
    expect(() => add('1e3', '1')).toThrow(/Not a decimal amount: "1e3"/);
    expect(() => subtract('1', 'NaN')).toThrow(RangeError);
    expect(() => compare('1', undefined as unknown as string)).toThrow(RangeError);
  });

  it('property: equal the integer sum and difference at the larger scale', () => {
    fc.assert(
      fc.property(amount(), amount(), (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        expect(add(a.text, b.text)).toBe(text(at(a, scale) + at(b, scale), scale));
        expect(subtract(a.text, b.text)).toBe(text(at(a, scale) - at(b, scale), scale));
      }),
    );
  });

  it('property: add is commutative and associative', () => {
    fc.assert(
      fc.property(amount(), amount(), amount(), (a, b, c) => {
        expect(add(a.text, b.text)).toBe(add(b.text, a.text));
        expect(add(add(a.text, b.text), c.text)).toBe(add(a.text, add(b.text, c.text)));
      }),
    );
  });

  it('property: (a + b) − b gives a back, in the larger number of decimals', () => {
    fc.assert(
      fc.property(amount(), amount(), (a, b) => {
        const back = subtract(add(a.text, b.text), b.text);
        expect(compare(back, a.text)).toBe(0);
        expect(back).toBe(round(a.text, Math.max(a.scale, b.scale)));
        expect(add(subtract(a.text, b.text), b.text)).toBe(back);
        expect(add(a.text, negate(b.text))).toBe(subtract(a.text, b.text));
      }),
    );
  });
});

describe('compare', () => {
  it('is exact', () => {
    expect(compare('0.3', '0.30000000000000004')).toBe(-1);
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('-0.01', '0')).toBe(-1);
    expect(compare('100', '99.99999999')).toBe(1);
    expect(sign('-0.00')).toBe(0);
    expect(isZero('-0.0')).toBe(true);
    expect(isZero('0.00000001')).toBe(false);
  });

  it('property: agrees with the sign of the difference and with integer comparison', () => {
    fc.assert(
      fc.property(amount(), amount(), (a, b) => {
        const scale = Math.max(a.scale, b.scale);
        const difference = at(a, scale) - at(b, scale);
        const expected = difference < 0n ? -1 : difference > 0n ? 1 : 0;
        expect(compare(a.text, b.text)).toBe(expected);
        expect(compare(a.text, b.text)).toBe(sign(subtract(a.text, b.text)));
        expect(compare(b.text, a.text)).toBe(-expected || 0);
        expect(isZero(subtract(a.text, b.text))).toBe(expected === 0);
      }),
    );
  });

  it('property: is a total order (sorting by it is transitive)', () => {
    fc.assert(
      fc.property(fc.array(amount(4, 10n ** 6n), { maxLength: 20 }), (values) => {
        const sorted = values.map((v) => v.text).sort(compare);
        for (let i = 1; i < sorted.length; i += 1)
          expect(compare(sorted[i - 1] as string, sorted[i] as string)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('multiply and percentOf', () => {
  it('are exact', () => {
    expect(multiply('3.00', '0.1')).toBe('0.300');
    expect(multiply('19.90', '0.05')).toBe('0.9950');
    expect(percentOf('19.90', '5')).toBe('0.9950');
    expect(percentOf('0.00012', '12.5')).toBe('0.00001500');
    expect(percentOf('-200', '10')).toBe('-20.00');
  });

  it('property: p % of an amount is exactly amount × p / 100', () => {
    fc.assert(
      fc.property(amount(8), amount(4, 10n ** 6n), (a, p) => {
        const result = percentOf(a.text, p.text);
        expect(result).toBe(text(a.units * p.units, a.scale + p.scale + 2));
        expect(compare(multiply(result, '100'), multiply(a.text, p.text))).toBe(0);
        expect(multiply(a.text, p.text)).toBe(multiply(p.text, a.text));
      }),
    );
  });
});

describe('divide', () => {
  it('gives the quotient in the decimals asked for', () => {
    expect(divide('40.00', '3500.00', 4)).toBe('0.0114');
    expect(divide('1', '3', 8)).toBe('0.33333333');
    expect(divide('2', '3', 2)).toBe('0.67');
    expect(divide('2', '3', 2, 'down')).toBe('0.66');
    expect(divide('-1', '8', 2)).toBe('-0.12'); // -0.125, tie to even
    expect(divide('1', '-0.5', 0)).toBe('-2');
    expect(() => divide('1', '0.00', 2)).toThrow(RangeError);
  });

  it('property: b × (a / b) is within one unit of the last decimal of a, times |b|', () => {
    fc.assert(
      fc.property(
        amount(8, 10n ** 12n),
        amount(8, 10n ** 12n),
        fc.integer({ min: 0, max: 10 }),
        (a, b, decimals) => {
          fc.pre(b.units !== 0n);
          for (const rounding of ['half-even', 'down'] as const) {
            const q = divide(a.text, b.text, decimals, rounding);
            expect(decimalsOf(q)).toBe(decimals);
            // |a − b × q| < |b| × 10^-decimals (half that for half-even), compared as exact decimals.
            const gap = subtract(a.text, multiply(b.text, q));
            const unit = multiply(b.units < 0n ? negate(b.text) : b.text, text(1n, decimals));
            const bound = rounding === 'down' ? unit : multiply(unit, '0.5');
            const size = sign(gap) < 0 ? negate(gap) : gap;
            expect(compare(size, bound)).toBeLessThanOrEqual(rounding === 'down' ? -1 : 0);
            // The quotient is the exact one whenever the division ends within the decimals.
            expect(divide(multiply(a.text, b.text), b.text, a.scale, rounding)).toBe(a.text);
          }
        },
      ),
    );
  });
});

describe('round (half to even, as the back end)', () => {
  it('rounds ties to the even neighbour and pads to the decimals', () => {
    expect(round('0.995', 2)).toBe('1.00');
    expect(round('0.505', 2)).toBe('0.50');
    expect(round('0.515', 2)).toBe('0.52');
    expect(round('-0.505', 2)).toBe('-0.50');
    expect(round('-0.004', 2)).toBe('0.00');
    expect(round('1.5', 2)).toBe('1.50');
    expect(round('2.5', 0)).toBe('2');
    expect(round('0.123456789', 8)).toBe('0.12345679');
    expect(() => round('1', -1)).toThrow(RangeError);
    expect(() => round('1', 1.5)).toThrow(RangeError);
  });

  it('property: exactly N decimals, within half a unit, ties to even, idempotent', () => {
    fc.assert(
      fc.property(amount(12), fc.integer({ min: 0, max: 10 }), (a, decimals) => {
        const rounded = round(a.text, decimals);
        expect(decimalsOf(rounded)).toBe(decimals);
        expect(round(rounded, decimals)).toBe(rounded);
        // |rounded − a| ≤ half a unit of the last decimal, compared at the finer scale.
        const scale = Math.max(a.scale, decimals) + 1;
        const r = BigInt(rounded.replace('.', ''));
        const error = r * 10n ** BigInt(scale - decimals) - at(a, scale);
        const half = 5n * 10n ** BigInt(scale - decimals - 1);
        const size = error < 0n ? -error : error;
        expect(size <= half).toBe(true);
        if (size === half) expect(r % 2n).toBe(0n);
        if (a.scale <= decimals) expect(compare(rounded, a.text)).toBe(0);
      }),
    );
  });

  // Random amounts almost never land on a tie; these are all ties (q + ½ units of the last decimal).
  it('property: a tie goes to the even neighbour, whatever the sign and trailing zeros', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 0, max: 3 }),
        (q, decimals, zeros) => {
          const magnitude = q < 0n ? -q : q;
          const tie = text((magnitude * 10n + 5n) * 10n ** BigInt(zeros), decimals + 1 + zeros);
          const signed = q < 0n ? `-${tie}` : tie;
          const even = magnitude % 2n === 0n ? magnitude : magnitude + 1n;
          expect(round(signed, decimals)).toBe(text(q < 0n ? -even : even, decimals));
        },
      ),
    );
  });

  it("'down' cuts toward zero", () => {
    expect(round('0.999', 2, 'down')).toBe('0.99');
    expect(round('-0.999', 2, 'down')).toBe('-0.99');
    expect(round('12', 2, 'down')).toBe('12.00');
    fc.assert(
      fc.property(amount(12), fc.integer({ min: 0, max: 10 }), (a, decimals) => {
        const cut = round(a.text, decimals, 'down');
        expect(decimalsOf(cut)).toBe(decimals);
        // Never further from zero than the amount, and less than one unit of the last decimal short.
        const scale = Math.max(a.scale, decimals);
        const c = BigInt(cut.replace('.', '')) * 10n ** BigInt(scale - decimals);
        const x = at(a, scale);
        const magnitude = (v: bigint) => (v < 0n ? -v : v);
        expect(magnitude(c) <= magnitude(x)).toBe(true);
        expect(magnitude(x) - magnitude(c) < 10n ** BigInt(scale - decimals)).toBe(true);
        if (c !== 0n) expect(c < 0n).toBe(x < 0n);
      }),
    );
  });

  it("rounds to the currency's decimals: 2 for fiat, the list's or 8 for crypto", () => {
    const list = [{ code: 'GEM', isCrypto: true, decimals: 4 }];
    expect(roundToCurrency('12.345', 'EUR')).toBe('12.34');
    expect(roundToCurrency('12.355', 'EUR')).toBe('12.36');
    expect(roundToCurrency('0.00012', 'EUR')).toBe('0.00');
    expect(roundToCurrency('0.00012', 'BTC', undefined, true)).toBe('0.00012000');
    expect(roundToCurrency('0.00012', 'USDT')).toBe('0.00012000');
    expect(roundToCurrency('1.23456789', 'GEM', list)).toBe('1.2346');
  });

  it('trims trailing zeros to the shortest text', () => {
    expect(trimZeros('96.50')).toBe('96.5');
    expect(trimZeros('1.000')).toBe('1');
    expect(trimZeros('-0.00')).toBe('0');
    expect(trimZeros('100')).toBe('100');
    fc.assert(
      fc.property(amount(), (a) => {
        const shortest = trimZeros(a.text);
        expect(compare(shortest, a.text)).toBe(0);
        expect(shortest.includes('.') && shortest.endsWith('0')).toBe(false);
      }),
    );
  });
});

// Issue 30: the wallet's live ngr was kept in hundredths, so a 0.00012 BTC win added nothing.
describe('crypto amounts keep every decimal', () => {
  it('adds a 0.00012 crypto win as 0.00012, not as nothing', () => {
    expect(add('0', '0.00012')).toBe('0.00012');
    expect(add('0.00', '0.00012')).toBe('0.00012');
    expect(subtract(add('1.50000000', '0.00012'), '0.00012')).toBe('1.50000000');
  });

  it('property: crypto wins and stakes add up to the integer sum of their 10^-8 units', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), cryptoWin), { maxLength: 60 }), (moves) => {
        const ngr = moves.reduce(
          (total, [debit, win]) => (debit ? add(total, win.text) : subtract(total, win.text)),
          '0',
        );
        const units = moves.reduce(
          (total, [debit, win]) => (debit ? total + win.units : total - win.units),
          0n,
        );
        expect(compare(ngr, text(units, 8))).toBe(0);
        expect(roundToCurrency(ngr, 'BTC', undefined, true)).toBe(text(units, 8));
      }),
    );
  });
});

describe('the formatter stays free of the arithmetic', () => {
  // format.ts and currency.ts load with the home page, whose first-load budget has under 1 KB left.
  it('format.ts and currency.ts import neither the arithmetic nor a decimal library', () => {
    for (const file of ['format.ts', 'currency.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^import[^;]*from '([^']+)'/gm)].map((match) => match[1]);
      expect(
        imports.filter((path) => /decimal|arithmetic|big/i.test(path ?? '')),
        file,
      ).toEqual([]);
    }
  });
});
