// The bonus choice in the cashier (issue 35): "No bonus" and each deposit bonus of get-all-bonus as
// one radio (arrow keys move between them). An offer the player cannot take now is listed with its
// spec 8 reason and cannot be chosen; for the chosen one, what the amount typed gets: the bonus
// after the percent and the maximum, free spins, the wagering and its type, the expiry, and the
// minimum deposit when the amount is below it. A crypto top-up has no amount: it says which bonus
// applies to the next transfer and on what terms. Presentational: DepositFlow passes the offers.
import { Button, Skeleton, SkeletonGroup, useFormatAmount } from '@casino/ui';
import { useId } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { wordBonusRefusal } from '../../core/bonuses/bonusErrors.ts';
import styles from './Deposit.module.css';
import { depositMessages, depositBonusMessages as messages } from './depositMessages.ts';
import {
  type BonusBlock,
  bonusExpiry,
  type DepositOffer,
  depositBonusQuote,
  minimumNotMet,
  offerTerms,
} from './logic/depositBonus.ts';

export interface BonusPickerProps {
  offers: readonly DepositOffer[];
  /** Why each offer the player cannot take now is not available (by offer id). */
  blocks: ReadonlyMap<number, BonusBlock>;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** The amount typed (an exact decimal string); null for a crypto top-up (the next transfer). */
  amount: string | null;
  currency: string;
  crypto?: boolean;
  /** The currency's decimals (2 for fiat; the currency list's for crypto). */
  decimals: number;
  now: Date;
  /** The offers are on their way, or could not be loaded (the deposit works without a bonus). */
  state?: 'ready' | 'loading' | 'failed';
  onRetry?: () => void;
  /** An offer asked for (Deposit to claim) that the player cannot take now. */
  requestedBlocked?: DepositOffer | undefined;
  /** The server's refusal of the chosen bonus, worded. */
  problem?: string | undefined;
}

