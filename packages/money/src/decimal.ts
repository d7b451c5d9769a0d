// Exact money arithmetic on decimal strings ("12.50", "-0.00012345"): parse, add, subtract,
// compare, multiply, percent, round to the currency's decimals. Every amount is read into an
// integer of 10^-scale units (BigInt) and written back as a decimal string, so no binary float is
// ever on the way (0.1 + 0.2 is 0.3, a 0.00012 BTC win is 0.00012).
//
// A BigInt core rather than decimal.js: the lobby and the header import this, the first-load
// budget has under 1 KB of room, and decimal.js is ~12 KB gzip where this is a few hundred bytes.
// Nothing here is imported by `format.ts`: displaying an amount needs no arithmetic.
import { type CurrencyList, currencyFacts } from './currency.ts';

/** An amount as the back end sends it (a decimal string) or a finite number (read as its shortest text). */
export type DecimalInput = string | number;

interface Scaled {
  /** The amount in 10^-scale units: "12.50" is 1250n at scale 2. */
  units: bigint;
  scale: number;
}

// The one decimal grammar: ASCII digits, an optional minus, an optional fraction with at least one
// digit. No exponent, no hex, no "+", no blank, no ".5" or "5.": what the back end writes.
const DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/**
 * A finite number as the decimal it was written as: its shortest round-trip text, with an
 * exponent expanded (1e-7 → "0.0000001", 1e21 → "1000000000000000000000"). The back end's JSON
 * numbers (0.05, 0.060000000000000005) mean exactly that text.
 */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  const e = text.indexOf('e');
  if (e < 0) return text;
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.slice(negative ? 1 : 0, e).split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(text.slice(e + 1));
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${body}` : body;
}

/** Reads an amount or returns undefined: for callers that turn a bad amount into a state. */
function read(value: DecimalInput): Scaled | undefined {
  // A value typed as a string may still be anything at run time (an answer's missing field).
  const text = typeof value === 'number' ? (Number.isFinite(value) ? numberText(value) : '') : value;
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

function scaled(value: DecimalInput): Scaled {
  const amount = read(value);
  // A thrown RangeError names the value: a malformed amount from the server is a bug to see.
  if (!amount) throw new RangeError(`Not a decimal amount: ${JSON.stringify(String(value))}`);
  return amount;
}

/** `units` written with `scale` decimals ("-5n, 2" → "-0.05"); zero has no sign. */
function write(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${body}` : body;
}

const at = (amount: Scaled, scale: number): bigint => amount.units * 10n ** BigInt(scale - amount.scale);

/** Whether `value` is a decimal amount this module reads (a strict decimal string or a finite number). */
export const isDecimal = (value: DecimalInput): boolean => read(value) !== undefined;

/**
 * The amount as an exact decimal string with the decimals it was written with ("007.50" → "7.50",
 * "-0.00" → "0.00", 1e-7 → "0.0000001"). Throws a RangeError for anything else: "", "1e3",
 * "0x10", " 1", "+1", ".5", NaN, Infinity.
 */
export function parseDecimal(value: DecimalInput): string {
  const { units, scale } = scaled(value);
  return write(units, scale);
}

/** The number of decimals the amount is written with ("12.50" → 2, "3" → 0, 1e-7 → 7). */
export const scaleOf = (amount: DecimalInput): number => scaled(amount).scale;

/** a + b, exactly, with the larger of their numbers of decimals ("40.00" + "3460" → "3500.00"). */
export function add(a: DecimalInput, b: DecimalInput): string {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  return write(at(x, scale) + at(y, scale), scale);
}

/** a − b, exactly, with the larger of their numbers of decimals. */
export function subtract(a: DecimalInput, b: DecimalInput): string {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  return write(at(x, scale) - at(y, scale), scale);
}

/** −a ("2.50" → "-2.50", "0.00" → "0.00"). */
export function negate(a: DecimalInput): string {
  const { units, scale } = scaled(a);
  return write(-units, scale);
}

/** The sum of any number of amounts, exactly ("0" for none). */
export const sum = (values: Iterable<DecimalInput>): string => {
  let total = '0';
  for (const value of values) total = add(total, value);
  return total;
};

/** -1, 0 or 1 as a is less than, equal to or greater than b, exactly ("0.3" < "0.30000000000000004"). */
export function compare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = at(x, scale) - at(y, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** -1, 0 or 1 as the amount is negative, zero or positive. */
export function sign(a: DecimalInput): -1 | 0 | 1 {
  const { units } = scaled(a);
  return units < 0n ? -1 : units > 0n ? 1 : 0;
}

/** Whether the amount is zero, whatever its decimals ("0", "0.00", "-0.0"). */
export const isZero = (a: DecimalInput): boolean => scaled(a).units === 0n;

/** a × b, exactly: the decimals of both added up ("19.90" × 0.05 → "0.9950"). */
export function multiply(a: DecimalInput, b: DecimalInput): string {
  const x = scaled(a);
  const y = scaled(b);
  return write(x.units * y.units, x.scale + y.scale);
}

/** `percent` % of the amount, exactly ("19.90", 5 → "0.9950"; "0.00012", 12.5 → "0.00001500"). */
export function percentOf(amount: DecimalInput, percent: DecimalInput): string {
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
export function round(amount: DecimalInput, decimals: number, rounding: Rounding = 'half-even'): string {
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
export function divide(
  a: DecimalInput,
  b: DecimalInput,
  decimals: number,
  rounding: Rounding = 'half-even',
): string {
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
  amount: DecimalInput,
  currency: string,
  currencies?: CurrencyList,
  crypto = false,
): string => round(amount, currencyFacts(currency, currencies, crypto).decimals);

/** The shortest text of the amount: no trailing zeros, no lone point ("96.50" → "96.5", "1.000" → "1"). */
export function trimZeros(amount: DecimalInput): string {
  let { units, scale } = scaled(amount);
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return write(units, scale);
}
