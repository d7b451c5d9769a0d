import type { ResolvedNavItem } from '@casino/layout-engine';
import { Icon, type IconName, iconNames } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ResolvedAppLink } from '../core/routing/AppLink.tsx';
import { useLogout } from '../core/session/useLogout.ts';
import styles from './Shell.module.css';
import { navLabel } from './shellMessages.ts';

const isIconName = (name: string | undefined): name is IconName =>
  (iconNames as readonly string[]).includes(name ?? '');

/** The item's brand-configured icon (navigation schema `icon`), decorative: the label names it. */
function ItemIcon({ item }: { item: ResolvedNavItem }): ReactNode {
  return isIconName(item.icon) ? <Icon name={item.icon} size="20px" /> : null;
}

/** A list of menu items: links, or buttons for actions (log out). */
export function NavList({
  items,
  orientation,
  onNavigate,
  icons = false,
}: {
  items: readonly ResolvedNavItem[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
  /** Shows each item's configured icon before its label (the phone menu). @default false */
  icons?: boolean;
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
              {icons && <ItemIcon item={item} />}
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
                  {icons && <ItemIcon item={item} />}
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
