// The page frame for both navigation systems (spec 2): basic puts the main menu in a top bar;
// panel puts it in a side panel. Up to the tablet breakpoint both fold it into a drawer opened by
// an icon button, and a phone's header is one row: menu, logo, balance and Deposit (issue 33).
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { hideSplash } from '../boot/splash.ts';
import { useApp } from '../core/AppContext.tsx';
import type { GateContribution } from '../core/feature.ts';
import { LiveProvider } from '../core/live/LiveProvider.tsx';
import { Slot } from '../core/ui/Slot.tsx';
import { Footer } from './Footer.tsx';
import { BrandLogo, HeaderActions } from './Header.tsx';
import { ModalGate } from './ModalGate.tsx';
import { NavList } from './NavList.tsx';
import styles from './Shell.module.css';
import { shellMessages } from './shellMessages.ts';
import { useNavItems } from './useNavItems.ts';

// The drawer's code (and the Drawer's sheet) loads when the menu button gets focus (Tab, a tap, a
// click: before the press itself), never with the first page.
const loadMenuDrawer = () => import('./MenuDrawer.tsx');
const MenuDrawer = lazy(loadMenuDrawer);

/** The features' gates around the frame, first outermost (the country block replaces the site). */
function Gates({ gates, children }: { gates: readonly GateContribution[]; children: ReactNode }) {
  return gates.reduceRight<ReactNode>(
    (inner, { id, Component }) => <Component key={id}>{inner}</Component>,
    children,
  );
}

export function ShellLayout() {
  const intl = useIntl();
  const { config, registry } = useApp();
  const system = config.navigationSystem;
  const items = useNavItems(config.navigation.items);
  const { pathname } = useLocation();
  // The menu drawer is open for the page it was opened on: a new page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  // Mounted from the first opening on, so it can animate and hand focus back when it closes.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  // First commit of the frame = the first page is on screen: the splash (or the prerendered page)
  // can go, before the browser paints, so the two never show together.
  useLayoutEffect(() => hideSplash(), []);

  const mainNav = (
    <nav aria-label={intl.formatMessage(shellMessages.mainNavigation)} className={styles.mainNav}>
      <NavList items={items} orientation={system === 'panel' ? 'vertical' : 'horizontal'} />
    </nav>
  );

  return (
    // The live connection wraps every slot, so any feature's piece can listen (useLiveEvent).
    <LiveProvider>
      <Slot name="global" />
      <Gates gates={registry.gates}>
        <div className={styles.frame} data-navigation={system}>
          <a className={styles.skipLink} href="#main">
            {intl.formatMessage(shellMessages.skipToContent)}
          </a>
          <header className={styles.header}>
            <button
              type="button"
              className={styles.menuButton}
              aria-label={intl.formatMessage(shellMessages.openMenu)}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              data-testid="menu-button"
              onClick={() => setMenuOpen(true)}
              // A tap, a click or Tab focuses it first: the drawer's code is on its way before the press.
              onFocus={() => void loadMenuDrawer()}
            >
              {/* Three bars drawn by CSS: the first load carries no icon for it. */}
              <span className={styles.menuIcon} />
            </button>
            <BrandLogo />
            {system === 'basic' && mainNav}
            <HeaderActions />
          </header>
          {system === 'panel' && <aside className={styles.panel}>{mainNav}</aside>}
          <main id="main" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
        </div>
        {menuUsed && (
          <Suspense fallback={null}>
            <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        )}
        <ModalGate />
      </Gates>
    </LiveProvider>
  );
}
