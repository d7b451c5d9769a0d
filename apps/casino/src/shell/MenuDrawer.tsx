// The phone and tablet menu (issue 33): a drawer from the start edge with the main menu and its
// brand-configured icons, the player's own links (the account menu's blocks and items), and the
// language choice. The Drawer traps focus and closes on Escape, the backdrop or a swipe back
// towards its edge; focus returns to the menu button. Its own chunk: loaded when the button is
// reached (pointer, focus) or pressed, never with the first page.
import type { ResolvedNavItem } from '@casino/layout-engine';
import { Drawer, Icon, type IconName, iconNames } from '@casino/ui';
import { useIntl } from 'react-intl';
import { useApp } from '../core/AppContext.tsx';
import { useSession } from '../core/session/sessionStore.ts';
import { Slot } from '../core/ui/Slot.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import styles from './MenuDrawer.module.css';
import { NavList } from './NavList.tsx';
import { shellMessages } from './shellMessages.ts';
import { useNavItems } from './useNavItems.ts';

const isIconName = (name: string | undefined): name is IconName =>
  (iconNames as readonly string[]).includes(name ?? '');

/** An item's brand-configured icon (navigation schema `icon`), decorative: its label names it. */
function itemIcon(item: ResolvedNavItem) {
  return isIconName(item.icon) ? <Icon name={item.icon} size="20px" /> : null;
}

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function PlayerLinks({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const { config } = useApp();
  const items = useNavItems(config.navigation.profileDropdown);
  return (
    <nav aria-label={intl.formatMessage(shellMessages.account)} className={styles.section}>
      <Slot name="profileMenu" />
      <NavList items={items} orientation="vertical" icon={itemIcon} onNavigate={onNavigate} />
    </nav>
  );
}

export function MenuDrawer({ open, onOpenChange }: MenuDrawerProps) {
  const intl = useIntl();
  const { config } = useApp();
  const items = useNavItems(config.navigation.items);
  const authenticated = useSession((state) => state.status === 'authenticated');
  const close = () => onOpenChange(false);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="start"
      title={intl.formatMessage(shellMessages.menu)}
    >
      <div className={styles.menu} data-testid="menu-drawer">
        <nav aria-label={intl.formatMessage(shellMessages.mainNavigation)} className={styles.section}>
          <NavList items={items} orientation="vertical" icon={itemIcon} onNavigate={close} />
        </nav>
        {authenticated && <PlayerLinks onNavigate={close} />}
        <LanguageSwitcher />
      </div>
    </Drawer>
  );
}

export { MenuDrawer as default };
