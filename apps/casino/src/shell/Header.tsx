import { Button } from '@casino/ui';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { modalRegistry } from '../features/modals.ts';
import { searchWithModal } from '../modals/modalNavigation.ts';
import { AppLink } from '../routing/AppLink.tsx';
import { useSession } from '../session/sessionStore.ts';
import { useApp } from './AppContext.tsx';
import styles from './Shell.module.css';
import { shellMessages } from './shellMessages.ts';

const PlayerHeaderActions = lazy(() => import('./ProfileMenu.tsx'));

export function BrandLogo() {
  const intl = useIntl();
  const { api, config } = useApp();
  return (
    <AppLink
      target={{ page: 'home' }}
      render={(props) => (
        <a {...props} className={styles.logoLink}>
          <img
            src={api.assetUrl(config.assets.logo)}
            alt={intl.formatMessage(shellMessages.home, { brandName: config.brandName })}
            width={190}
            height={38}
          />
        </a>
      )}
    />
  );
}

/** Log in / Sign up for guests (each only when its modal exists), balance and account for players. */
export function HeaderActions() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const status = useSession((state) => state.status);
  if (status === 'authenticated')
    return (
      <Suspense fallback={null}>
        <PlayerHeaderActions />
      </Suspense>
    );
  const modalLink = (name: string, label: string, kind: 'outline' | 'accent') =>
    name in modalRegistry ? (
      <AppLink
        target={{ href: searchWithModal(search, name) }}
        render={(props) => (
          <Button
            href={props.href}
            onClick={props.onClick}
            kind={kind}
            size="small"
            data-testid={`header-${name}`}
          >
            {label}
          </Button>
        )}
      />
    ) : null;
  return (
    <div className={styles.headerActions} data-path={pathname}>
      {modalLink('login', intl.formatMessage(shellMessages.logIn), 'outline')}
      {modalLink('registration', intl.formatMessage(shellMessages.signUp), 'accent')}
    </div>
  );
}
