// The page's live connection (issue 11, point 2): one client of @casino/api-client's live layer for
// the whole app, mounted by the shell. It follows the session: a player's connection as soon as
// there is a token, a guest's once the page has settled, and a switch of identity on sign-in and
// sign-out without a reload. The client's code and socket.io-client load lazily, so the first
// paint never waits for them. Features listen with useLiveEvent; none of them knows about sockets.
import type { LiveClient } from '@casino/api-client';
import { createContext, type ReactNode, useEffect, useRef, useState } from 'react';
import { useApp } from '../AppContext.tsx';
import { useSession } from '../session/sessionStore.ts';

export const LiveContext = createContext<LiveClient | null>(null);

/**
 * How long after the page's load event a guest's connection waits (then for an idle moment): the
 * first seconds belong to what the visitor came for (the page, its images, the catalogue); public
 * events such as the latest bets can come after.
 */
const guestConnectDelayMs = 2_000;

function afterLoadAndIdle(delayMs: number, task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task);
      else task();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

export function LiveProvider({ children }: { children: ReactNode }) {
  const { runtime } = useApp();
  const token = useSession((state) => (state.status === 'authenticated' ? state.token : null));
  const [wanted, setWanted] = useState(false);
  const [client, setClient] = useState<LiveClient | null>(null);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  // A guest connects once the page has settled; a player at once.
  useEffect(() => afterLoadAndIdle(guestConnectDelayMs, () => setWanted(true)), []);
  const connect = wanted || token !== null;

  // Created in an effect (never during render): a render on the server or one React discards
  // must not leave a connection behind.
  useEffect(() => {
    if (!connect) return;
    let live: LiveClient | undefined;
    let disposed = false;
    void import('@casino/api-client/live').then(({ createLiveClient }) => {
      if (disposed) return;
      live = createLiveClient({ url: runtime.socketUrl, token: tokenRef.current });
      setClient(live);
    });
    return () => {
      disposed = true;
      live?.close();
      setClient(null);
    };
  }, [connect, runtime.socketUrl]);

  // After the commit that handed the client to the listeners (their effects run before this one),
  // so none misses the first connection's events.
  useEffect(() => {
    client?.setToken(token);
    client?.start();
  }, [client, token]);

  return <LiveContext value={client}>{children}</LiveContext>;
}
