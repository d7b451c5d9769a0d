import type { ResolvedNavItem } from '@casino/layout-engine';
import type { ReactNode } from 'react';
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
  icon,
}: {
  items: readonly ResolvedNavItem[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
  /** Draws an item's configured icon before its label (the menu drawer, which brings the icons). */
  icon?: (item: ResolvedNavItem) => ReactNode;
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
              {icon?.(item)}
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
                  {icon?.(item)}
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
