// The casino back end's socket events (spec 7 "Socket"), declared once: the reference back end's
// socket.io server is typed with this map and the browser's live client subscribes through it, so
// a payload changed on one side fails the type check on the other. Types and one constant: importing
// this file costs the browser nothing.

/**
 * Money moved by a spin: `win` is what the accumulator's ngr moves by (the stake on a debit).
 * Amounts are exact decimal strings in the currency's precision (never floats); the balances are
 * the server's totals after the movement, shown as they are (never added up in the browser).
 */
export interface WalletEvent {
  win: string;
  amount: string;
  /** The primary wallet's balance after the movement. */
  balance: string;
  bonusBalance: string;
  totalBalance: string;
  currencyCode: string;
  gameId: number;
  betId: number;
}

/** A deposit fell through: `method` is the method's display name, the app offers another one. */
export interface FailedDepositEvent {
  method: string;
  methodId: number;
  transactionId: string;
  outcome: 'failed' | 'decline';
}

/** The session ended on the server (a lock, a password change…); `reason` is a termination code. */
export interface LogoutEvent {
  reason: string;
}

/** Sent to a player's socket once its token was accepted. */
export interface AuthenticatedEvent {
  userId: number;
}

/** Any player's spin, for the public "latest bets" feed (the nickname honours ghost mode). */
export interface BetEvent {
  betId: number;
  nickname: string;
  gameId: number;
  gameName: string;
  /** Exact decimal strings, as in WalletEvent. */
  amount: string;
  win: string;
  multiplier: number;
  currencyCode: string;
}

export interface ChatMessageEvent {
  id: number;
  room: string;
  nickname: string;
  text: string;
  createdAt: string;
}

/** A player's new score in a running tournament or race (the score is the turnover). */
export interface TournamentUpdateEvent {
  tournamentId: number;
  nickname: string;
  score: number;
}

/** One entry of a multiplayer table's log (issue 17): what happened, to which seat, when. */
export interface TableEventView {
  id: number;
  at: string;
  type:
    | 'joined'
    | 'left'
    | 'removed'
    | 'rolled'
    | 'timedOut'
    | 'skipped'
    | 'away'
    | 'back'
    | 'roundStarted'
    | 'roundWon';
  seat?: number;
  /** The seated player's nickname at the time (absent for table-wide entries). */
  nickname?: string;
  /** `rolled`: the two dice. */
  dice?: number[];
  /** `away`: set by the player (`manual`) or after the idle time (`idle`). */
  reason?: 'manual' | 'idle';
  /** `roundWon`: the winning seats and their total. */
  seats?: number[];
  total?: number;
}

/** A seated player as every player at the table sees them. */
export interface TablePlayerView {
  /** The player's public id, so a client finds its own seat. */
  playerId: string;
  nickname: string;
  score: number;
  status: 'present' | 'away';
  awayReason: 'manual' | 'idle' | null;
  awaySince: string | null;
  /** When an away player loses the seat (spec 4: 30 minutes away). */
  removalAt: string | null;
  /** The two dice rolled this round, if any. */
  dice: number[] | null;
  folded: boolean;
}

/**
 * The whole state of one multiplayer dice table, sent to the table's room on every change. Times
 * are the server's (`serverNow` says what its clock read), so a countdown survives a moved clock.
 */
export interface TableStateEvent {
  tableId: number;
  name: string;
  /** Grows with every change: a client keeps the newest of HTTP answers and events. */
  version: number;
  serverNow: string;
  round: number;
  turn: { seat: number; deadline: string } | null;
  rules: { turnMs: number; awayAfterMs: number; removeAfterMs: number; minPlayers: number };
  seats: { seat: number; player: TablePlayerView | null }[];
  events: TableEventView[];
}

/** Events for the players seated at one multiplayer table (the table's room). */
export interface TableLiveEvents {
  tableState: TableStateEvent;
}

/** Events for one player's sockets only (the room of the player or of one session). */
export interface PlayerLiveEvents {
  authenticated: AuthenticatedEvent;
  debit: WalletEvent;
  credit: WalletEvent & { multiplier: number };
  failedDeposit: FailedDepositEvent;
  logout: LogoutEvent;
}

/** Events every socket receives, guests' included. */
export interface PublicLiveEvents {
  bet: BetEvent;
  chatMessage: ChatMessageEvent;
  tournamentUpdate: TournamentUpdateEvent;
}

/** Every server → client event with its payload. */
export type LiveEventMap = PlayerLiveEvents & PublicLiveEvents & TableLiveEvents;
export type LiveEventName = keyof LiveEventMap;
export type PlayerLiveEventName = keyof PlayerLiveEvents;
export type PublicLiveEventName = keyof PublicLiveEvents;

/** The same map in socket.io's shape (`Server<ClientToServer, ServerToClient>`, `Socket<ServerToClient>`). */
export type ServerToClientEvents = { [E in LiveEventName]: (payload: LiveEventMap[E]) => void };

/** The client sends nothing over the socket: everything it does goes through HTTP. */
export type ClientToServerEvents = Record<never, never>;

/** The connection error a refused token gets (the middleware's `next(new Error(...))` message). */
export const unauthorizedSocketError = 'UNAUTHORIZED';
