// /profile2/balance: wallet balance, bonus balance, their total and the currency, each amount
// formatted per spec 9 by the design system's AmountDisplay. Presentational.
import { AmountDisplay } from '@casino/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styles from './Profile.module.css';
import { profileMessages as messages } from './profileMessages.ts';

export interface BalanceViewProps {
  /** Exact decimal strings from the back end (numbers in stories). */
  balance: number | string;
  bonusBalance: number | string;
  totalBalance: number | string;
  currency: string;
  crypto: boolean;
  /** What the player may withdraw now (the server's answer: 0 while a bonus or wagering stands in the way). */
  withdrawable?: number | string | undefined;
}

export function BalanceView({
  balance,
  bonusBalance,
  totalBalance,
  currency,
  crypto,
  withdrawable,
}: BalanceViewProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="balance-view">
      <h2 className={styles.sectionTitle} id={titleId}>
        {intl.formatMessage(messages.balanceTitle)}
      </h2>
      <dl className={styles.amounts}>
        <div>
          <dt>{intl.formatMessage(messages.walletBalance)}</dt>
          <dd data-testid="wallet-balance">
            <AmountDisplay value={balance} currency={currency} crypto={crypto} size="large" />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.bonusBalance)}</dt>
          <dd data-testid="bonus-balance">
            <AmountDisplay value={bonusBalance} currency={currency} crypto={crypto} size="large" />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.totalBalance)}</dt>
          <dd data-testid="total-balance">
            <AmountDisplay value={totalBalance} currency={currency} crypto={crypto} size="large" />
          </dd>
        </div>
        {withdrawable !== undefined && (
          <div>
            <dt>{intl.formatMessage(messages.withdrawable)}</dt>
            <dd data-testid="withdrawable-balance">
              <AmountDisplay value={withdrawable} currency={currency} crypto={crypto} size="large" />
            </dd>
          </div>
        )}
        <div>
          <dt>{intl.formatMessage(messages.currency)}</dt>
          <dd data-testid="balance-currency">{currency}</dd>
        </div>
      </dl>
    </section>
  );
}
