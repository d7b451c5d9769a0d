// Spec 9, amount display: 2 decimals; crypto up to 8 with trailing zeros trimmed; zero as 0.00.
// The one formatter every amount in the app and the design system goes through. It never throws:
// a currency `Intl` rejects (USDT) or a locale it does not know must not take a page down.
import { type CurrencyFacts, type CurrencyList, currencyFacts, FIAT_DECIMALS } from './currency.ts';

export type AmountFormat = {
  /** ISO 4217 code (EUR, TRY), a crypto ticker (BTC, USDT) or any other code. */
  currency: string;
  /** BCP 47 locale for grouping, digits and the decimal sign. */
  locale: string;
  /** The wallet says it is crypto: up to 8 decimals, trimmed, even before the list arrives. */
  crypto?: boolean;
  /** The back end's currency list: decides crypto or ISO and the decimals per code. */
  currencies?: CurrencyList;
};

export const DECIMAL = /^-?\d+(\.\d+)?$/;

// Intl.NumberFormat.format takes decimal strings (exact) as well as numbers.
export type Formattable = number & string;

/**
 * Amounts in Arabic use Latin digits (1,234.50), in every engine. Which digits plain `ar` gets is
 * the engine's ICU's choice and differs: newer CLDR data (Chromium, Node) gives Latin digits,
 * older (WebKitGTK on Debian, regional tags such as ar-EG everywhere) Arabic-Indic ones (١٬٢٣٤٫٥٠),
 * so one page showed both kinds side by side across engines (issue 36). Latin digits are what the
 * player types into amount fields and what the cashier's limits and the back end's messages use.
 * A locale that asks for a numbering system itself (`-u-nu-…`) keeps it.
 */
export function numberingLocale(locale: string): string {
  if (!/^ar(-|$)/i.test(locale) || /-u(-[a-z0-9]{2,8})*-nu-/i.test(locale)) return locale;
  return /-u-/i.test(locale) ? locale.replace(/-u-/i, '-u-nu-latn-') : `${locale}-u-nu-latn`;
}

const formatters = new Map<string, Intl.NumberFormat>();
/** NumberFormat objects are costly to build and amounts render in long lists: one per shape. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(numberingLocale(locale), options);
    } catch (error) {
      // A malformed locale tag: the same shape in English rather than no amount at all.
      if (!(error instanceof RangeError) || locale === 'en') throw error;
      format = new Intl.NumberFormat('en', options);
    }
    formatters.set(key, format);
  }
  return format;
}

/**
 * Formats an amount with its currency in the locale's grouping and sign. A decimal string (the
 * back end's exact amounts, "12.50") is formatted as written: Intl rounds the string itself, so
 * no binary float is on the way. ISO currencies show their symbol and exactly their decimals;
 * crypto and other codes show up to their decimals, trimmed, followed by the code.
 */
export function formatAmount(value: number | string, format: AmountFormat): string {
  const facts = currencyFacts(format.currency, format.currencies, format.crypto);
  try {
    return formatKnown(value, facts, format.locale);
  } catch {
    // Nothing above should throw; if an engine still does, the number and the code are enough.
    return `${String(value)} ${format.currency}`;
  }
}

function formatKnown(value: number | string, facts: CurrencyFacts, locale: string): string {
  const decimals = facts.decimals;
  if (typeof value === 'string') {
    const exact = DECIMAL.test(value) ? value : '0';
    // Zero (also -0 and dust below the last decimal) is always 0.00.
    const [whole = '', fraction = ''] = exact.split('.');
    const isZero = /^-?0*$/.test(whole) && /^0*$/.test(fraction.slice(0, decimals));
    return formatNumber(isZero ? '0' : exact, isZero, facts, locale);
  }
  const safe = Number.isFinite(value) ? value : 0;
  // Rounded to zero (including -0 and dust below the last decimal): always 0.00.
  const rounded = Number(safe.toFixed(decimals));
  const isZero = rounded === 0;
  return formatNumber(isZero ? 0 : rounded, isZero, facts, locale);
}

function formatNumber(
  number: number | string,
  isZero: boolean,
  facts: CurrencyFacts,
  locale: string,
): string {
  const n = number as Formattable;
  if (facts.kind === 'other') {
    const digits = numberFormat(locale, {
      minimumFractionDigits: isZero ? FIAT_DECIMALS : 0,
      maximumFractionDigits: isZero ? FIAT_DECIMALS : facts.decimals,
      useGrouping: true,
    }).format(n);
    return `${digits} ${facts.code}`;
  }
  return numberFormat(locale, {
    style: 'currency',
    currency: facts.code,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: facts.decimals,
    maximumFractionDigits: facts.decimals,
  }).format(n);
}
