// A `?at=` link never silently replaces the session of another signed-in player (issue 11): the
// intake keeps the link's token aside when a different one is stored. Here the app finds out
// whose it is: the same player goes on without a question; another player is asked which account
// to continue with. A link whose token the back end refuses is dropped; a stored session that
// turned out to be over (the player is a guest now) simply takes the link's.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import type { UserDetails } from '../../core/api/types.ts';
import { storageKeys, writeStorage } from '../../core/platform/storage.ts';
import { useSession } from '../../core/session/sessionStore.ts';

// The dialog (and the design system's dialog machinery) loads only when there is a question.
const AccountLinkDialog = lazy(() => import('./AccountLinkDialog.tsx'));

/** How a player is named in the question: what they chose to be called, else their e-mail. */
const playerName = (details: UserDetails): string =>
  details.user.nickname || details.user.email || `#${details.user.userId}`;

export function AccountLinkChoice() {
  const { api, intake } = useApp();
  const queryClient = useQueryClient();
  const status = useSession((state) => state.status);
  const [linkToken, setLinkToken] = useState(intake.linkToken ?? null);
  const asking = linkToken !== null && status === 'authenticated';
  const current = useQuery({ ...userDetailsQuery.options(api), enabled: asking });
  const other = useQuery({
    queryKey: ['accountLink', linkToken],
    queryFn: ({ signal }) => api.userDetailsOf(linkToken as string, signal),
    enabled: asking,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const sameAccount =
    current.data !== undefined &&
    other.data !== undefined &&
    current.data.user.userId === other.data.user.userId;
  useEffect(() => {
    if (linkToken === null) return;
    // The stored session was over: the link's token is the only one, no question to ask.
    if (status === 'anonymous') {
      setLinkToken(null);
      useSession.getState().signIn(linkToken);
      void queryClient.invalidateQueries({ queryKey: userDetailsQuery.key });
      return;
    }
    // A refused link, or the same player: the current session goes on as it is.
    if (other.isError || sameAccount) setLinkToken(null);
  }, [linkToken, status, other.isError, sameAccount, queryClient]);

  if (!asking || !current.data || !other.data || sameAccount) return null;
  const names = { current: playerName(current.data), other: playerName(other.data) };
  const switchAccount = () => {
    // A fresh start as the other player: no query, socket or form of the first one survives.
    writeStorage(storageKeys.accessToken, linkToken);
    window.location.reload();
  };
  return (
    <Suspense fallback={null}>
      <AccountLinkDialog names={names} onStay={() => setLinkToken(null)} onSwitch={switchAccount} />
    </Suspense>
  );
}
