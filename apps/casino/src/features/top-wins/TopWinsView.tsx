// The top-wins table (spec 1): four tabs over the latest bets, rows arriving live on top. The view
// is presentational (stories); TopWins.tsx feeds it. It tells its owner when the player hovers or
// focuses it, so rows stop moving under the pointer or the screen reader's cursor.
import { AmountDisplay, Skeleton, SkeletonGroup, Tabs } from '@casino/ui';
import { type FocusEvent, memo, type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '../../core/ui/PageStates.tsx';
import type { FeedRow, FeedTab } from './feedRows.ts';
import styles from './TopWins.module.css';
import { topWinsMessages as messages } from './topWinsMessages.ts';

export interface TopWinsViewProps {
  tab: FeedTab;
  onTabChange: (tab: FeedTab) => void;
  /** My Wins needs a signed-in player. */
  showMyTab: boolean;
  rows: readonly FeedRow[];
  /** Rows that arrived live since the table showed (they animate in). */
  freshIds?: ReadonlySet<number>;
  state: 'loading' | 'failed' | 'ready';
  /** The failure in words (describeError), when state is failed. */
  error?: string | undefined;
  retrying?: boolean;
  onRetry?: () => void;
  /** The viewer is in ghost mode (their name hidden from others). */
  ghostMode?: boolean;
  paused?: boolean;
  /** Hover or focus began (true) or ended (false). */
  onEngagedChange?: (engaged: boolean) => void;
}

const tabLabels = {
  my: messages.tabMy,
  all: messages.tabAll,
  'high-rollers': messages.tabHighRollers,
  multiplier: messages.tabMultiplier,
} as const;

const noFreshRows: ReadonlySet<number> = new Set();

/**
 * The back end writes a bet's amounts in its currency's precision ("0.00150000" in BTC, "2.00" in
 * EUR): more than two places is a crypto currency, shown with up to 8 (spec 9).
 */
const isCryptoAmount = (amount: string) => (amount.split('.')[1]?.length ?? 0) > 2;

/** One bet: memoised, so a batch of new bets renders only the new rows (the others keep their props). */
const FeedTableRow = memo(function FeedTableRow({ row, fresh }: { row: FeedRow; fresh: boolean }) {
  const intl = useIntl();
  return (
    <tr data-fresh={fresh || undefined} data-bet={row.id} data-testid="top-wins-row">
      <td className={styles.player}>{row.nickname}</td>
      <td>{row.gameName}</td>
      <td className={styles.number}>
        <AmountDisplay
          value={row.amount}
          currency={row.currencyCode}
          crypto={isCryptoAmount(row.amount)}
          size="small"
        />
      </td>
      <td className={styles.number}>
        {intl.formatMessage(messages.multiplierValue, {
          multiplier: intl.formatNumber(row.multiplier, { maximumFractionDigits: 2 }),
        })}
      </td>
      <td className={styles.number}>
        <AmountDisplay
          value={row.win}
          currency={row.currencyCode}
          crypto={isCryptoAmount(row.win)}
          size="small"
          tone={Number(row.win) > 0 ? 'positive' : 'muted'}
        />
      </td>
    </tr>
  );
});

function FeedTable({ rows, freshIds }: { rows: readonly FeedRow[]; freshIds: ReadonlySet<number> }) {
  const intl = useIntl();
  if (rows.length === 0) return <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>;
  return (
    // Focusable so a keyboard can scroll it where the table is wider than a phone's column
    // (axe: scrollable-region-focusable; the lobby at 375 px).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <div className={styles.scroller} tabIndex={0}>
      <table className={styles.table} data-testid="top-wins-table">
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.player)}</th>
            <th scope="col">{intl.formatMessage(messages.game)}</th>
            <th scope="col" className={styles.number}>
              {intl.formatMessage(messages.bet)}
            </th>
            <th scope="col" className={styles.number}>
              {intl.formatMessage(messages.multiplier)}
            </th>
            <th scope="col" className={styles.number}>
              {intl.formatMessage(messages.payout)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <FeedTableRow key={row.id} row={row} fresh={freshIds.has(row.id)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TopWinsView({
  tab,
  onTabChange,
  showMyTab,
  rows,
  freshIds = noFreshRows,
  state,
  error,
  retrying = false,
  onRetry,
  ghostMode = false,
  paused = false,
  onEngagedChange,
}: TopWinsViewProps) {
  const intl = useIntl();
  // Hover and focus each hold the table still; it moves again once neither does.
  const engaged = useRef({ hovered: false, focused: false });
  const engage = (change: Partial<typeof engaged.current>) => {
    const before = engaged.current.hovered || engaged.current.focused;
    engaged.current = { ...engaged.current, ...change };
    const after = engaged.current.hovered || engaged.current.focused;
    if (before !== after) onEngagedChange?.(after);
  };
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) engage({ focused: false });
  };

  let content: ReactNode;
  if (state === 'loading')
    content = (
      <SkeletonGroup>
        <Skeleton />
        <Skeleton />
        <Skeleton />
      </SkeletonGroup>
    );
  else if (state === 'failed')
    content = <LoadFailed message={error ?? ''} retrying={retrying} onRetry={() => onRetry?.()} />;
  else content = <FeedTable rows={rows} freshIds={freshIds} />;

  const tabs = (
    showMyTab
      ? (['my', 'all', 'high-rollers', 'multiplier'] as const)
      : (['all', 'high-rollers', 'multiplier'] as const)
  ).map((value) => ({
    value,
    label: intl.formatMessage(tabLabels[value]),
    content: value === tab ? content : null,
  }));
  return (
    <section
      className={styles.section}
      aria-labelledby="top-wins-title"
      data-testid="top-wins"
      onPointerEnter={() => engage({ hovered: true })}
      onPointerLeave={() => engage({ hovered: false })}
      onFocus={() => engage({ focused: true })}
      onBlur={leaveFocus}
    >
      <div className={styles.header}>
        <h2 id="top-wins-title" className={styles.title}>
          {intl.formatMessage(messages.title)}
        </h2>
        {paused && <p className={styles.note}>{intl.formatMessage(messages.paused)}</p>}
      </div>
      {ghostMode && (
        <p className={styles.note} data-testid="top-wins-ghost">
          {intl.formatMessage(messages.ghostOn)}
        </p>
      )}
      <Tabs
        label={intl.formatMessage(messages.title)}
        items={tabs}
        value={tab}
        onValueChange={(value) => onTabChange(value as FeedTab)}
      />
    </section>
  );
}
