// Spec 4, the daily accumulator: the countdown target and the payout, as pure functions.

export const HALF_HOUR_MS = 30 * 60 * 1000;

/**
 * The next :00 or :30 strictly after `now` (at 10:30:00.000 sharp, 11:00). Whole hours and half
 * hours are the same instants in every time zone whose offset is a multiple of 30 minutes; the
 * server counts in UTC, so the target is read on UTC.
 */
export function nextHalfHour(now: Date): Date {
  const ms = now.getTime();
  return new Date((Math.floor(ms / HALF_HOUR_MS) + 1) * HALF_HOUR_MS);
}

/** Whole seconds left until `target` (0 once it has passed). */
export function secondsUntil(target: Date, now: Date): number {
  return Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000));
}

/** "mm:ss" (a half hour is at most 30:00). */
export function formatMinutesSeconds(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A decimal string or a number's shortest text as an integer and a scale ("12.5" → 125n, 1). */
function parseDecimal(value: string | number): { units: bigint; scale: number } {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`Not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`) * (sign ? -1n : 1n);
  return { units, scale: fraction.length };
}

/** A number's exact shortest decimal text, without exponent (1e-7 → "0.0000001"). */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa = '0', exponentText = '0'] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const [whole = '0', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = `${whole}${fraction}`;
  const point = whole.length + exponent;
  const body =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? `${digits}${'0'.repeat(point - digits.length)}`
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return `${negative ? '-' : ''}${body}`;
}

/** units / 10^drop rounded half to even (the server's rounding: decimal.js ROUND_HALF_EVEN). */
function roundHalfEven(units: bigint, drop: number): bigint {
  if (drop <= 0) return units * 10n ** BigInt(-drop);
  const divisor = 10n ** BigInt(drop);
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  let quotient = magnitude / divisor;
  const twice = (magnitude % divisor) * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

function formatUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, '0');
  const body = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${body}` : body;
}

/** Adds two decimal strings exactly, in `decimals` places ("1.10" + "-0.35" → "0.75"). */
export function addDecimal(a: string, b: string, decimals = 2): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const scale = Math.max(x.scale, y.scale);
  const sum = x.units * 10n ** BigInt(scale - x.scale) + y.units * 10n ** BigInt(scale - y.scale);
  return formatUnits(roundHalfEven(sum, scale - decimals), decimals);
}

/**
 * payout = ngr × percent (spec 4), exactly, as the server computes it: a negative ngr pays
 * nothing, the product is rounded half to even to the currency's decimals. `percent` is the
 * server's fraction (0.05 pays 5 %).
 */
export function accumulatorPayout(ngr: string, percent: number, decimals = 2): string {
  const n = parseDecimal(ngr);
  const p = parseDecimal(percent);
  const product = n.units < 0n ? 0n : n.units * p.units;
  return formatUnits(roundHalfEven(product, n.scale + p.scale - decimals), decimals);
}
