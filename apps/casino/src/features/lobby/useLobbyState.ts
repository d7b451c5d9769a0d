// The lobby state of the current address, and the one way to change it: every filter change is a
// new history entry (Back undoes it); typing in search replaces the entry (Back does not replay
// every keystroke).
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type LobbyState, parseLobbyQuery, toLobbyQuery } from './lobbyQuery.ts';

export interface LobbyStateControl {
  state: LobbyState;
  /** Applies a change; `replace` for the search box. */
  update: (change: Partial<LobbyState>, options?: { replace?: boolean }) => void;
  /** The address of a state on this page (links that reproduce a view). */
  hrefFor: (state: LobbyState) => string;
}

export function useLobbyState(): LobbyStateControl {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseLobbyQuery(location.search), [location.search]);
  const hrefFor = useCallback(
    (next: LobbyState) => `${location.pathname}${toLobbyQuery(next, location.search)}`,
    [location.pathname, location.search],
  );
  const update = useCallback(
    (change: Partial<LobbyState>, options: { replace?: boolean } = {}) => {
      const next = { ...state, ...change };
      const href = hrefFor(next);
      if (href !== `${location.pathname}${location.search}`)
        navigate(href, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [state, hrefFor, navigate, location.pathname, location.search],
  );
  return { state, update, hrefFor };
}
