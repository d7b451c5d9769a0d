// Spec 9, amount display: 2 decimals; crypto up to 8 with trailing zeros trimmed; zero as 0.00.

export const FIAT_DECIMALS = 2;
export const CRYPTO_MAX_DECIMALS = 8;

export type AmountFormat = {
  /** ISO 4217 code (EUR, TRY) or a crypto ticker (BTC, USDT). */
  currency: string;
  /** BCP 47 locale for grouping and the decimal sign. */
  locale: string;
  /** Crypto: up to 8 decimals, trailing zeros trimmed. */
  crypto?: boolean;
};

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * Formats an amount with the currency symbol and the locale's grouping. A decimal string (the
 * back end's exact amounts, "12.50") is formatted as written: Intl rounds the string itself,
 * so no binary float is on the way.
 */
export function formatAmount(
  value: number | string,
  { currency, locale, crypto = false }: AmountFormat,
): string {
  const decimals = crypto ? CRYPTO_MAX_DECIMALS : FIAT_DECIMALS;
  if (typeof value === 'string') {
    const exact = DECIMAL.test(value) ? value : '0';
    // Zero (also -0 and dust below the last decimal) is always 0.00.
    const [, fraction = ''] = exact.split('.');
    const isZero = /^-?0*$/.test(exact.split('.')[0] ?? '') && /^0*$/.test(fraction.slice(0, decimals));
    return formatNumber(isZero ? '0' : exact, isZero, { currency, locale, crypto });
  }
  const safe = Number.isFinite(value) ? value : 0;
  // Rounded to zero (including -0 and dust below the last decimal): always 0.00.
  const rounded = Number(safe.toFixed(decimals));
  const isZero = rounded === 0;
  return formatNumber(isZero ? 0 : rounded, isZero, { currency, locale, crypto });
}

// Intl.NumberFormat.format takes decimal strings (exact) as well as numbers.
type Formattable = number & string;

function formatNumber(
  number: number | string,
  isZero: boolean,
  { currency, locale, crypto = false }: AmountFormat,
): string {
  const n = number as Formattable;
  if (crypto) {
    const digits = new Intl.NumberFormat(locale, {
      minimumFractionDigits: isZero ? FIAT_DECIMALS : 0,
      maximumFractionDigits: isZero ? FIAT_DECIMALS : CRYPTO_MAX_DECIMALS,
      useGrouping: true,
    }).format(n);
    return `${digits} ${currency}`;
  }
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: FIAT_DECIMALS,
    maximumFractionDigits: FIAT_DECIMALS,
  }).format(n);
}
