// /account-paused (issue 35): where a freeze or a self-exclusion ends. The page says until when
// and what remains possible, then signs the player out: a freeze has already ended every session
// on the server (this tab forgets its own); a self-exclusion logs out here. The notice the live
// `logout` event may have stored ("account locked") is cleared: this page is the explanation.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { clearTermination, useSession } from '../../core/session/sessionStore.ts';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { AccountPausedView } from './AccountPausedView.tsx';
import { pausedMessages } from './pausedMessages.ts';
import { readPause } from './pauseParams.ts';

export function AccountPausedPage() {
  const intl = useIntl();
  const { api } = useApp();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const pause = readPause(search);
  const pauseKind = pause?.kind;
  const status = useSession((state) => state.status);
  // Signs out once, when the page is first shown: a player who then logs in here (to withdraw)
  // stays logged in.
  const settled = useRef(false);
  useDocumentTitle(intl.formatMessage(pausedMessages.title));

  useEffect(() => {
    clearTermination();
    if (settled.current || status === 'initializing') return;
    settled.current = true;
    if (status !== 'authenticated' || !pauseKind) return;
    // A frozen account's token is already revoked; an excluded player's is revoked here.
    if (pauseKind === 'exclusion') void api.logout('USER_INITIATED').catch(() => undefined);
    useSession.getState().end();
    queryClient.removeQueries({ queryKey: userDetailsQuery.key });
  }, [status, pauseKind, api, queryClient]);

  return <AccountPausedView pause={pause} />;
}

// The page manifest loads this module as is.
export { AccountPausedPage as Component };
