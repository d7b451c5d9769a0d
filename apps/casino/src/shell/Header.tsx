import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useApp } from '../core/AppContext.tsx';
import { AppLink } from '../core/routing/AppLink.tsx';
import { useSession } from '../core/session/sessionStore.ts';
import { Slot } from '../core/ui/Slot.tsx';
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

/** The features' header actions (Log in, Sign up for guests…), then balance and account for players. */
export function HeaderActions() {
  const { pathname } = useLocation();
  const status = useSession((state) => state.status);
  return (
    <div className={styles.headerActions} data-path={pathname}>
      <Slot name="headerActions" />
      {status === 'authenticated' && (
        <Suspense fallback={null}>
          <PlayerHeaderActions />
        </Suspense>
      )}
    </div>
  );
}
