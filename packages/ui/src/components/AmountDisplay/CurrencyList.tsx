// The back end's currency list, given once by the app, read by every amount on the page: it says
// which codes are crypto and how many decimals each keeps. Without it (stories, a list not yet
// loaded) amounts still show: the formatter falls back to Intl's own list of currencies.
import { type AmountFormat, type CurrencyList, formatAmount } from '@casino/money';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useIntl } from 'react-intl';

const CurrencyListContext = createContext<CurrencyList | undefined>(undefined);

export function CurrencyListProvider({
  currencies,
  children,
}: {
  currencies: CurrencyList | undefined;
  children: ReactNode;
}) {
  return <CurrencyListContext.Provider value={currencies}>{children}</CurrencyListContext.Provider>;
}

export type FormatAmount = (
  value: number | string,
  currency: string,
  options?: { crypto?: boolean },
) => string;

/** The amount formatter in the active locale with the app's currency list: for amounts inside text. */
export function useFormatAmount(): FormatAmount {
  return useFormatAmountWith(formatAmount);
}

/**
 * An amount formatter of @casino/money (formatAmount, or formatCompactAmount in the phone
 * calendars' chunk) in the active locale with the app's currency list.
 */
export function useFormatAmountWith(
  format: (value: number | string, format: AmountFormat) => string,
): FormatAmount {
  const { locale } = useIntl();
  const currencies = useContext(CurrencyListContext);
  return useCallback(
    (value, currency, options) => format(value, { currency, locale, currencies, crypto: options?.crypto }),
    [format, locale, currencies],
  );
}
