// The player's live connection: socket.io authenticated with the access token, websocket first
// then polling, reconnecting on its own. Wallet events update the cached balance at once; a
// reconnect that did not recover missed events re-fetches user details over HTTP, because
// socket.io delivers at most once.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserDetails } from '../../api/types.ts';
import { userDetailsQuery } from '../../boot/queries.ts';
import { useSession } from '../../session/sessionStore.ts';
import { useApp } from '../../shell/AppContext.tsx';
import { isTerminationReason } from '../session/sessionMessages.ts';
import { useLiveEvents, type WalletEvent } from './liveEvents.ts';

const minReconnectDelayMs = 1_000;
const maxReconnectDelayMs = 10_000;

/** Shows the server's exact totals from the event; never adds amounts up in the browser. */
function applyBalance(queryClient: QueryClient, event: WalletEvent): void {
  const { balance, bonusBalance, totalBalance } = event;
  if (typeof balance !== 'string' || typeof bonusBalance !== 'string' || typeof totalBalance !== 'string') {
    void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
    return;
  }
  queryClient.setQueryData<UserDetails>(userDetailsQuery.key, (details) =>
    details ? { ...details, wallet: { ...details.wallet, balance, bonusBalance, totalBalance } } : details,
  );
}

export function SocketBridge() {
  const { runtime } = useApp();
  const token = useSession((state) => state.token);
  const status = useSession((state) => state.status);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'authenticated' || !token) return;
    // socket.io-client loads only for players, so guests never download it.
    let disposed = false;
    let dispose: (() => void) | undefined;
    void import('socket.io-client').then(({ io }) => {
      if (disposed) return;
      dispose = connect(io);
    });
    const connect = (io: typeof import('socket.io-client').io) => {
      const live = useLiveEvents.getState();
      const socket = io(runtime.socketUrl, {
        auth: { token },
        transports: ['websocket', 'polling'],
        reconnection: true,
        reconnectionDelay: minReconnectDelayMs,
        reconnectionDelayMax: maxReconnectDelayMs,
      });
      // socket.io reconnects by itself after network trouble, but not after the server closed the
      // connection or refused it in its middleware: those retries are ours, with backoff.
      let attempt = 0;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;
      const scheduleReconnect = () => {
        clearTimeout(retryTimer);
        const delay = Math.min(maxReconnectDelayMs, minReconnectDelayMs * 2 ** attempt);
        attempt += 1;
        retryTimer = setTimeout(() => socket.connect(), delay);
      };
      socket.on('connect', () => {
        attempt = 0;
        live.setConnected(true);
        // Events sent while no connection was up are lost (at most once delivery): unless the
        // server replayed them, the balance is fetched again, on the first connection too.
        if (!socket.recovered) void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
      });
      socket.on('disconnect', (reason) => {
        live.setConnected(false);
        if (reason === 'io server disconnect') scheduleReconnect();
      });
      socket.on('connect_error', (error) => {
        if (socket.active) return;
        // A refused token: user details will answer 403 and end the session the usual way.
        if (error.message === 'UNAUTHORIZED')
          void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
        else scheduleReconnect();
      });
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
        clearTimeout(retryTimer);
        socket.removeAllListeners();
        socket.disconnect();
        useLiveEvents.getState().reset();
      };
    };
    return () => {
      disposed = true;
      dispose?.();
    };
  }, [runtime.socketUrl, token, status, queryClient]);

  return null;
}
