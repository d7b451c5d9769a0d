// One promotion as a card: its banner and bannerTitle, its type, the spec 3 display fields of its
// type, its start or end with a countdown, and whatever action the page puts under it
// (activate, log in, deposit, an error). Presentational: the page decides the action.
import { AmountDisplay, Badge, Countdown } from '@casino/ui';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useHasPassed } from '../../core/useHasPassed.ts';
import styles from './Promotions.module.css';
import type { Promotion } from './promotionsApi.ts';
import { promotionsMessages as messages } from './promotionsMessages.ts';

export const typeLabels = {
  deposit: messages.typeDeposit,
  freespins: messages.typeFreespins,
  no_deposit: messages.typeNoDeposit,
  instant_cashback: messages.typeInstantCashback,
} as const;

export interface PromotionCardProps {
  promotion: Promotion;
  /** The currency the amounts are in (the player's, or the brand's fallback for guests). */
  currency: string;
  crypto?: boolean;
  /** The banner image's address, when it has one. */
  bannerSrc?: string | undefined;
  /** Name of the free-spins game, when known. */
  gameName?: string | undefined;
  /** The heading links here (the promotion's own page), when given. */
  href?: string | undefined;
  onOpen?: ((event: React.MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Heading level of the title. @default 2 */
  level?: 2 | 3;
  /** The first card of the list: its banner is the page's largest paint, so it is not lazy. */
  eager?: boolean;
  /** Under the card: buttons, hints and messages. */
  children?: ReactNode;
  /** The clock (stories and tests pass a fixed one). */
  now?: () => Date;
}

interface Fact {
  key: string;
  term: string;
  value: ReactNode;
}

function facts(
  intl: IntlShape,
  p: Promotion,
  money: (value: number) => ReactNode,
  gameName?: string,
): Fact[] {
  const list: Fact[] = [];
  const add = (key: string, term: string, value: ReactNode) => list.push({ key, term, value });
  if (p.type === 'deposit' && p.depositBonusPercent !== null)
    add(
      'depositPercent',
      intl.formatMessage(messages.depositPercent),
      intl.formatMessage(messages.depositPercentValue, { percent: intl.formatNumber(p.depositBonusPercent) }),
    );
  if (p.maxBonusThreshold !== null)
    add('maxBonus', intl.formatMessage(messages.maxBonus), money(p.maxBonusThreshold));
  if (p.bonusAmount !== null)
    add('bonusAmount', intl.formatMessage(messages.bonusAmount), money(p.bonusAmount));
  if (p.type === 'freespins' && p.freeSpinsQuantity !== null)
    add(
      'freeSpins',
      intl.formatMessage(messages.freeSpins),
      intl.formatMessage(messages.freeSpinsValue, { count: p.freeSpinsQuantity }),
    );
  if (p.type === 'freespins' && p.gameId !== null)
    add(
      'game',
      intl.formatMessage(messages.game),
      gameName ?? intl.formatMessage(messages.gameNumber, { id: p.gameId }),
    );
  if (p.minDeposit !== null) add('minDeposit', intl.formatMessage(messages.minDeposit), money(p.minDeposit));
  if (p.minBalance !== null) add('minBalance', intl.formatMessage(messages.minBalance), money(p.minBalance));
  if (p.maxWin !== null) add('maxWin', intl.formatMessage(messages.maxWin), money(p.maxWin));
  if (p.wageringMultiplier > 0) {
    add(
      'wagering',
      intl.formatMessage(messages.wagering),
      intl.formatMessage(messages.wageringValue, { multiplier: intl.formatNumber(p.wageringMultiplier) }),
    );
    add(
      'wageringType',
      intl.formatMessage(messages.wageringType),
      intl.formatMessage(
        p.wageringType === 'REAL_TO_FUN' ? messages.wageringRealToFun : messages.wageringRealOnly,
      ),
    );
  }
  if (p.type !== 'instant_cashback')
    add(
      'daysValid',
      intl.formatMessage(messages.daysValid),
      intl.formatMessage(messages.daysValidValue, { days: p.daysValid }),
    );
  const date = (iso: string) => (
    <time dateTime={iso}>{intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })}</time>
  );
  if (p.startAt) add('starts', intl.formatMessage(messages.starts), date(p.startAt));
  if (p.endAt) add('ends', intl.formatMessage(messages.ends), date(p.endAt));
  return list;
}

/** Counts down to the start of a promotion not started yet, else to its end; nothing without either. */
function PromotionTimer({ promotion, now }: { promotion: Promotion; now: () => Date }) {
  const intl = useIntl();
  const start = useMemo(() => (promotion.startAt ? new Date(promotion.startAt) : null), [promotion.startAt]);
  const end = useMemo(() => (promotion.endAt ? new Date(promotion.endAt) : null), [promotion.endAt]);
  // At the start the card turns from "Starts in" to "Ends in" by itself.
  const started = useHasPassed(start, () => now().getTime());
  const target = started ? end : start;
  if (!target) return null;
  return (
    <p className={styles.timer} data-part="promotion-timer">
      <span>{intl.formatMessage(started ? messages.endsIn : messages.startsIn)}</span>
      <Countdown target={target} now={now} />
    </p>
  );
}

export function PromotionCard({
  promotion,
  currency,
  crypto = false,
  bannerSrc,
  gameName,
  href,
  onOpen,
  level = 2,
  eager = false,
  children,
  now = () => new Date(),
}: PromotionCardProps) {
  const intl = useIntl();
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = `promotion-${promotion.id}-title`;
  const money = (value: number) => (
    <AmountDisplay value={value} currency={currency} crypto={crypto} size="small" />
  );
  const list = facts(intl, promotion, money, gameName);
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-promotion-id={promotion.id}
      data-promotion-type={promotion.type}
      style={{ '--promotion-colour': promotion.banner.color } as CSSProperties}
    >
      {bannerSrc ? (
        <img
          className={styles.banner}
          src={bannerSrc}
          alt=""
          width={600}
          height={200}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div className={styles.banner} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <Badge tone="accent" size="small">
          {intl.formatMessage(typeLabels[promotion.type])}
        </Badge>
        <Heading className={styles.cardTitle} id={titleId}>
          {href ? (
            <a href={href} onClick={onOpen}>
              {promotion.banner.bannerTitle}
            </a>
          ) : (
            promotion.banner.bannerTitle
          )}
        </Heading>
        {list.length > 0 && (
          <dl className={styles.facts}>
            {list.map((fact) => (
              <div key={fact.key} data-fact={fact.key}>
                <dt>{fact.term}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <PromotionTimer promotion={promotion} now={now} />
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </article>
  );
}
