// spec 2 profile dropdown (Profile, Deposit, Withdrawal, Transactions, Log out): a disclosure
// button and a list, closed by Escape, by a choice, or by focus leaving it.
import { AmountDisplay } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../core/AppContext.tsx';
import { userDetailsQuery } from '../core/api/queries.ts';
import { useLiveConnected } from '../core/live/useLiveEvent.ts';
import { CurrencyListLoader } from '../core/ui/CurrencyListLoader.tsx';
import { Slot } from '../core/ui/Slot.tsx';
import { NavList } from './NavList.tsx';
import styles from './Shell.module.css';
import { shellMessages } from './shellMessages.ts';
import { useNavItems } from './useNavItems.ts';

export function Balance() {
  const intl = useIntl();
  const { api } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  const connected = useLiveConnected();
  if (!details.data) return null;
  const { wallet } = details.data;
  return (
    <span className={styles.balance} data-testid="balance" data-live={connected ? 'connected' : 'offline'}>
      <span className={styles.visuallyHidden}>{intl.formatMessage(shellMessages.balance)}: </span>
      <AmountDisplay value={wallet.balance} currency={wallet.currencyCode} crypto={details.data.isCrypto} />
    </span>
  );
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
