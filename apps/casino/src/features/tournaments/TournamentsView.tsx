// /tournaments (spec 2): tournaments and races, each with its status and countdown; the open one
// shows its prize table, rules and leaderboard. Presentational (stories); TournamentsPage feeds it.
import type { Tournament } from '@casino/api-client';
import { AmountDisplay, Badge, type BadgeTone, Button, useFormatAmount } from '@casino/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { LeaderboardView, type LeaderboardViewProps } from './LeaderboardView.tsx';
import { TournamentCountdown } from './TournamentCountdown.tsx';
import styles from './Tournaments.module.css';
import { tournamentsMessages as messages } from './tournamentsMessages.ts';

type Status = Tournament['status'];

const statusOrder: Record<Status, number> = { active: 0, upcoming: 1, finished: 2 };
const statusLabels = {
  active: messages.statusActive,
  upcoming: messages.statusUpcoming,
  finished: messages.statusFinished,
} as const;
const statusTones: Record<Status, BadgeTone> = { active: 'success', upcoming: 'info', finished: 'neutral' };

/** Running first, then upcoming, then finished; within each, the server's order (by end). */
export function inDisplayOrder(tournaments: readonly Tournament[]): Tournament[] {
  return tournaments
    .map((tournament, index) => ({ tournament, index }))
    .sort((a, b) => statusOrder[a.tournament.status] - statusOrder[b.tournament.status] || a.index - b.index)
    .map(({ tournament }) => tournament);
}

interface CardProps {
  tournament: Tournament;
  open: boolean;
  onToggle: () => void;
  now?: (() => Date) | undefined;
  onCountdownEnd?: (() => void) | undefined;
  leaderboard: ReactNode;
}

function PrizeTable({ tournament }: { tournament: Tournament }) {
  const intl = useIntl();
  return (
    <table className={styles.table} data-testid="prize-table">
      <caption className={styles.caption}>{intl.formatMessage(messages.prizes)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.place)}</th>
          <th scope="col" className={styles.number}>
            {intl.formatMessage(messages.prize)}
          </th>
        </tr>
      </thead>
      <tbody>
        {tournament.prizes.map((prize) => (
          <tr key={prize.place}>
            <td>{intl.formatNumber(prize.place)}</td>
            <td className={styles.number}>
              <AmountDisplay value={prize.amount} currency={tournament.currencyCode} size="small" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Rules({ tournament }: { tournament: Tournament }) {
  const intl = useIntl();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const formatMoney = useFormatAmount();
  const minBet = formatMoney(tournament.minBet, tournament.currencyCode);
  return (
    <div>
      <h4 className={styles.subTitle}>{intl.formatMessage(messages.rules)}</h4>
      <ul className={styles.rules}>
        <li>{intl.formatMessage(messages.ruleEntry, { minBet })}</li>
        <li>{intl.formatMessage(messages.ruleScore)}</li>
        <li>
          {intl.formatMessage(messages.ruleDates, {
            start: date(tournament.startsAt),
            end: date(tournament.endsAt),
          })}
        </li>
      </ul>
    </div>
  );
}

function TournamentCard({ tournament, open, onToggle, now, onCountdownEnd, leaderboard }: CardProps) {
  const intl = useIntl();
  const titleId = `tournament-${tournament.id}`;
  const detailsId = `tournament-${tournament.id}-details`;
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="tournament"
      data-status={tournament.status}
    >
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {tournament.name}
        </h3>
        <Badge tone={statusTones[tournament.status]}>
          {intl.formatMessage(statusLabels[tournament.status])}
        </Badge>
      </div>
      <p className={styles.muted}>{tournament.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>
            {tournament.status === 'finished'
              ? intl.formatMessage(statusLabels.finished)
              : intl.formatMessage(tournament.status === 'active' ? messages.endsIn : messages.startsIn)}
          </dt>
          <dd>
            {tournament.status === 'finished' ? (
              intl.formatMessage(messages.ended, {
                date: intl.formatDate(tournament.endsAt, { dateStyle: 'medium' }),
              })
            ) : (
              <TournamentCountdown
                target={new Date(tournament.status === 'active' ? tournament.endsAt : tournament.startsAt)}
                now={now}
                onComplete={onCountdownEnd}
              />
            )}
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.prizePool)}</dt>
          <dd>
            <AmountDisplay value={tournament.prizePool} currency={tournament.currencyCode} size="small" />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(messages.players)}</dt>
          <dd>{intl.formatNumber(tournament.playersCount)}</dd>
        </div>
      </dl>
      <div>
        <Button kind="outline" size="small" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
          {intl.formatMessage(open ? messages.hideDetails : messages.showDetails)}
        </Button>
      </div>
      {open && (
        <div id={detailsId} className={styles.details} data-testid="tournament-details">
          <div className={styles.detailsSide}>
            <PrizeTable tournament={tournament} />
            <Rules tournament={tournament} />
          </div>
          {leaderboard}
        </div>
      )}
    </article>
  );
}

export interface TournamentsViewProps {
  state: 'loading' | 'failed' | 'ready';
  tournaments: readonly Tournament[];
  /** The failure in words (describeError), when state is failed. */
  error?: string | undefined;
  retrying?: boolean;
  onRetry?: () => void;
  /** The tournament whose details show, if any. */
  openId: number | null;
  onToggle: (id: number) => void;
  /** The open tournament's leaderboard (its currency comes from the tournament). */
  leaderboard: Omit<LeaderboardViewProps, 'currencyCode'>;
  now?: () => Date;
  /** A countdown reached zero: a tournament started or ended. */
  onCountdownEnd?: () => void;
}

function Section({
  kind,
  title,
  empty,
  items,
  props,
}: {
  kind: Tournament['type'];
  title: string;
  empty: string;
  items: readonly Tournament[];
  props: TournamentsViewProps;
}) {
  const headingId = `${kind}-list-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={`${kind}-list`}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty} data-testid="tournaments-empty">
          {empty}
        </p>
      ) : (
        <ul className={styles.list}>
          {items.map((tournament) => (
            <li key={tournament.id}>
              <TournamentCard
                tournament={tournament}
                open={props.openId === tournament.id}
                onToggle={() => props.onToggle(tournament.id)}
                now={props.now}
                onCountdownEnd={props.onCountdownEnd}
                leaderboard={
                  props.openId === tournament.id && (
                    <LeaderboardView {...props.leaderboard} currencyCode={tournament.currencyCode} />
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function TournamentsView(props: TournamentsViewProps) {
  const intl = useIntl();
  const { state, tournaments, error, retrying = false, onRetry } = props;
  let content: ReactNode;
  if (state === 'loading') content = <PageSkeleton label={intl.formatMessage(messages.loading)} />;
  else if (state === 'failed')
    content = <LoadFailed message={error ?? ''} retrying={retrying} onRetry={() => onRetry?.()} />;
  else {
    const ordered = inDisplayOrder(tournaments);
    content = (
      <>
        <Section
          kind="tournament"
          title={intl.formatMessage(messages.tournaments)}
          empty={intl.formatMessage(messages.noTournaments)}
          items={ordered.filter((t) => t.type === 'tournament')}
          props={props}
        />
        <Section
          kind="race"
          title={intl.formatMessage(messages.races)}
          empty={intl.formatMessage(messages.noRaces)}
          items={ordered.filter((t) => t.type === 'race')}
          props={props}
        />
      </>
    );
  }
  return (
    <div className={styles.page} data-testid="tournaments-page">
      <h1 className={styles.title}>{intl.formatMessage(messages.title)}</h1>
      {content}
    </div>
  );
}
