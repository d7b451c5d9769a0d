// Range filters (RTP, max multiplier, bets) hold decimal strings: exact, comparable without floats,
// and the same text in the URL as in the field.

/** An open or closed range; a missing end is unbounded. */
export type DecimalRange = { min?: string; max?: string };

const decimalPattern = /^(\d*)(?:[.,](\d*))?$/;

/**
 * A field's text as a canonical decimal string (`" 096,50 "` → `"96.5"`), `undefined` for an empty
 * field, `null` for text that is not a non-negative decimal.
 */
export function parseDecimal(text: string): string | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const match = decimalPattern.exec(trimmed);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (whole === '' && fraction === '' && !/\d/.test(trimmed)) return null;
  return fraction ? `${whole || '0'}.${fraction}` : whole || '0';
}

/** Compares two canonical non-negative decimal strings exactly: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [aWhole = '0', aFraction = ''] = a.split('.');
  const [bWhole = '0', bFraction = ''] = b.split('.');
  const places = Math.max(aFraction.length, bFraction.length);
  const scaled = (whole: string, fraction: string) => BigInt(whole + fraction.padEnd(places, '0'));
  const difference = scaled(aWhole, aFraction) - scaled(bWhole, bFraction);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export type RangeCheck =
  | { ok: true; value: DecimalRange }
  | { ok: false; error: 'invalid' | 'order' | 'outOfBounds' };

/**
 * Two fields' text as a range: each end canonical or unbounded, within `bounds`, min ≤ max.
 */
export function checkRange(text: { min: string; max: string }, bounds: DecimalRange = {}): RangeCheck {
  const min = parseDecimal(text.min);
  const max = parseDecimal(text.max);
  if (min === null || max === null) return { ok: false, error: 'invalid' };
  for (const end of [min, max]) {
    if (end === undefined) continue;
    if (bounds.min !== undefined && compareDecimal(end, bounds.min) < 0)
      return { ok: false, error: 'outOfBounds' };
    if (bounds.max !== undefined && compareDecimal(end, bounds.max) > 0)
      return { ok: false, error: 'outOfBounds' };
  }
  if (min !== undefined && max !== undefined && compareDecimal(min, max) > 0)
    return { ok: false, error: 'order' };
  return { ok: true, value: { ...(min !== undefined && { min }), ...(max !== undefined && { max }) } };
}
