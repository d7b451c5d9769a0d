// The header balance's breakdown (issue 35): cash, bonus, what may be withdrawn now, and the
// active bonus's wagering left. Its own chunk, loaded on the first tap: the first load of every
// page stays as it was.
import { userBonusesQuery, withdrawalStatusQuery } from '@casino/api-client';
import { isZero } from '@casino/money';
import { AmountDisplay } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../core/AppContext.tsx';
import { userDetailsQuery } from '../core/api/queries.ts';
import { balanceMessages as messages } from './balanceMessages.ts';
import styles from './Shell.module.css';

export default function BalanceBreakdown({ id }: { id: string }) {
  const intl = useIntl();
  const { api } = useApp();
  const details = useQuery(userDetailsQuery.options(api));
  const withdrawal = useQuery(withdrawalStatusQuery(api));
  // The same query (and cache) as My bonuses: the active bonuses with their wagering.
  const active = useQuery(userBonusesQuery(api, { status: 'active' }));
  if (!details.data) return null;
  const { wallet, isCrypto } = details.data;
  const wagering = (active.data?.rows ?? []).filter((bonus) => !isZero(bonus.wagerLeft));
  const amount = (value: string) => (
    <AmountDisplay value={value} currency={wallet.currencyCode} crypto={isCrypto} size="small" />
  );
  return (
    <section
      id={id}
      className={styles.balancePanel}
      aria-label={intl.formatMessage(messages.breakdown)}
      data-testid="balance-breakdown"
    >
      <dl className={styles.balanceRows}>
        <div data-testid="balance-cash">
          <dt>{intl.formatMessage(messages.cash)}</dt>
          <dd>{amount(wallet.balance)}</dd>
        </div>
        <div data-testid="balance-bonus">
          <dt>{intl.formatMessage(messages.bonus)}</dt>
          <dd>{amount(wallet.bonusBalance)}</dd>
        </div>
        {wagering.map((bonus) => (
          <div key={bonus.id} data-testid="balance-wager-left">
            <dt>{intl.formatMessage(messages.wagerLeft, { bonus: bonus.name })}</dt>
            <dd>{amount(bonus.wagerLeft)}</dd>
          </div>
        ))}
        {withdrawal.data && (
          <div data-testid="balance-withdrawable">
            <dt>{intl.formatMessage(messages.withdrawable)}</dt>
            <dd>{amount(withdrawal.data.withdrawable)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
