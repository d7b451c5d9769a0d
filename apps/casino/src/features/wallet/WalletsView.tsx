// The player's wallets (spec 2 /Wallet, multi-wallet): one per currency with its balances, the
// active one marked, a button to make another active, and opening a wallet in a new currency.
// Presentational: the page and the stories give the data.
import type { WalletSummary } from '@casino/api-client';
import { AmountDisplay, Badge, Button, Select } from '@casino/ui';
import { type ReactNode, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styles from './Wallet.module.css';
import { walletMessages as messages } from './walletMessages.ts';

export interface WalletsViewProps {
  wallets: readonly WalletSummary[];
  isCrypto: (currencyCode: string) => boolean;
  /** Multi-wallet on: switching and opening are offered. */
  multiWallet: boolean;
  /** Currencies the player may open a wallet in (those not held yet). */
  openable?: readonly { code: string; name: string }[];
  /** The wallet being switched to or opened. */
  busy?: string | undefined;
  error?: string | undefined;
  onSwitch?: (currencyCode: string) => void;
  onOpen?: (currencyCode: string) => void;
  /** Links to the cashier pages (the spec's demo navigation). */
  navigation?: ReactNode;
}

export function WalletsView({
  wallets,
  isCrypto,
  multiWallet,
  openable = [],
  busy,
  error,
  onSwitch,
  onOpen,
  navigation,
}: WalletsViewProps) {
  const intl = useIntl();
  const openId = useId();
  const [currency, setCurrency] = useState('');
  return (
    <div className={styles.page} data-testid="wallets">
      {!multiWallet && <p>{intl.formatMessage(messages.oneWallet)}</p>}
      <ul className={styles.wallets}>
        {wallets.map((wallet) => (
          <li
            key={wallet.currencyCode}
            className={styles.wallet}
            data-active={wallet.isPrimary || undefined}
            data-testid="wallet"
            data-currency={wallet.currencyCode}
          >
            <div className={styles.walletHead}>
              <span>{wallet.currencyCode}</span>
              {wallet.isPrimary && (
                <Badge tone="accent" size="small">
                  {intl.formatMessage(messages.active)}
                </Badge>
              )}
            </div>
            <span className={styles.muted}>{intl.formatMessage(messages.balance)}</span>
            <AmountDisplay
              value={wallet.balance}
              currency={wallet.currencyCode}
              crypto={isCrypto(wallet.currencyCode)}
              size="large"
            />
            <span className={styles.muted}>
              {intl.formatMessage(messages.bonusBalance)}:{' '}
              <AmountDisplay
                value={wallet.bonusBalance}
                currency={wallet.currencyCode}
                crypto={isCrypto(wallet.currencyCode)}
                size="small"
              />
            </span>
            {multiWallet && !wallet.isPrimary && onSwitch && (
              <Button
                type="button"
                kind="outline"
                size="small"
                loading={busy === wallet.currencyCode}
                onClick={() => onSwitch(wallet.currencyCode)}
              >
                {intl.formatMessage(messages.makeActive, { currency: wallet.currencyCode })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {multiWallet && onOpen && openable.length > 0 && (
        <section aria-labelledby={openId}>
          <h2 className={styles.sectionTitle} id={openId}>
            {intl.formatMessage(messages.openTitle)}
          </h2>
          <form
            className={styles.open}
            onSubmit={(event) => {
              event.preventDefault();
              if (currency) onOpen(currency);
            }}
          >
            <Select
              label={intl.formatMessage(messages.currency)}
              name="currency"
              value={currency}
              placeholder={intl.formatMessage(messages.chooseCurrency)}
              options={openable.map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))}
              onChange={(event) => setCurrency(event.target.value)}
            />
            <Button
              type="submit"
              kind="primary"
              disabled={!currency}
              loading={busy !== undefined && busy === currency}
            >
              {intl.formatMessage(messages.open)}
            </Button>
          </form>
        </section>
      )}
      {navigation && (
        <nav className={styles.nav} aria-label={intl.formatMessage(messages.navigation)}>
          {navigation}
        </nav>
      )}
    </div>
  );
}
