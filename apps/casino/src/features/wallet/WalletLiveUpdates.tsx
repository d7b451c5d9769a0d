// The player's wallet events (spec 7 Socket): debit and credit put the new balance into the cached
// user details at once and move the accumulator's ngr; failedDeposit is remembered for the cashier.
// socket.io delivers at most once, so a connection that recovered nothing re-reads user details
// over HTTP; a refused token re-reads them too, which ends the session the usual way (403). This
// code loads lazily when a player signs in, while the player's connection opens at once: mounted
// after that connection came up, it has missed the connection's resync and any wallet event since,
// so it reads the details once itself (a CI run saw the header keep the balance from before a spin).
import type { WalletEvent } from '@casino/api-client';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect } from 'react';
import { userDetailsQuery } from '../../core/api/queries.ts';
import type { UserDetails } from '../../core/api/types.ts';
import { LiveContext } from '../../core/live/LiveProvider.tsx';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { useWalletActivity } from '../../core/live/walletActivity.ts';

/**
 * Shows the server's exact totals from the event; never adds amounts up in the browser. A read of
 * the details already on its way (a resync's) may have left the server before this event, and its
 * answer would put the older balance back: it is dropped and the details read again, after the
 * event (the e2e run saw the header stay at the balance before a spin).
 */
export function applyBalance(queryClient: QueryClient, event: WalletEvent): void {
  const { balance, bonusBalance, totalBalance } = event;
  const readInFlight = queryClient.isFetching({ queryKey: userDetailsQuery.key }) > 0;
  queryClient.setQueryData<UserDetails>(userDetailsQuery.key, (details) =>
    details ? { ...details, wallet: { ...details.wallet, balance, bonusBalance, totalBalance } } : details,
  );
  // Refetching cancels the read in flight (cancelRefetch) before its answer can land.
  if (readInFlight) void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
}

export function WalletLiveUpdates() {
  const queryClient = useQueryClient();
  const live = useContext(LiveContext);
  const refetchDetails = () => void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
  useLiveEvent('debit', (event) => {
    useWalletActivity.getState().debit(event);
    applyBalance(queryClient, event);
  });
  useLiveEvent('credit', (event) => {
    useWalletActivity.getState().credit(event);
    applyBalance(queryClient, event);
  });
  useLiveEvent('failedDeposit', (event) => useWalletActivity.getState().depositFailed(event.method));
  useLiveEvent('resync', (signal) => {
    if (signal.asPlayer) refetchDetails();
  });
  useLiveEvent('unauthorized', refetchDetails);
  // Mounted late (see the top): after the listeners above subscribed, in the same flush, so no
  // event can come in between.
  useEffect(() => {
    if (live?.connected && live.asPlayer)
      void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
  }, [live, queryClient]);
  // Mounted for players only: what one player's events left goes with them.
  useEffect(() => () => useWalletActivity.getState().reset(), []);
  return null;
}

// The manifest loads this module lazily: its default is the slot component.
export { WalletLiveUpdates as default };
