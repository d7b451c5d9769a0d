// /profile2/limits, presentational: deposit, loss and bet limits per period (spec 3: 0 daily,
// 1 weekly, 2 monthly), the maximum single bet, the monthly winnings limit (support only, spec 9),
// and the places for the session time limit, the reality check and self-exclusion.
import type { LimitChange, LimitsState } from '@casino/api-client';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LimitRow, type PendingLimit } from './LimitRow.tsx';
import { rgMessages as messages } from './messages.ts';
import styles from './ResponsibleGaming.module.css';

export const limitPeriods = [0, 1, 2] as const;
const periodNames = ['daily', 'weekly', 'monthly'] as const;
const periodMessages = [messages.daily, messages.weekly, messages.monthly] as const;

type PeriodLimit = 'deposit' | 'loss' | 'bet';
const limitField = { deposit: 'depositLimit', loss: 'lossLimit', bet: 'betLimit' } as const;
const sectionTitle = { deposit: messages.depositLimits, loss: messages.lossLimits, bet: messages.betLimits };

export interface LimitsViewProps {
  state: LimitsState;
  currency: string;
  onChange: (change: LimitChange) => Promise<unknown>;
  supportLink: ReactNode;
  /** The session time limit section, the reality check setting and self-exclusion. */
  children?: ReactNode;
}

function pendingOf(state: LimitsState, type: string, period: number): PendingLimit | undefined {
  const change = state.pendingChanges.find((c) => c.type === type && c.period === period);
  return change ? { amount: change.amount, effectiveAt: change.effectiveAt } : undefined;
}

export function LimitsView({ state, currency, onChange, supportLink, children }: LimitsViewProps) {
  const intl = useIntl();
  const section = (type: PeriodLimit, extra?: ReactNode, hint?: ReactNode) => (
    <section className={styles.section} aria-labelledby={`rg-${type}`}>
      <h2 id={`rg-${type}`} className={styles.sectionTitle}>
        {intl.formatMessage(sectionTitle[type])}
      </h2>
      {hint}
      {limitPeriods.map((period) => (
        <LimitRow
          key={period}
          testId={`limit-${type}-${periodNames[period]}`}
          label={`${intl.formatMessage(periodMessages[period])} · ${intl.formatMessage(sectionTitle[type])}`}
          amount={state.limits[limitField[type]][periodNames[period]]}
          currency={currency}
          pending={pendingOf(state, type, period)}
          onSave={(amount) => onChange({ type, period, amount })}
          supportLink={supportLink}
        />
      ))}
      {extra}
    </section>
  );
  return (
    <>
      <p className={styles.muted}>{intl.formatMessage(messages.tightenHint)}</p>
      {section('deposit')}
      {section('loss')}
      {section(
        'bet',
        <LimitRow
          testId="limit-maxBet"
          label={intl.formatMessage(messages.maxBet)}
          amount={state.limits.maxBetLimit}
          currency={currency}
          onSave={(amount) => onChange({ type: 'maxBet', amount })}
          supportLink={supportLink}
        />,
        <p className={styles.muted}>{intl.formatMessage(messages.betLimitHint)}</p>,
      )}
      <section className={styles.section} aria-labelledby="rg-winnings" data-testid="monthly-winnings">
        <h2 id="rg-winnings" className={styles.sectionTitle}>
          {intl.formatMessage(messages.monthlyWinnings)}
        </h2>
        <p className={styles.text}>{intl.formatMessage(messages.monthlyWinningsCopy)}</p>
        {supportLink}
      </section>
      {children}
    </>
  );
}
