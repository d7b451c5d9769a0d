// The multiplayer dice table (issue 17, spec 4 "Away status"): a small game whose rules the server
// owns so the away rules are real. Each round every seated player has one turn, in seat order, to
// roll two dice before the turn timer runs out; the highest total wins the round (a point each on a
// tie). A player is away when they say so or after `awayAfterMs` without input; an away player's
// turns are skipped and their hand folded; after `removeAfterMs` away they lose their seat; any
// game action or an "I'm back" call returns them.
//
// State is in memory, not in the database: a table is a live round between the players watching
// it (like the socket rooms it is broadcast to), it holds no money and nothing of it must outlive
// a restart; a reseed empties the tables.
//
// Time comes from the server's Clock, which test mode moves: `settle` replays every deadline that
// fell due since the last look in the order they fell due (turn timeouts, auto-away, removals), so
// a jump of 35 minutes has the same outcome as 35 minutes of waiting.
import { randomInt } from 'node:crypto';
import type { TableEventView, TablePlayerView, TableStateEvent } from '@casino/api-client/live-events';
import type { Clock } from './clock.ts';
import { fail } from './errors.ts';

export const tableRules = {
  seats: 4,
  /** Seated players needed for a round to run. */
  minPlayers: 2,
  turnMs: 30_000,
  /** spec 4: away after 5 minutes without input. */
  awayAfterMs: 5 * 60_000,
  /** spec 4: removed after 30 minutes away. */
  removeAfterMs: 30 * 60_000,
  /** Entries of the table's event log kept for the players. */
  logLength: 20,
};

export interface TablePlayer {
  userId: number;
  /** Public id of the player (their statistics id), so clients can find their own seat. */
  playerId: string;
  nickname: string;
  score: number;
  lastInputAt: number;
  awaySince: number | null;
  awayReason: 'manual' | 'idle' | null;
  dice: [number, number] | null;
  folded: boolean;
}

interface Table {
  id: number;
  name: string;
  seats: (TablePlayer | null)[];
  round: number;
  turn: { seat: number; deadline: number } | null;
  log: TableEventView[];
  nextEventId: number;
  version: number;
}

export interface Seating {
  userId: number;
  playerId: string;
  nickname: string;
}

type Publish = (state: TableStateEvent, seated: { joined: number[]; left: number[] }) => void;

export class DiceTables {
  private tables = new Map<number, Table>();
  private publish: Publish = () => {};

  constructor(
    private readonly clock: Clock,
    private readonly rollDie: () => number = () => randomInt(1, 7),
  ) {
    this.reset();
  }

  /** Where state changes go (the socket rooms, once socket.io is attached). */
  onChange(publish: Publish): void {
    this.publish = publish;
  }

  /** Empty tables again (reseed). */
  reset(): void {
    this.tables.clear();
    for (const id of [1, 2, 3])
      this.tables.set(id, {
        id,
        name: `High Roll ${id}`,
        seats: Array.from({ length: tableRules.seats }, () => null),
        round: 0,
        turn: null,
        log: [],
        nextEventId: 1,
        version: 0,
      });
  }

  list(): TableStateEvent[] {
    this.settleAll();
    return [...this.tables.values()].map((table) => this.view(table));
  }

  state(tableId: number): TableStateEvent {
    const table = this.table(tableId);
    this.settle(table);
    return this.view(table);
  }

  /** The table a player sits at, if any. */
  tableOf(userId: number): number | undefined {
    for (const table of this.tables.values()) if (seatOf(table, userId) >= 0) return table.id;
    return undefined;
  }

  /** Replays what fell due on every table (the sweeper and the test clock call this). */
  settleAll(): void {
    for (const table of this.tables.values()) this.settle(table);
  }

  join(tableId: number, who: Seating): TableStateEvent {
    const table = this.table(tableId);
    this.settle(table);
    const now = this.now();
    if (seatOf(table, who.userId) >= 0) return this.input(tableId, who.userId);
    const other = this.tableOf(who.userId);
    if (other !== undefined) this.leave(other, who.userId);
    const free = table.seats.indexOf(null);
    if (free < 0) return fail('TABLE_FULL', `Table ${tableId} has no free seat`);
    table.seats[free] = {
      ...who,
      score: 0,
      lastInputAt: now,
      awaySince: null,
      awayReason: null,
      dice: null,
      folded: false,
    };
    this.log(table, now, { type: 'joined', seat: free });
    this.startRoundIfIdle(table, now);
    return this.changed(table, { joined: [who.userId], left: [] });
  }

