// Range filters (RTP, max multiplier, bets) hold decimal strings: exact, comparable without floats,
// and the same text in the URL as in the field.
import { compare, isDecimal, trimZeros } from '@casino/money';

/** An open or closed range; a missing end is unbounded. */
export type DecimalRange = { min?: string; max?: string };

/**
 * A field's text as a canonical decimal string (`" 096,50 "` → `"96.5"`), `undefined` for an empty
 * field, `null` for text that is not a non-negative decimal. A field is more forgiving than an
 * amount from the server: a comma may be the decimal sign and the digits on one side of it may be
 * left out (".5", "7."); what remains is read by the money module, strictly.
 */
export function parseDecimal(text: string): string | undefined | null {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const [whole = '', fraction = '', ...more] = trimmed.replace(',', '.').split('.');
  if (more.length > 0 || (whole === '' && fraction === '')) return null;
  const typed = fraction ? `${whole || '0'}.${fraction}` : whole;
  // A range filter's ends are never negative: the minus is refused before the money module sees it.
  if (typed.startsWith('-') || !isDecimal(typed)) return null;
  return trimZeros(typed);
}

/** Compares two decimal strings exactly: -1, 0 or 1 (the money module's comparison, kept by name). */
export const compareDecimal: (a: string, b: string) => -1 | 0 | 1 = compare;

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
