import type { ResolvedNavItem } from '@casino/layout-engine';
import { useIntl } from 'react-intl';
import { ResolvedAppLink } from '../core/routing/AppLink.tsx';
import { useLogout } from '../core/session/useLogout.ts';
import styles from './Shell.module.css';
import { navLabel } from './shellMessages.ts';

/** A list of menu items: links, or buttons for actions (log out). */
export function NavList({
  items,
  orientation,
  onNavigate,
}: {
  items: readonly ResolvedNavItem[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const logout = useLogout();
  return (
    <ul className={styles.navList} data-orientation={orientation}>
      {items.map((item) => (
        <li key={item.id}>
          {item.action === 'logout' ? (
            <button
              type="button"
              className={styles.navLink}
              data-testid={`nav-${item.id}`}
              onClick={() => {
                onNavigate?.();
                void logout();
              }}
            >
              {intl.formatMessage(navLabel(item.label))}
            </button>
          ) : (
            <ResolvedAppLink
              link={item.link}
              onNavigate={onNavigate}
              render={(props) => (
                <a
                  {...props}
                  className={styles.navLink}
                  data-testid={`nav-${item.id}`}
                  data-nav-item={item.id}
                >
                  {intl.formatMessage(navLabel(item.label))}
                </a>
              )}
            >
              {intl.formatMessage(navLabel(item.label))}
            </ResolvedAppLink>
          )}
        </li>
      ))}
    </ul>
  );
}