export function BonusPicker({
  offers,
  blocks,
  selectedId,
  onSelect,
  amount,
  currency,
  crypto = false,
  decimals,
  now,
  state = 'ready',
  onRetry,
  requestedBlocked,
  problem,
}: BonusPickerProps) {
  const intl = useIntl();
  const name = useId();
  const formatMoney = useFormatAmount();
  const money = (value: string) => formatMoney(value, currency, { crypto });
  const reason = (block: BonusBlock) => {
    const words = wordBonusRefusal(block.code, block.details);
    return intl.formatMessage(words.message, words.values);
  };
  const terms = (offer: DepositOffer) => {
    const { percent, maximum } = offerTerms(offer);
    return maximum === null
      ? intl.formatMessage(messages.termsOpen, { percent })
      : intl.formatMessage(messages.terms, { percent, maximum: money(maximum) });
  };
  const selected = offers.find((offer) => offer.id === selectedId && !blocks.has(offer.id));

  if (state === 'loading')
    return (
      <div className={styles.bonuses} data-testid="bonus-picker" data-state="loading">
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton shape="rect" height="96px" />
        </SkeletonGroup>
      </div>
    );
  if (state === 'failed')
    return (
      <div className={styles.notice} data-testid="bonus-picker" data-state="failed" role="status">
        <p className={styles.plain}>{intl.formatMessage(messages.loadFailed)}</p>
        {onRetry && (
          <Button kind="outline" size="small" onClick={onRetry}>
            {intl.formatMessage(depositMessages.retry)}
          </Button>
        )}
      </div>
    );
  if (!offers.length) return null;

  return (
    <fieldset className={styles.bonuses} data-testid="bonus-picker" data-state="ready">
      <legend className={styles.legend}>{intl.formatMessage(messages.legend)}</legend>
      {requestedBlocked && blocks.has(requestedBlocked.id) && (
        <p className={styles.notice} role="status" data-testid="bonus-requested-blocked">
          {intl.formatMessage(messages.requestedBlocked, {
            name: requestedBlocked.banner.bannerTitle,
            reason: reason(blocks.get(requestedBlocked.id) as BonusBlock),
          })}
        </p>
      )}
      <div className={styles.bonusList}>
        <label className={styles.bonus} data-bonus-id="none">
          <input type="radio" name={name} value="" checked={!selected} onChange={() => onSelect(null)} />
          <span className={styles.bonusName}>{intl.formatMessage(messages.none)}</span>
        </label>
        {offers.map((offer) => {
          const block = blocks.get(offer.id);
          const quote = amount === null ? null : depositBonusQuote(amount, offer, decimals);
          const { minimum } = offerTerms(offer);
          return (
            <label
              key={offer.id}
              className={styles.bonus}
              data-bonus-id={offer.id}
              data-blocked={block ? block.code : undefined}
            >
              <input
                type="radio"
                name={name}
                value={offer.id}
                checked={selected?.id === offer.id}
                disabled={Boolean(block)}
                onChange={() => onSelect(offer.id)}
              />
              <span className={styles.bonusText}>
                <span className={styles.bonusName}>{offer.banner.bannerTitle}</span>
                <span className={styles.bonusTerms}>
                  {terms(offer)}
                  {minimum !== null &&
                    ` · ${intl.formatMessage(messages.minimum, { minimum: money(minimum) })}`}
                </span>
                {block ? (
                  <span className={styles.bonusReason} data-testid="bonus-reason">
                    {reason(block)}
                  </span>
                ) : (
                  quote && (
                    <span className={styles.bonusGain}>
                      {intl.formatMessage(quote.capped ? messages.youGetCapped : messages.youGet, {
                        bonus: money(quote.bonus),
                      })}
                    </span>
                  )
                )}
              </span>
            </label>
          );
        })}
      </div>
      {!selected && amount === null && (
        <p className={styles.bonusSummary} data-testid="bonus-next-transfer">
          {intl.formatMessage(messages.nextTransferNone)}
        </p>
      )}
      {selected && (
        <BonusSummary
          offer={selected}
          amount={amount}
          decimals={decimals}
          now={now}
          money={money}
          terms={terms(selected)}
        />
      )}
      {problem && (
        <p className={styles.error} role="alert" data-testid="bonus-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** spec 8 DEPOSITS_NUMBER with the minimum deposit: the amount is below the bonus's minimum. */
export function minimumReason(intl: IntlShape, minimum: string): string {
  const words = wordBonusRefusal('DEPOSITS_NUMBER', { minDeposit: minimum });
  return intl.formatMessage(words.message, words.values);
}

function BonusSummary({
  offer,
  amount,
  decimals,
  now,
  money,
  terms,
}: {
  offer: DepositOffer;
  amount: string | null;
  decimals: number;
  now: Date;
  money: (value: string) => string;
  terms: string;
}) {
  const intl = useIntl();
  const quote = amount === null ? null : depositBonusQuote(amount, offer, decimals);
  const { minimum } = offerTerms(offer);
  const below = amount === null ? null : minimumNotMet(offer, amount);
  const name = offer.banner.bannerTitle;
  const multiplier = String(offer.wageringMultiplier);
  return (
    <div className={styles.bonusSummary} data-testid="bonus-summary" aria-live="polite">
      {quote ? (
        <p className={styles.bonusHeadline}>
          {intl.formatMessage(quote.capped ? messages.youGetCapped : messages.youGet, {
            bonus: money(quote.bonus),
          })}
          {quote.freeSpins > 0 && ` ${intl.formatMessage(messages.freeSpins, { count: quote.freeSpins })}`}
        </p>
      ) : (
        <>
          <p className={styles.bonusHeadline} data-testid="bonus-next-transfer">
            {intl.formatMessage(messages.nextTransfer, { name })}
          </p>
          <p className={styles.plain}>
            {terms}
            {minimum !== null && ` · ${intl.formatMessage(messages.minimum, { minimum: money(minimum) })}`}
          </p>
        </>
      )}
      <ul className={styles.bonusFacts}>
        <li data-fact="wagering">
          {quote
            ? intl.formatMessage(messages.wagering, { multiplier, amount: money(quote.wagering) })
            : intl.formatMessage(messages.wageringMultiple, { multiplier })}
        </li>
        <li data-fact="wageringType">
          {intl.formatMessage(
            offer.wageringType === 'REAL_TO_FUN' ? messages.wageringRealToFun : messages.wageringRealOnly,
          )}
        </li>
        <li data-fact="expiry">
          {intl.formatMessage(messages.expiry, { date: bonusExpiry(offer, now), days: offer.daysValid })}
        </li>
      </ul>
      {below !== null && (
        <p className={styles.error} data-testid="bonus-minimum">
          {minimumReason(intl, money(below))}
        </p>
      )}
    </div>
  );
}
