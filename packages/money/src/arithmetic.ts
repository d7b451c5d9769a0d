// Exact decimal amounts, part two: parse, sign, add, subtract, multiply, percent, divide, round
// to the currency's decimals, on decimal.ts's reading and writing; results are exact decimal
// strings. Only the features that use it load it (see decimal.ts for why it is apart).
import { type CurrencyList, currencyFacts } from './currency.ts';
import { at, compare, scaled, write } from './decimal.ts';

/**
 * The amount as an exact decimal string with the decimals it was written with ("007.50" → "7.50",
 * "-0.00" → "0.00"). A finite number is the decimal of its shortest round-trip text (0.05,
 * 0.060000000000000005; 1e-7 → "0.0000001", 1e21 → "1000000000000000000000"): what a JSON
 * number from the back end was written as. Throws a RangeError for anything else: "", "1e3",
 * "0x10", " 1", "+1", ".5", NaN, Infinity.
 */
export function parseDecimal(value: string | number): string {
  if (typeof value === 'string') {
    const { units, scale } = scaled(value);
    return write(units, scale);
  }
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  // The exponent is only ever in a number's text (1e-7, 1.5e+21): the mantissa is a decimal.
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const { units, scale } = scaled(mantissa);
  const shifted = scale - Number(exponent);
  return shifted < 0 ? write(units * 10n ** BigInt(-shifted), 0) : write(units, shifted);
}

/** The number of decimals the amount is written with ("12.50" → 2, "3" → 0). */
export const scaleOf = (amount: string): number => scaled(amount).scale;

/** -1, 0 or 1 as the amount is negative, zero or positive. */
export const sign = (a: string): -1 | 0 | 1 => compare(a, '0');

/** Whether the amount is zero, whatever its decimals ("0", "0.00", "-0.0"). */
export const isZero = (a: string): boolean => scaled(a).units === 0n;

/** a + b, exactly, with the larger of their numbers of decimals ("40.00" + "3460" → "3500.00"). */
export function add(a: string, b: string): string {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  return write(at(x, scale) + at(y, scale), scale);
}

/** a − b, exactly, with the larger of their numbers of decimals. */
export function subtract(a: string, b: string): string {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  return write(at(x, scale) - at(y, scale), scale);
}

/** −a ("2.50" → "-2.50", "0.00" → "0.00"). */
export function negate(a: string): string {
  const { units, scale } = scaled(a);
  return write(-units, scale);
}

/** The sum of any number of amounts, exactly ("0" for none). */
export const sum = (values: Iterable<string>): string => {
  let total = '0';
  for (const value of values) total = add(total, value);
  return total;
};

/** a × b, exactly: the decimals of both added up ("19.90" × "0.05" → "0.9950"). */
export function multiply(a: string, b: string): string {
  const x = scaled(a);
  const y = scaled(b);
  return write(x.units * y.units, x.scale + y.scale);
}

/** `percent` % of the amount, exactly ("19.90", "5" → "0.9950"; "0.00012", "12.5" → "0.00001500"). */
export function percentOf(amount: string, percent: string): string {
  const x = scaled(amount);
  const p = scaled(percent);
  // Dividing by 100 is two more decimals, never a division.
  return write(x.units * p.units, x.scale + p.scale + 2);
}

/** How a result between two neighbours at the last decimal is chosen. */
export type Rounding = 'half-even' | 'down';

const checkDecimals = (decimals: number) => {
  if (!Number.isInteger(decimals) || decimals < 0)
    throw new RangeError(`Not a number of decimals: ${decimals}`);
};

/** n / d as an integer: toward zero ('down') or to the nearest, ties to the even one ('half-even'). */
function divideUnits(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d < 0n) return divideUnits(-n, -d, rounding);
  const negative = n < 0n;
  const magnitude = negative ? -n : n;
  let quotient = magnitude / d;
  const twice = (magnitude % d) * 2n;
  if (rounding === 'half-even' && (twice > d || (twice === d && quotient % 2n === 1n))) quotient += 1n;
  return negative ? -quotient : quotient;
}

/**
 * The amount rounded to exactly `decimals` decimals, half to even by default: the back end's
 * rounding (decimal.js ROUND_HALF_EVEN), so the browser shows the figure the server will pay
 * ("0.995", 2 → "1.00"; "0.505", 2 → "0.50"; "1.5", 2 → "1.50"). 'down' cuts toward zero.
 */
export function round(amount: string, decimals: number, rounding: Rounding = 'half-even'): string {
  checkDecimals(decimals);
  const { units, scale } = scaled(amount);
  if (scale <= decimals) return write(units * 10n ** BigInt(decimals - scale), decimals);
  return write(divideUnits(units, 10n ** BigInt(scale - decimals), rounding), decimals);
}

/**
 * a / b in exactly `decimals` decimals, rounded half to even or 'down' (toward zero): a ratio of
 * two amounts ("40.00" / "3500.00", 4 → "0.0114"). A quotient is the one result that is not
 * exact in decimals, so the caller says how many it needs. Throws a RangeError when b is zero.
 */
export function divide(a: string, b: string, decimals: number, rounding: Rounding = 'half-even'): string {
  checkDecimals(decimals);
  const x = scaled(a);
  const y = scaled(b);
  if (y.units === 0n) throw new RangeError('Division by zero');
  // x/y = (xu / 10^xs) / (yu / 10^ys); in 10^-decimals units: xu × 10^(decimals + ys) / (yu × 10^xs).
  return write(
    divideUnits(x.units * 10n ** BigInt(decimals + y.scale), y.units * 10n ** BigInt(x.scale), rounding),
    decimals,
  );
}

/**
 * The amount rounded (half to even) to the decimals of its currency: 2 for fiat, the currency
 * list's decimals (up to 8) for crypto. `crypto` is the wallet's flag for a list not yet loaded.
 */
export const roundToCurrency = (
  amount: string,
  currency: string,
  currencies?: CurrencyList,
  crypto = false,
): string => round(amount, currencyFacts(currency, currencies, crypto).decimals);
