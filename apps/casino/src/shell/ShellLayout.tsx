// The page frame for both navigation systems (spec 2): basic puts the main menu in a top bar;
// panel puts it in a side panel. Both collapse the menu behind a Menu button on mobile.
import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
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
  const menuId = useId();
  const { pathname } = useLocation();
  // The mobile menu is open for the page it was opened on: a new page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? pathname : null);
  // First commit of the frame = the first page is on screen: the splash (or the prerendered page)
  // can go, before the browser paints, so the two never show together.
  useLayoutEffect(() => hideSplash(), []);

  const mainNav = (
    <nav
      id={menuId}
      aria-label={intl.formatMessage(shellMessages.mainNavigation)}
      className={styles.mainNav}
      data-open={menuOpen || undefined}
    >
      <NavList
        items={items}
        orientation={system === 'panel' ? 'vertical' : 'horizontal'}
        onNavigate={() => setMenuOpen(false)}
      />
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
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {intl.formatMessage(menuOpen ? shellMessages.closeMenu : shellMessages.menu)}
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
        <ModalGate />
      </Gates>
    </LiveProvider>
  );
}
