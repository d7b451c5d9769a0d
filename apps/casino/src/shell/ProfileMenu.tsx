// spec 2 profile dropdown (Profile, Deposit, Withdrawal, Transactions, Log out): a disclosure
// button and a list, closed by Escape, by a choice, or by focus leaving it.
import { AmountDisplay, VisuallyHidden } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../core/AppContext.tsx';
import { userDetailsQuery } from '../core/api/queries.ts';
import { useLiveConnected } from '../core/live/useLiveEvent.ts';
import { CurrencyListLoader } from '../core/ui/CurrencyListLoader.tsx';
import { Slot } from '../core/ui/Slot.tsx';
import { balanceTotal } from './balanceTotal.ts';
import { NavList } from './NavList.tsx';
import styles from './Shell.module.css';
import { shellMessages } from './shellMessages.ts';
import { useNavItems } from './useNavItems.ts';

const BalanceBreakdown = lazy(() => import('./BalanceBreakdown.tsx'));

/**
 * The header balance: the total (cash + bonus) on a button whose breakdown (cash, bonus, wagering
 * left, withdrawable) loads on the first tap. Closed by Escape, a tap outside, or focus leaving.
 */
export function Balance() {
  const intl = useIntl();
  const { api } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  const connected = useLiveConnected();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), container);
  if (!details.data) return null;
  const { wallet } = details.data;
  return (
    <div className={styles.balanceMenu} ref={container}>
      <button
        type="button"
        className={styles.balanceButton}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="balance-button"
        onClick={() => setOpen((value) => !value)}
      >
        <span
          className={styles.balance}
          data-testid="balance"
          data-live={connected ? 'connected' : 'offline'}
        >
          <VisuallyHidden>{intl.formatMessage(shellMessages.balance)}: </VisuallyHidden>
          <AmountDisplay
            value={balanceTotal(wallet.balance, wallet.bonusBalance)}
            currency={wallet.currencyCode}
            crypto={details.data.isCrypto}
          />
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <BalanceBreakdown id={panelId} />
        </Suspense>
      )}
    </div>
  );
}

/** Closes a disclosure on Escape (focus back on its button), a tap outside, or focus leaving it. */
function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLDivElement | null>) {
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) return;
    const element = container.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      element?.querySelector('button')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!element?.contains(event.target as Node)) closeRef.current();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element?.contains(event.relatedTarget as Node | null)) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, container]);
}

export function ProfileMenu() {
  const intl = useIntl();
  const { config } = useApp();
  const items = useNavItems(config.navigation.profileDropdown);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        container.current?.querySelector('button')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!container.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const element = container.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div className={styles.profileMenu} ref={container}>
      <button
        type="button"
        className={styles.profileButton}
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="profile-menu-button"
        onClick={() => setOpen((value) => !value)}
      >
        {intl.formatMessage(shellMessages.account)}
      </button>
      <div id={menuId} className={styles.profilePanel} hidden={!open}>
        <Slot name="profileMenu" />
        <NavList items={items} orientation="vertical" onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}

/** The header's player side; its own chunk, so guests never download it. */
export default function PlayerHeaderActions() {
  return (
    <>
      <CurrencyListLoader />
      <Balance />
      <ProfileMenu />
    </>
  );
}
