// Whether the screen is wide enough for the filters beside the results (else they open in a
// drawer). The server and the first client render assume a phone (the lobby is built phone first),
// then the real width takes over without a hydration mismatch.
import { useSyncExternalStore } from 'react';

/** Where Lobby.module.css puts the filters beside the results. */
const wideQuery = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(wideQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(wideQuery).matches,
    () => false,
  );
}
