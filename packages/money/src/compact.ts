// The short figure for a tight cell, apart from the amount formatter: only the phone calendars
// (lazy) use it, so it stays out of the first load that formatAmount is part of (issue 33).
import { currencyFacts } from './currency.ts';
import { type AmountFormat, DECIMAL, type Formattable, formatAmount, numberFormat } from './format.ts';

/**
 * A short figure for a tight cell (a calendar day on a 320 px phone): Intl's compact notation
 * with at most 2 significant digits ("€1.2K", "€5.4", "1.2 mil €"), and for crypto or another code
 * the compact number followed by the code ("0.0012 USDT"), which may wrap at the space but never
 * inside the number. Never the amount a player is asked to act on: the full amount
 * (`formatAmount`) goes next to any action.
 */
export function formatCompactAmount(value: number | string, format: AmountFormat): string {
  const facts = currencyFacts(format.currency, format.currencies, format.crypto);
  const exact = typeof value === 'string' ? (DECIMAL.test(value) ? value : '0') : value;
  const n = (typeof exact === 'number' && !Number.isFinite(exact) ? 0 : exact) as Formattable;
  const shape: Intl.NumberFormatOptions = { notation: 'compact', maximumSignificantDigits: 2 };
  try {
    if (facts.kind === 'other') return `${numberFormat(format.locale, shape).format(n)} ${facts.code}`;
    return numberFormat(format.locale, {
      ...shape,
      style: 'currency',
      currency: facts.code,
      currencyDisplay: 'narrowSymbol',
    }).format(n);
  } catch {
    return formatAmount(value, format);
  }
}
