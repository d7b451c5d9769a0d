// The dice table as the player sees it: the seats (who is away, who plays), whose turn with its
// timer, the player's own actions, the away notice with "I'm back", and what just happened.
// Presentational: the page hands in the state and the actions.
import type { TableAction, TableState } from '@casino/api-client';
import { Badge, Button, Countdown } from '@casino/ui';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import styles from './Multiplayer.module.css';
import { multiplayerMessages as messages } from './multiplayerMessages.ts';
import { diceTotal, mySeat, type Seat, type TableEvent, tableActionAttribute } from './tableModel.ts';

export interface TableViewProps {
  table: TableState;
  playerId: string | null;
  /** The server's clock as the page estimates it (the turn timer counts on it). */
  serverNow: () => Date;
  /** The action on its way to the server, if any. */
  pending?: TableAction | null;
  /** Why the last action failed. */
  error?: string;
  onAction: (action: TableAction) => void;
}

/** Marks the buttons that are game actions: their click is the input, not a second report. */
const actionButton = { [tableActionAttribute]: '' };

/** How many of the latest table events are shown. */
const shownEvents = 8;

export function TableView({ table, playerId, serverNow, pending, error, onAction }: TableViewProps) {
  const intl = useIntl();
  const me = mySeat(table, playerId);
  const away = me?.player?.status === 'away';
  const myTurn = !!me && table.turn?.seat === me.seat;
  const turnPlayer = table.turn ? table.seats[table.turn.seat]?.player : undefined;
  const deadline = useMemo(() => (table.turn ? new Date(table.turn.deadline) : undefined), [table.turn]);
  const events = table.events.slice(-shownEvents).reverse();
  return (
    <section className={styles.card} aria-labelledby="multiplayer-table-name" data-testid="multiplayer-table">
      <div className={styles.tableHeader}>
        <h2 id="multiplayer-table-name" className={styles.sectionTitle}>
          {table.name}
        </h2>
        {table.round > 0 && <Badge>{intl.formatMessage(messages.round, { round: table.round })}</Badge>}
      </div>

      {away && me?.player && (
        <div className={styles.awayNotice} role="status" data-testid="multiplayer-away-notice">
          <p className={styles.strong}>{intl.formatMessage(messages.youAreAway)}</p>
          {me.player.removalAt && (
            <p>
              {intl.formatMessage(messages.removalAt, {
                time: intl.formatTime(me.player.removalAt, { timeStyle: 'short' }),
              })}
            </p>
          )}
          <div>
            <Button
              kind="accent"
              loading={pending === 'back'}
              onClick={() => onAction('back')}
              {...actionButton}
            >
              {intl.formatMessage(messages.back)}
            </Button>
          </div>
        </div>
      )}

      <div className={styles.turn} role="status" data-testid="multiplayer-turn">
        {table.turn && turnPlayer ? (
          <>
            <span className={styles.strong}>
              {myTurn
                ? intl.formatMessage(messages.yourTurn)
                : intl.formatMessage(messages.theirTurn, { nickname: turnPlayer.nickname })}
            </span>
            <span className={styles.timer}>
              <span className={styles.muted}>{intl.formatMessage(messages.timeLeft)}</span>{' '}
              <Countdown target={deadline} now={serverNow} />
            </span>
          </>
        ) : (
          <span>{intl.formatMessage(messages.waiting, { minPlayers: table.rules.minPlayers })}</span>
        )}
      </div>

      <ul className={styles.seats} aria-label={intl.formatMessage(messages.title)}>
        {table.seats.map((seat) => (
          <SeatCard
            key={seat.seat}
            seat={seat}
            isMe={seat.seat === me?.seat}
            playing={table.turn?.seat === seat.seat}
          />
        ))}
      </ul>

      {me && (
        <div className={styles.actions}>
          <Button
            kind="accent"
            disabled={!myTurn || away}
            loading={pending === 'roll'}
            onClick={() => onAction('roll')}
            data-testid="multiplayer-roll"
            {...actionButton}
          >
            {intl.formatMessage(messages.roll)}
          </Button>
          {!away && (
            <Button
              kind="outline"
              loading={pending === 'away'}
              onClick={() => onAction('away')}
              {...actionButton}
            >
              {intl.formatMessage(messages.stepAway)}
            </Button>
          )}
          <Button
            kind="link"
            loading={pending === 'leave'}
            onClick={() => onAction('leave')}
            {...actionButton}
          >
            {intl.formatMessage(messages.leave)}
          </Button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}

      {events.length > 0 && (
        <div>
          <h3 className={styles.subTitle}>{intl.formatMessage(messages.eventsTitle)}</h3>
          <ol className={styles.events} data-testid="multiplayer-events">
            {events.map((event) => (
              <li key={event.id}>{eventText(intl, event, table)}</li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}

function SeatCard({ seat, isMe, playing }: { seat: Seat; isMe: boolean; playing: boolean }) {
  const intl = useIntl();
  const { player } = seat;
  const label = intl.formatMessage(messages.seat, { seat: seat.seat + 1 });
  if (!player)
    return (
      <li className={styles.seat} data-state="free">
        <span className={styles.muted}>{label}</span>
        <span className={styles.muted}>{intl.formatMessage(messages.emptySeat)}</span>
      </li>
    );
  return (
    <li
      className={styles.seat}
      data-state={player.status}
      data-playing={playing || undefined}
      data-me={isMe || undefined}
      data-testid={`multiplayer-seat-${seat.seat}`}
    >
      <span className={styles.muted}>{label}</span>
      <span className={styles.strong}>
        {player.nickname}
        {isMe && ` (${intl.formatMessage(messages.you)})`}
      </span>
      <span className={styles.badges}>
        {player.status === 'away' && <Badge tone="warning">{intl.formatMessage(messages.statusAway)}</Badge>}
        {playing && <Badge tone="accent">{intl.formatMessage(messages.statusTurn)}</Badge>}
      </span>
      <span>{intl.formatMessage(messages.score, { score: player.score })}</span>
      <span className={styles.muted}>
        {player.folded
          ? intl.formatMessage(messages.folded)
          : player.dice
            ? intl.formatMessage(messages.dice, {
                first: player.dice[0] as number,
                second: player.dice[1] as number,
                total: diceTotal(player.dice),
              })
            : '\u00a0'}
      </span>
    </li>
  );
}

function eventText(intl: IntlShape, event: TableEvent, table: TableState): string {
  const nameOf = (seat: number) =>
    table.seats[seat]?.player?.nickname ?? intl.formatMessage(messages.someone, { seat: seat + 1 });
  const who = event.nickname ?? nameOf(event.seat ?? 0);
  switch (event.type) {
    case 'joined':
      return intl.formatMessage(messages.eventJoined, { who });
    case 'left':
      return intl.formatMessage(messages.eventLeft, { who });
    case 'removed':
      return intl.formatMessage(messages.eventRemoved, { who });
    case 'rolled':
      return intl.formatMessage(messages.eventRolled, { who, total: diceTotal(event.dice ?? []) });
    case 'timedOut':
      return intl.formatMessage(messages.eventTimedOut, { who });
    case 'skipped':
      return intl.formatMessage(messages.eventSkipped, { who });
    case 'away':
      return intl.formatMessage(event.reason === 'idle' ? messages.eventAwayIdle : messages.eventAwayManual, {
        who,
      });
    case 'back':
      return intl.formatMessage(messages.eventBack, { who });
    case 'roundStarted':
      return intl.formatMessage(messages.eventRoundStarted);
    case 'roundWon':
      return intl.formatMessage(messages.eventRoundWon, {
        who: intl.formatList((event.seats ?? []).map(nameOf), { type: 'conjunction' }),
        total: event.total ?? 0,
      });
  }
}
