// Listening to the live connection from a component: the handler may change on every render
// without resubscribing; the subscription ends with the component.
import type { LiveHandler, LiveSubscriptionName } from '@casino/api-client';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LiveContext } from './LiveProvider.tsx';

export function useLiveEvent<E extends LiveSubscriptionName>(event: E, handler: LiveHandler<E>): void {
  const client = useContext(LiveContext);
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client?.subscribe(event, (payload) => latest.current(payload)), [client, event]);
}

/** Whether the live connection is up (e.g. to mark the balance as live). */
export function useLiveConnected(): boolean {
  const client = useContext(LiveContext);
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    setConnected(client?.connected ?? false);
  }, [client]);
  useLiveEvent('connection', (state) => setConnected(state.connected));
  return connected;
}
