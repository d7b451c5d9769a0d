// A player's public statistics page (spec 2): totals, biggest win, favourite game as the back end
// gives them, and the link to share; a private profile reads 'This user has no visible statistics'
// (spec 8). The owner also sees their visibility switch. Presentational (stories).
import type { PlayerStatistics } from '@casino/api-client';
import { CopyButton } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import styles from './PlayerStatistics.module.css';
import { statisticsMessages as messages } from './statisticsMessages.ts';

export type StatisticsState = 'loading' | 'failed' | 'hidden' | 'not-found' | 'ready';

export interface StatisticsViewProps {
  state: StatisticsState;
  statistics?: PlayerStatistics | undefined;
  /** The address of this page, to share. */
  shareUrl: string;
  /** The failure in words (describeError), when state is failed. */
  error?: string | undefined;
  retrying?: boolean;
  onRetry?: () => void;
  /** The owner's visibility switch, when the viewer is the player themselves. */
  ownerControls?: ReactNode;
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className={styles.figure} data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function StatisticsView({
  state,
  statistics,
  shareUrl,
  error,
  retrying = false,
  onRetry,
  ownerControls,
}: StatisticsViewProps) {
  const intl = useIntl();
  // The back end sums the player's stakes and wins without a currency: shown as numbers.
  const amount = (value: number) =>
    intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  let body: ReactNode;
  if (state === 'loading') body = <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  else if (state === 'failed')
    body = <LoadFailed message={error ?? ''} retrying={retrying} onRetry={() => onRetry?.()} />;
  else if (state === 'hidden' || state === 'not-found' || !statistics)
    body = (
      <p className={styles.card} data-testid="statistics-unavailable">
        {intl.formatMessage(state === 'not-found' ? messages.notFound : messages.hidden)}
      </p>
    );
  else
    body = (
      <>
        <p className={styles.muted}>
          {intl.formatMessage(messages.memberSince, {
            date: intl.formatDate(statistics.memberSince, { dateStyle: 'long' }),
          })}
        </p>
        <dl className={styles.figures}>
          <Figure label={intl.formatMessage(messages.totalBets)} testId="statistics-total-bets">
            {intl.formatNumber(statistics.totalBets)}
          </Figure>
          <Figure label={intl.formatMessage(messages.totalWagered)} testId="statistics-total-wagered">
            {amount(statistics.totalWagered)}
          </Figure>
          <Figure label={intl.formatMessage(messages.biggestWin)} testId="statistics-biggest-win">
            {amount(statistics.biggestWin)}
          </Figure>
          <Figure
            label={intl.formatMessage(messages.biggestMultiplier)}
            testId="statistics-biggest-multiplier"
          >
            {intl.formatMessage(messages.multiplierValue, {
              multiplier: intl.formatNumber(statistics.biggestMultiplier, { maximumFractionDigits: 2 }),
            })}
          </Figure>
          <Figure label={intl.formatMessage(messages.favouriteGame)} testId="statistics-favourite-game">
            {statistics.favouriteGame?.name ?? intl.formatMessage(messages.noFavourite)}
          </Figure>
        </dl>
        <section className={styles.share} aria-labelledby="statistics-share">
          <h2 id="statistics-share" className={styles.sectionTitle}>
            {intl.formatMessage(messages.share)}
          </h2>
          <div className={styles.shareRow}>
            <input
              className={styles.shareUrl}
              readOnly
              value={shareUrl}
              aria-label={intl.formatMessage(messages.shareLink)}
              data-testid="statistics-share-url"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={shareUrl} label={intl.formatMessage(messages.copyLink)} />
          </div>
        </section>
      </>
    );
  return (
    <div className={styles.page} data-testid="player-statistics">
      <h1 className={styles.title}>
        {statistics && state === 'ready'
          ? intl.formatMessage(messages.titleOf, { nickname: statistics.nickname })
          : intl.formatMessage(messages.title)}
      </h1>
      {body}
      {ownerControls && <div className={styles.card}>{ownerControls}</div>}
    </div>
  );
}