  leave(tableId: number, userId: number): TableStateEvent {
    const table = this.table(tableId);
    this.settle(table);
    const seat = this.seatOrFail(table, userId);
    this.unseat(table, seat, this.now(), 'left');
    return this.changed(table, { joined: [], left: [userId] });
  }

  /**
   * Roll on the caller's turn. Whose turn it is comes from the table, never from the request: the
   * caller is the session's player, and the server checks the turn is theirs.
   */
  roll(tableId: number, userId: number): TableStateEvent {
    const table = this.table(tableId);
    this.settle(table);
    const seat = this.seatOrFail(table, userId);
    const now = this.now();
    // Any game action returns an away player, even one refused below.
    this.markInput(table, seat, now);
    if (table.turn?.seat !== seat) {
      this.changed(table);
      return fail('NOT_YOUR_TURN', 'It is not your turn');
    }
    const player = table.seats[seat] as TablePlayer;
    player.dice = [this.rollDie(), this.rollDie()];
    this.log(table, now, { type: 'rolled', seat, dice: player.dice });
    this.advance(table, now);
    return this.changed(table);
  }

  /** The player steps away (spec 4: set manually): their hand folds, their turns are skipped. */
  away(tableId: number, userId: number): TableStateEvent {
    const table = this.table(tableId);
    this.settle(table);
    const seat = this.seatOrFail(table, userId);
    const player = table.seats[seat] as TablePlayer;
    if (player.awaySince === null) this.goAway(table, seat, this.now(), 'manual');
    return this.changed(table);
  }

  /** Input from the player (a click, "I'm back"): resets the idle clock and returns them if away. */
  input(tableId: number, userId: number): TableStateEvent {
    const table = this.table(tableId);
    this.settle(table);
    const seat = this.seatOrFail(table, userId);
    this.markInput(table, seat, this.now());
    return this.changed(table);
  }

  private now(): number {
    return this.clock.now().getTime();
  }

  private table(tableId: number): Table {
    return this.tables.get(tableId) ?? fail('NOT_FOUND', `No table ${tableId}`);
  }

  private seatOrFail(table: Table, userId: number): number {
    const seat = seatOf(table, userId);
    if (seat < 0) return fail('NOT_SEATED', `You have no seat at table ${table.id}`);
    return seat;
  }

  private markInput(table: Table, seat: number, now: number): void {
    const player = table.seats[seat] as TablePlayer;
    player.lastInputAt = now;
    if (player.awaySince === null) return;
    player.awaySince = null;
    player.awayReason = null;
    this.log(table, now, { type: 'back', seat });
    this.startRoundIfIdle(table, now);
  }

  private goAway(table: Table, seat: number, at: number, reason: 'manual' | 'idle'): void {
    const player = table.seats[seat] as TablePlayer;
    player.awaySince = at;
    player.awayReason = reason;
    this.log(table, at, { type: 'away', seat, reason });
    // spec 4: while away the hand is folded (a roll already made this round no longer counts).
    player.folded = true;
    if (table.turn?.seat === seat) {
      this.log(table, at, { type: 'skipped', seat });
      this.advance(table, at);
    }
  }

  private unseat(table: Table, seat: number, at: number, type: 'left' | 'removed'): void {
    // Logged while the seat still names the player.
    this.log(table, at, { type, seat });
    table.seats[seat] = null;
    if (table.turn?.seat === seat) this.advance(table, at);
    else if (seatedCount(table) < tableRules.minPlayers) table.turn = null;
  }

  /**
   * Every deadline that fell due, earliest first, each applied at its own time: a turn's timeout
   * starts the next turn's timer from that moment, not from now.
   */
  private settle(table: Table): void {
    const now = this.now();
    let changed = false;
    // Bounded: once every player is away nothing is due but removals, and an empty table has no
    // deadlines; the cap only guards against a rule bug looping forever.
    for (let step = 0; step < 10_000; step++) {
      const due = nextDeadline(table);
      if (!due || due.at > now) break;
      changed = true;
      if (due.kind === 'turn') {
        this.log(table, due.at, { type: 'timedOut', seat: due.seat });
        (table.seats[due.seat] as TablePlayer).folded = true;
        this.advance(table, due.at);
      } else if (due.kind === 'away') this.goAway(table, due.seat, due.at, 'idle');
      else {
        const { userId } = table.seats[due.seat] as TablePlayer;
        this.unseat(table, due.seat, due.at, 'removed');
        this.changed(table, { joined: [], left: [userId] });
      }
    }
    if (changed) this.changed(table);
  }

