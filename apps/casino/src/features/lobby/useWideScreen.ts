// Whether the screen is wide enough for the filters beside the results (else they open in a
// drawer). The server and the first client render assume a phone (the lobby is built phone first),
// then the real width takes over without a hydration mismatch.
import { useSyncExternalStore } from 'react';

/** Where Lobby.module.css puts the filters beside the results. */
const wideQuery = '(min-width: 1024px)';

// One list per document, made on first use: matchMedia builds a new list on every call, and React
// reads the snapshot on every render of the lobby (each key typed in its search). A list's
// `matches` follows the window as it is resized. Kept with the matchMedia that made it, so a test
// that stubs matchMedia gets a list of its own.
let made: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | undefined;
const wideScreenList = (): MediaQueryList | undefined => {
  if (typeof window.matchMedia !== 'function') return undefined;
  if (made?.matchMedia !== window.matchMedia)
    made = { matchMedia: window.matchMedia, list: window.matchMedia(wideQuery) };
  return made.list;
};

const subscribe = (onChange: () => void) => {
  const list = wideScreenList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wideScreenList()?.matches ?? false,
    () => false,
  );
}
