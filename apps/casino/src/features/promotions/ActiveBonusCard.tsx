// An active bonus: wagering done of required and what is left (a ProgressBar read as amounts, not
// a bare percentage), free spins left, and a countdown to its expiry; cancelling asks first.
// Presentational: MyBonuses passes the bonus, the cancel state and the clock.
import { AmountDisplay, Badge, Button, Countdown, ProgressBar, useFormatAmount } from '@casino/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { typeLabels } from './PromotionCard.tsx';
import styles from './Promotions.module.css';
import type { PromotionType, UserBonus } from './promotionsApi.ts';
import { promotionsMessages as messages } from './promotionsMessages.ts';
import { isZeroAmount, wageringProgress } from './wagering.ts';

export interface ActiveBonusCardProps {
  bonus: UserBonus;
  currency: string;
  crypto?: boolean;
  cancelling?: boolean;
  /** A refusal of the cancellation, worded. */
  error?: string | undefined;
  onCancel: () => void;
  now?: () => Date;
}

const isPromotionType = (type: string): type is PromotionType => type in typeLabels;

export function ActiveBonusCard({
  bonus,
  currency,
  crypto = false,
  cancelling = false,
  error,
  onCancel,
  now = () => new Date(),
}: ActiveBonusCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const name = bonus.banner.bannerTitle;
  const formatMoney = useFormatAmount();
  const money = (value: string) => formatMoney(value, currency, { crypto });
  const amount = (value: string) => (
    <AmountDisplay value={value} currency={currency} crypto={crypto} size="small" />
  );
  const wagering = wageringProgress(bonus.wageredAmount, bonus.wagerLeft);
  const hasWagering = !isZeroAmount(wagering.required);
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-user-bonus-id={bonus.id}
      data-testid="active-bonus"
    >
      <div className={styles.banner} aria-hidden="true" style={{ background: bonus.banner.color }} />
      <div className={styles.body}>
        {isPromotionType(bonus.type) && (
          <Badge tone="accent" size="small">
            {intl.formatMessage(typeLabels[bonus.type])}
          </Badge>
        )}
        <h3 className={styles.cardTitle} id={titleId}>
          {name}
        </h3>
        <dl className={styles.facts}>
          {!isZeroAmount(bonus.bonusAmount) && (
            <div>
              <dt>{intl.formatMessage(messages.bonusAmountLabel)}</dt>
              <dd>{amount(bonus.bonusAmount)}</dd>
            </div>
          )}
          {bonus.freeSpinsQuantity > 0 && (
            <div data-fact="spinsLeft">
              <dt>{intl.formatMessage(messages.freeSpins)}</dt>
              <dd>
                {intl.formatMessage(messages.spinsLeft, {
                  left: bonus.freeSpinsLeft,
                  total: bonus.freeSpinsQuantity,
                })}
              </dd>
            </div>
          )}
          {bonus.game && (
            <div>
              <dt>{intl.formatMessage(messages.game)}</dt>
              <dd>{bonus.game.name}</dd>
            </div>
          )}
        </dl>
        {hasWagering && (
          <div data-testid="wagering">
            <ProgressBar
              label={intl.formatMessage(messages.wageringProgress, { name })}
              value={wagering.percent}
              tone={wagering.complete ? 'success' : 'accent'}
              valueText={intl.formatMessage(messages.wageringOf, {
                wagered: money(wagering.wagered),
                required: money(wagering.required),
              })}
            />
            <p className={styles.hint} data-part="wagering-left">
              {wagering.complete
                ? intl.formatMessage(messages.wageringDone)
                : intl.formatMessage(messages.wageringLeft, { left: money(wagering.left) })}
            </p>
          </div>
        )}
        <p className={styles.timer}>
          <span>{intl.formatMessage(messages.expiresIn)}</span>
          <Countdown target={new Date(bonus.expiry)} now={now} />
        </p>
      </div>
      <div className={styles.actions}>
        {confirming ? (
          <>
            <p className={styles.hint}>{intl.formatMessage(messages.cancelConfirm, { name })}</p>
            <div className={styles.toolbar}>
              <Button type="button" kind="outline" size="small" loading={cancelling} onClick={onCancel}>
                {intl.formatMessage(messages.cancelYes)}
              </Button>
              <Button type="button" kind="primary" size="small" onClick={() => setConfirming(false)}>
                {intl.formatMessage(messages.cancelNo)}
              </Button>
            </div>
          </>
        ) : (
          <Button
            type="button"
            kind="outline"
            size="small"
            onClick={() => setConfirming(true)}
            aria-describedby={titleId}
          >
            {intl.formatMessage(messages.cancel)}
          </Button>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
    </article>
  );
}
