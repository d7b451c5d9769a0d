// A tournament's leaderboard: the top places with their score and prize, the player's own row
// highlighted and kept in view (it sticks to the edge of the scrolling table), and their place
// under the table when it is below the rows shown.
import type { Leaderboard } from '@casino/api-client';
import { AmountDisplay, Badge } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import styles from './Tournaments.module.css';
import { tournamentsMessages as messages } from './tournamentsMessages.ts';

export interface LeaderboardViewProps {
  state: 'loading' | 'failed' | 'ready';
  leaderboard?: Leaderboard | undefined;
  currencyCode: string;
  /** The failure in words (describeError), when state is failed. */
  error?: string | undefined;
  retrying?: boolean;
  onRetry?: () => void;
  /** The tournament runs: scores move as bets arrive. */
  live?: boolean;
}

export function LeaderboardView({
  state,
  leaderboard,
  currencyCode,
  error,
  retrying = false,
  onRetry,
  live = false,
}: LeaderboardViewProps) {
  const intl = useIntl();
  const titleId = `leaderboard-${leaderboard?.tournamentId ?? 'pending'}`;
  let content: ReactNode;
  if (state === 'loading') content = <PageSkeleton label={intl.formatMessage(messages.leaderboardLoading)} />;
  else if (state === 'failed' || !leaderboard)
    content = <LoadFailed message={error ?? ''} retrying={retrying} onRetry={() => onRetry?.()} />;
  else if (leaderboard.rows.length === 0)
    content = <p className={styles.muted}>{intl.formatMessage(messages.leaderboardEmpty)}</p>;
  else {
    const meShown = leaderboard.rows.some((row) => row.isMe);
    content = (
      // Focusable so a keyboard can scroll it (axe: scrollable-region-focusable).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      <div className={styles.boardScroller} tabIndex={0}>
        <table className={styles.table} data-testid="leaderboard">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.place)}</th>
              <th scope="col">{intl.formatMessage(messages.player)}</th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage(messages.score)}
              </th>
              <th scope="col" className={styles.number}>
                {intl.formatMessage(messages.prize)}
              </th>
            </tr>
          </thead>
          <tbody>
            {leaderboard.rows.map((row) => (
              <tr
                key={row.place}
                className={row.isMe ? styles.me : undefined}
                data-me={row.isMe || undefined}
                data-testid="leaderboard-row"
              >
                <td>{intl.formatNumber(row.place)}</td>
                <td className={styles.player}>
                  {row.nickname}
                  {row.isMe && (
                    <>
                      {' '}
                      <Badge tone="accent">{intl.formatMessage(messages.you)}</Badge>
                    </>
                  )}
                </td>
                <td className={styles.number}>
                  <AmountDisplay value={row.score} currency={currencyCode} size="small" />
                </td>
                <td className={styles.number}>
                  {row.prize > 0 ? (
                    <AmountDisplay value={row.prize} currency={currencyCode} size="small" tone="positive" />
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          {leaderboard.me && !meShown && (
            <tfoot>
              <tr className={styles.me} data-me data-testid="leaderboard-own-place">
                <td colSpan={2}>{intl.formatMessage(messages.yourPlace, { place: leaderboard.me.place })}</td>
                <td className={styles.number}>
                  <AmountDisplay value={leaderboard.me.score} currency={currencyCode} size="small" />
                </td>
                <td />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    );
  }
  return (
    <section className={styles.board} aria-labelledby={titleId}>
      <div className={styles.boardHeader}>
        <h4 id={titleId} className={styles.subTitle}>
          {intl.formatMessage(messages.leaderboard)}
        </h4>
        {live && <p className={styles.muted}>{intl.formatMessage(messages.live)}</p>}
      </div>
      {content}
    </section>
  );
}
