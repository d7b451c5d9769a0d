// The back end's currency list for every amount on the page (which codes are crypto, how many
// decimals each keeps). The provider sits above every page and holds only the list; the code that
// fetches it (CurrencyListLoader) comes with the player's header, so a guest's first visit neither
// downloads nor asks for it: a guest's amounts are in the brand's fiat currency, which Intl knows.
import type { CurrencyList } from '@casino/money';
import { CurrencyListProvider } from '@casino/ui';
import { createContext, type ReactNode, useContext, useState } from 'react';

const SetCurrencyList = createContext<(list: CurrencyList) => void>(() => undefined);

export function PlayerCurrencies({ children }: { children: ReactNode }) {
  const [currencies, setCurrencies] = useState<CurrencyList>();
  return (
    <SetCurrencyList.Provider value={setCurrencies}>
      <CurrencyListProvider currencies={currencies}>{children}</CurrencyListProvider>
    </SetCurrencyList.Provider>
  );
}

/** Hands the fetched list to every amount on the page (CurrencyListLoader). */
export const useSetCurrencyList = () => useContext(SetCurrencyList);
