// The daily accumulator's three looks (spec 2), drawn from props: the compact card linking to
// /cashback, the v2 banner ('Accumulator', 'Claim in mm:ss', a claim button with the amount) and
// the signed-in menu's 'Rewards' block. The countdown comes in as a node, so its every-second
// tick stays inside it. Words and button never disagree (issue 35): with something to claim the
// button is there and the countdown is the next payout; with nothing (zero, or just claimed) or a
// claim not possible yet (claimed earlier in this half hour) there is no button, never
// "Claim €0.00", and the countdown says when a claim is next possible.
import { isDecimal, sign } from '@casino/money';
import { Button, type CalendarLink, Icon, Tooltip, useFormatAmount } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './RewardsCalendar.module.css';
import { accumulatorMessages as messages } from './rewardsMessages.ts';

export const accumulatorVariants = ['compact', 'banner', 'menu'] as const;
export type AccumulatorVariant = (typeof accumulatorVariants)[number];

export interface AccumulatorViewProps {
  variant: AccumulatorVariant;
  /** The payout so far today, an exact decimal string. */
  amount: string;
  currency: string;
  /** False when the player has no deposit yet ('Deposit Required'). */
  active: boolean;
  /**
   * False while a claim is not possible yet (one claim per half hour: claimed earlier in this
   * half hour): no button, whatever the amount, and the countdown says when. @default true
   */
  claimOpen?: boolean;
  /** The ticking countdown (HalfHourCountdown). */
  countdown: ReactNode;
  /** The compact card's link to /cashback. */
  cashbackLink?: CalendarLink | undefined;
  onClaim?: () => void;
  claiming?: boolean;
  /** The outcome of the last claim, said in a live region. */
  message?: { tone: 'status' | 'alert'; text: string } | undefined;
}

export function AccumulatorView({
  variant,
  amount,
  currency,
  active,
  claimOpen = true,
  countdown,
  cashbackLink,
  onClaim,
  claiming = false,
  message,
}: AccumulatorViewProps) {
  const intl = useIntl();
  const formatMoney = useFormatAmount();
  const money = formatMoney(amount, currency);
  // A view never throws: an amount that is not a decimal is simply nothing to claim.
  const canClaim = active && claimOpen && isDecimal(amount) && sign(amount) > 0;
  const claimButton = onClaim && active && (canClaim || claiming) && (
    <Button
      kind="accent"
      size="small"
      loading={claiming}
      onClick={onClaim}
      aria-label={intl.formatMessage(messages.claimAmount, { amount: money })}
      data-testid="accumulator-claim"
    >
      {variant === 'banner'
        ? intl.formatMessage(messages.claimAmount, { amount: money })
        : intl.formatMessage(messages.claim)}
    </Button>
  );
  const inactive = !active && (
    <span className={styles.muted} data-testid="accumulator-deposit-required">
      <strong>{intl.formatMessage(messages.depositRequired)}</strong>{' '}
      {intl.formatMessage(messages.depositRequiredText)}
    </span>
  );
  const amountText = (
    <span data-testid="accumulator-amount" data-amount={amount}>
      {money}
    </span>
  );
  const status = (
    <p className={styles.message} role={message?.tone ?? 'status'}>
      {message?.text}
    </p>
  );
  const claimIn = (
    <span className={styles.muted}>
      {intl.formatMessage(canClaim ? messages.nextPayoutLabel : messages.claimInLabel)} {countdown}
    </span>
  );

  if (variant === 'banner')
    return (
      <section
        className={styles.card}
        data-variant="banner"
        data-active={String(active)}
        aria-label={intl.formatMessage(messages.title)}
        data-testid="accumulator-banner"
      >
        <Icon name="coin" />
        <div className={styles.cardBody}>
          <h2 className={styles.cardTitle}>{intl.formatMessage(messages.title)}</h2>
          {active ? claimIn : inactive}
        </div>
        <strong>{amountText}</strong>
        {claimButton}
        {status}
      </section>
    );

  if (variant === 'menu')
    return (
      <section
        className={styles.card}
        data-variant="menu"
        data-active={String(active)}
        aria-label={intl.formatMessage(messages.rewards)}
        data-testid="accumulator-menu"
      >
        <Icon name="coin" />
        <div className={styles.cardBody}>
          <h2 className={styles.cardTitle}>{intl.formatMessage(messages.rewards)}</h2>
          <strong>{amountText}</strong>
          {active ? claimIn : inactive}
        </div>
        {claimButton}
        {status}
      </section>
    );

  // The link holds what does not change every second; the countdown sits beside it, so the
  // link's name is stable and the tick never re-announces it.
  const summary = (
    <>
      <Icon name="coin" />
      <div className={styles.cardBody}>
        <span className={styles.cardTitle}>{intl.formatMessage(messages.cardTitle)}</span>
        <span className={styles.muted}>{intl.formatMessage(messages.soFar)}</span>
        <strong>{amountText}</strong>
      </div>
    </>
  );
  return (
    <section
      className={styles.card}
      data-variant="compact"
      aria-label={intl.formatMessage(messages.cardTitle)}
      data-testid="accumulator-card"
      data-active={String(active)}
    >
      {cashbackLink ? (
        <a className={styles.cardLink} href={cashbackLink.href} onClick={cashbackLink.onClick}>
          {summary}
        </a>
      ) : (
        <div className={styles.cardLink}>{summary}</div>
      )}
      <div className={styles.cardBody}>{active ? claimIn : inactive}</div>
      <Tooltip content={intl.formatMessage(messages.tooltip)}>
        <button type="button" className={styles.info} aria-label={intl.formatMessage(messages.about)}>
          <Icon name="info" />
        </button>
      </Tooltip>
    </section>
  );
}
