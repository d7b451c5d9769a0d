// The back end's currency list for every amount on the page (which codes are crypto, how many
// decimals each keeps). Loaded once a player is signed in: a guest's amounts are in the brand's
// fiat currency, which Intl knows, and a first visit makes no extra request.
import { currenciesQuery } from '@casino/api-client';
import { CurrencyListProvider } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApp } from '../AppContext.tsx';
import { useSession } from '../session/sessionStore.ts';

export function PlayerCurrencies({ children }: { children: ReactNode }) {
  const { api } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const currencies = useQuery({ ...currenciesQuery(api), enabled: authenticated });
  return <CurrencyListProvider currencies={currencies.data}>{children}</CurrencyListProvider>;
}
