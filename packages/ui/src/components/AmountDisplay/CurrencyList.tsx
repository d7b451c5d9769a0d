// The back end's currency list, given once by the app, read by every amount on the page: it says
// which codes are crypto and how many decimals each keeps. Without it (stories, a list not yet
// loaded) amounts still show: the formatter falls back to Intl's own list of currencies.
import { type CurrencyList, formatAmount, formatCompactAmount } from '@casino/money';
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
  const { locale } = useIntl();
  const currencies = useContext(CurrencyListContext);
  return useCallback(
    (value, currency, options) =>
      formatAmount(value, { currency, locale, currencies, crypto: options?.crypto }),
    [locale, currencies],
  );
}

/** The short figure formatter (`formatCompactAmount`: "€1.2K") for cells too narrow for the amount. */
export function useFormatCompactAmount(): FormatAmount {
  const { locale } = useIntl();
  const currencies = useContext(CurrencyListContext);
  return useCallback(
    (value, currency, options) =>
      formatCompactAmount(value, { currency, locale, currencies, crypto: options?.crypto }),
    [locale, currencies],
  );
}
