// Pages for logged-in players only (profile, verification). A guest who reaches one — by a link,
// the address bar, or a 403 in the middle of a session — gets the login modal over the page they
// asked for; the address stays the same, so logging in lands them on it. While the modal is
// closed, the page says why it is empty and offers the login again.
import { Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import type { UserDetails } from '../../api/types.ts';
import { userDetailsQuery } from '../../boot/queries.ts';
import { searchWithModal } from '../../modals/modalNavigation.ts';
import { AppLink } from '../../routing/AppLink.tsx';
import { useSession } from '../../session/sessionStore.ts';
import { useApp } from '../../shell/AppContext.tsx';
import { LoadFailed, PageSkeleton } from './PageStates.tsx';
import styles from './Profile.module.css';
import { profileMessages as messages } from './profileMessages.ts';

function LoginNeeded() {
  const intl = useIntl();
  const { search } = useLocation();
  return (
    <div className={styles.guard} data-testid="login-needed">
      <p>{intl.formatMessage(messages.loginNeeded)}</p>
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

export function RequireUser({ children }: { children: (details: UserDetails) => ReactNode }) {
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
  return <>{children(details.data)}</>;
}
