// The top-wins table (spec 1): four tabs over the latest bets, rows arriving live on top. The view
// is presentational (stories); TopWins.tsx feeds it. It tells its owner when the player hovers or
// focuses it, so rows stop moving under the pointer or the screen reader's cursor.
import { AmountDisplay, Card, Skeleton, SkeletonGroup, Table, TableCell, TableRow, Tabs } from '@casino/ui';
import { type FocusEvent, memo, type ReactNode, useMemo, useRef } from 'react';
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

/** The column labels, read once per table (each cell repeats its column's for the phone layout). */
type Labels = Record<'player' | 'game' | 'bet' | 'multiplier' | 'payout', string>;

/** One bet: memoised, so a batch of new bets renders only the new rows (the others keep their props). */
const FeedTableRow = memo(function FeedTableRow({
  row,
  fresh,
  labels,
}: {
  row: FeedRow;
  fresh: boolean;
  labels: Labels;
}) {
  const intl = useIntl();
  return (
    <TableRow data-fresh={fresh || undefined} data-bet={row.id} data-testid="top-wins-row">
      <TableCell label={labels.player} className={styles.player}>
        {row.nickname}
      </TableCell>
      <TableCell label={labels.game} primary>
        {row.gameName}
      </TableCell>
      <TableCell label={labels.bet} align="end">
        <AmountDisplay
          value={row.amount}
          currency={row.currencyCode}
          crypto={isCryptoAmount(row.amount)}
          size="small"
        />
      </TableCell>
      <TableCell label={labels.multiplier} align="end">
        {intl.formatMessage(messages.multiplierValue, {
          multiplier: intl.formatNumber(row.multiplier, { maximumFractionDigits: 2 }),
        })}
      </TableCell>
      <TableCell label={labels.payout} align="end">
        <AmountDisplay
          value={row.win}
          currency={row.currencyCode}
          crypto={isCryptoAmount(row.win)}
          size="small"
          tone={Number(row.win) > 0 ? 'positive' : 'muted'}
        />
      </TableCell>
    </TableRow>
  );
});

function FeedTable({ rows, freshIds }: { rows: readonly FeedRow[]; freshIds: ReadonlySet<number> }) {
  const intl = useIntl();
  const labels = useMemo<Labels>(
    () => ({
      player: intl.formatMessage(messages.player),
      game: intl.formatMessage(messages.game),
      bet: intl.formatMessage(messages.bet),
      multiplier: intl.formatMessage(messages.multiplier),
      payout: intl.formatMessage(messages.payout),
    }),
    [intl],
  );
  if (rows.length === 0) return <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>;
  // Below 768 px the rows stack as cards (the Table's phone layout): nothing scrolls sideways.
  return (
    <Table
      className={styles.table}
      data-testid="top-wins-table"
      aria-label={intl.formatMessage(messages.title)}
      columns={[
        { id: 'player', label: labels.player },
        { id: 'game', label: labels.game },
        { id: 'bet', label: labels.bet, align: 'end' },
        { id: 'multiplier', label: labels.multiplier, align: 'end' },
        { id: 'payout', label: labels.payout, align: 'end' },
      ]}
    >
      {rows.map((row) => (
        <FeedTableRow key={row.id} row={row} fresh={freshIds.has(row.id)} labels={labels} />
      ))}
    </Table>
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
    <Card
      className={styles.section}
      title={intl.formatMessage(messages.title)}
      actions={paused ? <p className={styles.note}>{intl.formatMessage(messages.paused)}</p> : undefined}
      data-testid="top-wins"
      onPointerEnter={() => engage({ hovered: true })}
      onPointerLeave={() => engage({ hovered: false })}
      onFocus={() => engage({ focused: true })}
      onBlur={leaveFocus}
    >
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
    </Card>
  );
}
