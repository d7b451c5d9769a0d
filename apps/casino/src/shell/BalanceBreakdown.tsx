// The header balance's breakdown (issue 35): cash, bonus, what may be withdrawn now, and the
// active bonus's wagering left. Its own chunk, loaded on the first tap: the first load of every
// page stays as it was.
import { withdrawalStatusQuery } from '@casino/api-client';
import { AmountDisplay } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../core/AppContext.tsx';
import { userDetailsQuery } from '../core/api/queries.ts';
import styles from './Shell.module.css';
import { shellMessages } from './shellMessages.ts';

export default function BalanceBreakdown({ id }: { id: string }) {
  const intl = useIntl();
  const { api } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  const withdrawal = useQuery(withdrawalStatusQuery(api));
  if (!details.data) return null;
  const { wallet, isCrypto, activeBonus } = details.data;
  const amount = (value: string) => (
    <AmountDisplay value={value} currency={wallet.currencyCode} crypto={isCrypto} size="small" />
  );
  return (
    <section
      id={id}
      className={styles.balancePanel}
      aria-label={intl.formatMessage(shellMessages.balanceBreakdown)}
      data-testid="balance-breakdown"
    >
      <dl className={styles.balanceRows}>
        <div data-testid="balance-cash">
          <dt>{intl.formatMessage(shellMessages.balanceCash)}</dt>
          <dd>{amount(wallet.balance)}</dd>
        </div>
        <div data-testid="balance-bonus">
          <dt>{intl.formatMessage(shellMessages.balanceBonus)}</dt>
          <dd>{amount(wallet.bonusBalance)}</dd>
        </div>
        {activeBonus && (
          <div data-testid="balance-wager-left">
            <dt>{intl.formatMessage(shellMessages.balanceWagerLeft, { bonus: activeBonus.name })}</dt>
            <dd>{amount(activeBonus.wagerLeft)}</dd>
          </div>
        )}
        {withdrawal.data && (
          <div data-testid="balance-withdrawable">
            <dt>{intl.formatMessage(shellMessages.balanceWithdrawable)}</dt>
            <dd>{amount(withdrawal.data.withdrawable)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
