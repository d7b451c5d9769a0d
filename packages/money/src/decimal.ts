// Exact decimal amounts ("12.50", "-0.00012345"), part one: reading, writing, comparing. Every
// amount is read into an integer of 10^-scale units (BigInt) and written back as a decimal
// string, so no binary float is ever on the way (0.3 < 0.30000000000000004, 0.00012 stays 0.00012).
//
// A BigInt core rather than decimal.js: the lobby's range filter loads this on the first visit,
// where the budget had 0.3 KB of room, and decimal.js is ~12 KB gzip. The first-load chunking
// (apps/casino/build/firstLoadChunk.ts) takes whole modules, so this file holds only what the
// range filter uses (isDecimal, compare, trimZeros) and the internals; everything else (parse,
// sign, add, round, percent …) is in arithmetic.ts, which loads with the features that use it.
// Operations take decimal strings only; a number becomes one through parseDecimal, once.
// Nothing here is imported by format.ts: displaying an amount needs no arithmetic.

/** @internal The amount in 10^-scale units: "12.50" is 1250n at scale 2. */
export interface Scaled {
  units: bigint;
  scale: number;
}

// The one decimal grammar: ASCII digits (\d without the u flag), an optional minus, an optional
// fraction with at least one digit. No exponent, no hex, no "+", no blank, no ".5" or "5.".
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Reads a decimal string or returns undefined: for callers that turn a bad amount into a state. */
function read(text: string): Scaled | undefined {
  // A value typed as a string may still be anything at run time (an answer's missing field).
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

/** @internal An amount read, or a RangeError naming the value: a malformed amount is a bug to see. */
export function scaled(value: string): Scaled {
  const amount = read(value);
  if (!amount) throw new RangeError(`Not a decimal amount: "${value}"`);
  return amount;
}

/** @internal `units` written with `scale` decimals (-5n, 2 → "-0.05"); zero has no sign. */
export function write(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
  return negative ? `-${body}` : body;
}

/** @internal The amount's units at a scale at least its own. */
export const at = (amount: Scaled, scale: number): bigint =>
  amount.units * 10n ** BigInt(scale - amount.scale);

/** Whether `value` is a strict decimal string (what every operation here takes). */
export const isDecimal = (value: string): boolean => read(value) !== undefined;

/** -1, 0 or 1 as a is less than, equal to or greater than b, exactly ("0.3" < "0.30000000000000004"). */
export function compare(a: string, b: string): -1 | 0 | 1 {
  const x = scaled(a);
  const y = scaled(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = at(x, scale) - at(y, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The shortest text of the amount: no trailing zeros, no lone point ("96.50" → "96.5", "1.000" → "1"). */
export function trimZeros(amount: string): string {
  let { units, scale } = scaled(amount);
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return write(units, scale);
}
