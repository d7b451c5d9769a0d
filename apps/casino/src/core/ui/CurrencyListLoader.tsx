// Fetches the back end's currency list for a signed-in player and gives it to PlayerCurrencies.
// Rendered by the player's header (a chunk guests never load); cached for a day.
import { currenciesQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApp } from '../AppContext.tsx';
import { useSetCurrencyList } from './PlayerCurrencies.tsx';

export function CurrencyListLoader() {
  const { api } = useApp();
  const setCurrencyList = useSetCurrencyList();
  const { data } = useQuery(currenciesQuery(api));
  useEffect(() => {
    if (data) setCurrencyList(data);
  }, [data, setCurrencyList]);
  return null;
}
