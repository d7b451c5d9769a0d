// A page's audience (core/feature.ts), enforced where the route renders it, so no page wraps
// itself. A guest who reaches a player page (by a link, the address bar, or a 403 in the middle of
// a session) gets the login modal over it; the address stays, so logging in lands them on it.
// While the modal is closed, the gate says why the page is empty and offers the login again.
import { Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useApp } from '../AppContext.tsx';
import { userDetailsQuery } from '../api/queries.ts';
import type { UserDetails } from '../api/types.ts';
import type { Audience } from '../feature.ts';
import { pageStateMessages as messages } from '../messages.ts';
import { searchWithModal } from '../modals/modalNavigation.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { useSession } from '../session/sessionStore.ts';
import styles from '../ui/PageStates.module.css';
import { LoadFailed, PageSkeleton } from '../ui/PageStates.tsx';
import { DepositRequiredNotice } from './DepositRequired.tsx';

const PlayerDetailsContext = createContext<UserDetails | null>(null);

/** The signed-in player's details, inside a `player` or `depositor` page (loaded by the gate). */
export function usePlayerDetails(): UserDetails {
  const details = useContext(PlayerDetailsContext);
  if (!details) throw new Error('usePlayerDetails() outside a player page');
  return details;
}

function LoginNeeded() {
  const intl = useIntl();
  const { search } = useLocation();
  return (
    <div className={styles.guard} data-testid="login-needed">
      <h1 className={styles.heading}>{intl.formatMessage(messages.loginNeeded)}</h1>
      <AppLink
        target={{ href: searchWithModal(search, 'login') }}
        render={(props) => (
          <Button href={props.href} onClick={props.onClick} kind="accent">
            {intl.formatMessage(messages.logIn)}
          </Button>
        )}
      />
    </div>
  );
}

function RequirePlayer({ depositor, children }: { depositor: boolean; children: ReactNode }) {
  const intl = useIntl();
  const { api } = useApp();
  const status = useSession((state) => state.status);
  const navigate = useNavigate();
  const location = useLocation();
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: status === 'authenticated' });
  // Ask once per loss of the session: closing the modal must not reopen it.
  const asked = useRef(false);

  useEffect(() => {
    if (status === 'authenticated') asked.current = false;
    if (status !== 'anonymous' || asked.current) return;
    asked.current = true;
    // A 403 has usually opened it already.
    if (new URLSearchParams(location.search).has('modal')) return;
    void navigate(`${location.pathname}${searchWithModal(location.search, 'login')}`, { replace: true });
  }, [status, location.pathname, location.search, navigate]);

  if (status === 'anonymous') return <LoginNeeded />;
  if (status === 'initializing' || details.isPending)
    return <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  if (details.isError || !details.data)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retrying={details.isFetching}
        onRetry={() => void details.refetch()}
      />
    );
  if (depositor && details.data.depositCount === 0) return <DepositRequiredNotice />;
  return <PlayerDetailsContext.Provider value={details.data}>{children}</PlayerDetailsContext.Provider>;
}

export function AudienceGate({ audience = 'any', children }: { audience?: Audience; children: ReactNode }) {
  const authenticated = useSession((state) => state.status === 'authenticated');
  switch (audience) {
    case 'any':
      return <>{children}</>;
    case 'guest':
      return authenticated ? <Navigate to="/" replace /> : children;
    case 'player':
    case 'depositor':
      return <RequirePlayer depositor={audience === 'depositor'}>{children}</RequirePlayer>;
  }
}
