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

/** Formats an amount with the currency symbol and the locale's grouping. */
export function formatAmount(value: number, { currency, locale, crypto = false }: AmountFormat): string {
  const safe = Number.isFinite(value) ? value : 0;
  // Rounded to zero (including -0 and dust below the last decimal): always 0.00.
  const rounded = Number(safe.toFixed(crypto ? CRYPTO_MAX_DECIMALS : FIAT_DECIMALS));
  const isZero = rounded === 0;
  const number = isZero ? 0 : rounded;
  if (crypto) {
    const digits = new Intl.NumberFormat(locale, {
      minimumFractionDigits: isZero ? FIAT_DECIMALS : 0,
      maximumFractionDigits: isZero ? FIAT_DECIMALS : CRYPTO_MAX_DECIMALS,
      useGrouping: true,
    }).format(number);
    return `${digits} ${currency}`;
  }
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: FIAT_DECIMALS,
    maximumFractionDigits: FIAT_DECIMALS,
  }).format(number);
}
