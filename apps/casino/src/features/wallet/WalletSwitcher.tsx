// The header's active wallet (multi-wallet brands): a labelled select of the player's wallets;
// choosing one makes it active, and the header balance follows (user details are refreshed).
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useWallets } from './useWallets.ts';
import styles from './Wallet.module.css';
import { walletMessages as messages } from './walletMessages.ts';

export interface WalletSwitcherViewProps {
  currencies: readonly string[];
  active: string;
  busy?: boolean;
  onSwitch: (currencyCode: string) => void;
}

export function WalletSwitcherView({ currencies, active, busy = false, onSwitch }: WalletSwitcherViewProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <span className={styles.switcher} data-testid="wallet-switcher">
      <label htmlFor={id} className={styles.muted}>
        {intl.formatMessage(messages.activeWallet)}
      </label>
      <select
        id={id}
        value={active}
        aria-busy={busy || undefined}
        onChange={(event) => onSwitch(event.target.value)}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Shown to players of a multi-wallet brand who hold more than one wallet. */
export function WalletSwitcher() {
  const wallets = useWallets();
  if (!wallets.multiWallet || !wallets.active || wallets.wallets.length < 2) return null;
  return (
    <WalletSwitcherView
      currencies={wallets.wallets.map((w) => w.currencyCode)}
      active={wallets.active.currencyCode}
      busy={wallets.busy !== undefined}
      onSwitch={wallets.switchTo}
    />
  );
}

// The manifest loads this module lazily: its default is the slot component.
export { WalletSwitcher as default };
