/**
 * Exact money. Amounts live in PostgreSQL as numeric and travel as decimal strings (both drivers
 * return numeric as text); arithmetic in JavaScript goes through decimal.js, never through
 * binary floats (ten 0.1 stakes are exactly 1). JSON answers carry amounts as decimal strings in
 * the currency's precision ("12.50" EUR, "0.00012345" BTC) so the front end formats them without
 * rounding surprises.
 */
import Decimal from 'decimal.js';
import { fail } from './errors.ts';
import type { Schema } from './schema.ts';

export { Decimal };

/** A decimal amount as the database and the JSON answers carry it. */
export type Amount = string;

export const MAX_DECIMALS = 8;

/** Decimal of a stored amount or a request amount (a JSON number's shortest text is what was typed). */
export const dec = (value: Decimal.Value): Decimal =>
  new Decimal(typeof value === 'number' ? String(value) : value);

/** The amount as a decimal string with exactly `decimals` places (2 for fiat). */
export const fixed = (value: Decimal.Value, decimals = 2): Amount =>
  dec(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_EVEN).toFixed(decimals);

/** Sum of amounts, exactly. */
export const sum = (...values: Decimal.Value[]): Decimal =>
  values.reduce<Decimal>((a, v) => a.plus(dec(v)), dec(0));

/**
 * A request amount in a currency of `decimals` places: positive, finite, and with no more
 * places than the currency has (1.005 EUR is refused, not rounded).
 */
export function parseAmount(value: number | string, decimals: number, field = 'amount'): Decimal {
  let d: Decimal;
  try {
    d = dec(value);
  } catch {
    return fail('VALIDATION_ERROR', 'The amount is not a number', field);
  }
  if (!d.isFinite()) return fail('VALIDATION_ERROR', 'The amount is not a number', field);
  if (d.decimalPlaces() > decimals)
    return fail('VALIDATION_ERROR', `The amount has more than ${decimals} decimals`, field, { decimals });
  return d;
}

const AMOUNT_DESCRIPTION =
  'Decimal string, exact, in the currency precision (2 decimals for fiat, up to 8 for crypto), e.g. "12.50"; never a binary float.';

/** An amount in an answer: a decimal string. */
export const amountOut = (extra: Schema = {}): Schema => ({
  type: 'string',
  pattern: '^-?\\d+(\\.\\d{1,8})?$',
  description: AMOUNT_DESCRIPTION,
  ...extra,
});

/** An amount in a request: a JSON number or a decimal string (preferred: no float on the way). */
export const amountIn = (extra: Schema = {}): Schema =>
  requestAmount({
    anyOf: [{ type: 'number' }, { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' }],
    description: 'A decimal string ("12.50") or a JSON number; at most the currency precision.',
    ...extra,
  });

/**
 * The request schemas that are amounts. Schema validation alone cannot hold an amount to "a
 * decimal string or a number": it coerces before it checks ("0x10" and "1e3" pass as numbers,
 * [10] is unwrapped, true becomes 1), so "0x10" deposited 16.00 (issue 32). The app checks the
 * raw JSON value of each such body field before validation (app.ts, isAmountValue).
 */
const requestAmounts = new WeakSet<object>();

/** Marks a body field's schema as an amount (amountIn does; a limit's `nullable(num())` says so here). */
export function requestAmount<S extends Schema>(schema: S): S {
  requestAmounts.add(schema);
  return schema;
}

export const isRequestAmount = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && requestAmounts.has(schema);

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** What an amount field takes: a finite JSON number or a decimal string, nothing coerced. */
export const isAmountValue = (value: unknown): boolean =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && DECIMAL.test(value));