  /** Hands the turn to the next seat that can act (skipping and folding away players), or ends the round. */
  private advance(table: Table, at: number): void {
    const from = table.turn?.seat ?? -1;
    for (let seat = from + 1; seat < table.seats.length; seat++) {
      const player = table.seats[seat];
      if (!player || player.dice || player.folded) continue;
      if (player.awaySince !== null) {
        player.folded = true;
        this.log(table, at, { type: 'skipped', seat });
        continue;
      }
      table.turn = { seat, deadline: at + tableRules.turnMs };
      return;
    }
    table.turn = null;
    this.endRound(table, at);
    this.startRoundIfIdle(table, at);
  }

  private endRound(table: Table, at: number): void {
    const hands = table.seats
      .map((player, seat) => ({ player, seat }))
      .filter(
        (entry): entry is { player: TablePlayer & { dice: [number, number] }; seat: number } =>
          !!entry.player?.dice && !entry.player.folded,
      );
    if (hands.length === 0) return;
    const best = Math.max(...hands.map(({ player }) => player.dice[0] + player.dice[1]));
    const winners = hands.filter(({ player }) => player.dice[0] + player.dice[1] === best);
    for (const { player } of winners) player.score += 1;
    this.log(table, at, { type: 'roundWon', seats: winners.map(({ seat }) => seat), total: best });
  }

  /** A new round when none runs, enough players sit and one of them is here. */
  private startRoundIfIdle(table: Table, at: number): void {
    if (table.turn) return;
    const players = table.seats.filter((player): player is TablePlayer => !!player);
    if (players.length < tableRules.minPlayers) return;
    if (players.every((player) => player.awaySince !== null)) return;
    table.round += 1;
    for (const player of players) {
      player.dice = null;
      player.folded = false;
    }
    this.log(table, at, { type: 'roundStarted' });
    this.advance(table, at);
  }

  private log(table: Table, at: number, event: Omit<TableEventView, 'id' | 'at' | 'nickname'>): void {
    const nickname = event.seat === undefined ? undefined : table.seats[event.seat]?.nickname;
    table.log.push({
      id: table.nextEventId++,
      at: new Date(at).toISOString(),
      ...event,
      ...(nickname ? { nickname } : {}),
    });
    if (table.log.length > tableRules.logLength) table.log.splice(0, table.log.length - tableRules.logLength);
  }

  private changed(
    table: Table,
    seated: { joined: number[]; left: number[] } = { joined: [], left: [] },
  ): TableStateEvent {
    table.version += 1;
    const state = this.view(table);
    this.publish(state, seated);
    return state;
  }

  private view(table: Table): TableStateEvent {
    return {
      tableId: table.id,
      name: table.name,
      version: table.version,
      serverNow: new Date(this.now()).toISOString(),
      round: table.round,
      turn: table.turn
        ? { seat: table.turn.seat, deadline: new Date(table.turn.deadline).toISOString() }
        : null,
      rules: {
        turnMs: tableRules.turnMs,
        awayAfterMs: tableRules.awayAfterMs,
        removeAfterMs: tableRules.removeAfterMs,
        minPlayers: tableRules.minPlayers,
      },
      seats: table.seats.map((player, seat) => ({ seat, player: player ? playerView(player) : null })),
      events: [...table.log],
    };
  }
}

function playerView(player: TablePlayer): TablePlayerView {
  return {
    playerId: player.playerId,
    nickname: player.nickname,
    score: player.score,
    status: player.awaySince === null ? 'present' : 'away',
    awayReason: player.awayReason,
    awaySince: player.awaySince === null ? null : new Date(player.awaySince).toISOString(),
    removalAt:
      player.awaySince === null ? null : new Date(player.awaySince + tableRules.removeAfterMs).toISOString(),
    dice: player.dice,
    folded: player.folded,
  };
}

function seatOf(table: Table, userId: number): number {
  return table.seats.findIndex((player) => player?.userId === userId);
}

function seatedCount(table: Table): number {
  return table.seats.filter((player) => player !== null).length;
}

type Deadline = { at: number; seat: number; kind: 'turn' | 'away' | 'remove' };

/** The earliest thing due at a table; on a tie the turn first, then seats in order. */
function nextDeadline(table: Table): Deadline | undefined {
  let next: Deadline | undefined = table.turn
    ? { at: table.turn.deadline, seat: table.turn.seat, kind: 'turn' }
    : undefined;
  table.seats.forEach((player, seat) => {
    if (!player) return;
    const due: Deadline =
      player.awaySince === null
        ? { at: player.lastInputAt + tableRules.awayAfterMs, seat, kind: 'away' }
        : { at: player.awaySince + tableRules.removeAfterMs, seat, kind: 'remove' };
    if (!next || due.at < next.at) next = due;
  });
  return next;
}
