// The player's live connection: socket.io authenticated with the access token, websocket first
// then polling, reconnecting on its own. Wallet events update the cached balance at once; a
// reconnect that did not recover missed events re-fetches user details over HTTP, because
// socket.io delivers at most once.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import type { UserDetails } from '../../api/types.ts';
import { userDetailsQuery } from '../../boot/queries.ts';
import { useSession } from '../../session/sessionStore.ts';
import { useApp } from '../../shell/AppContext.tsx';
import { isTerminationReason } from '../session/sessionMessages.ts';
import { useLiveEvents, type WalletEvent } from './liveEvents.ts';

function applyBalance(queryClient: QueryClient, event: WalletEvent): void {
  if (typeof event.balance !== 'number') {
    void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
    return;
  }
  const balance = event.balance;
  queryClient.setQueryData<UserDetails>(userDetailsQuery.key, (details) =>
    details
      ? {
          ...details,
          wallet: {
            ...details.wallet,
            balance,
            totalBalance: balance + (details.wallet.bonusBalance ?? 0),
          },
        }
      : details,
  );
}

export function SocketBridge() {
  const { runtime } = useApp();
  const token = useSession((state) => state.token);
  const status = useSession((state) => state.status);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'authenticated' || !token) return;
    const live = useLiveEvents.getState();
    const socket = io(runtime.socketUrl, {
      auth: { token },
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 10_000,
    });
    let connectedBefore = false;
    socket.on('connect', () => {
      live.setConnected(true);
      if (connectedBefore && !socket.recovered)
        void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
      connectedBefore = true;
    });
    socket.on('disconnect', () => live.setConnected(false));
    socket.on('debit', (event: WalletEvent) => {
      useLiveEvents.getState().debit(event);
      applyBalance(queryClient, event);
    });
    socket.on('credit', (event: WalletEvent) => {
      useLiveEvents.getState().credit(event);
      applyBalance(queryClient, event);
    });
    socket.on('failedDeposit', (event: { method?: string }) => {
      if (event.method) useLiveEvents.getState().depositFailed(event.method);
    });
    socket.on('logout', (event: { reason?: string }) => {
      const reason = event.reason ?? null;
      useSession.getState().end(isTerminationReason(reason) ? reason : 'SECURITY_LOGOUT');
      queryClient.removeQueries({ queryKey: userDetailsQuery.key });
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      useLiveEvents.getState().reset();
    };
  }, [runtime.socketUrl, token, status, queryClient]);

  return null;
}
