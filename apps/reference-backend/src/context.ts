import type { PlayerLiveEvents, PublicLiveEvents, TableLiveEvents } from '@casino/api-client/live-events';
import type { BrandRegistry } from './brands.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { Metrics } from './metrics.ts';
import type { DiceTables } from './multiplayer.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface Fault {
  /** A path (/api/user/get-user-details), a route pattern, a prefix ending in '*', or '*' for all. */
  route: string;
  latencyMs?: number;
  status?: number;
  hang?: boolean;
  malformed?: boolean;
  dropSockets?: boolean;
  /** How many matching requests the fault applies to; unlimited when left out. */
  times?: number;
}

/** Socket side, filled in when socket.io is attached. */
export interface Realtime {
  /** Player events (the shared map in @casino/api-client) go to that player's sockets only. */
  emitToUser<E extends keyof PlayerLiveEvents>(userId: number, event: E, payload: PlayerLiveEvents[E]): void;
  /** Public events go to every socket, guests' included. */
  broadcast<E extends keyof PublicLiveEvents>(event: E, payload: PublicLiveEvents[E]): void;
  /** Table events go to the sockets of the players seated at that table (its room). */
  emitToTable<E extends keyof TableLiveEvents>(tableId: number, event: E, payload: TableLiveEvents[E]): void;
  /** Puts a player's sockets into a table's room (seated true) or takes them out. */
  seatSockets(userId: number, tableId: number, seated: boolean): void;
  dropAll(): void;
  /** Disconnects the sockets opened with one token (tokenHash) or of one player (userId). */
  drop(target: { tokenHash?: string; userId?: number }): void;
  /** Closes the sockets whose session has ended by time (expiry, idle, session time limit). */
  sweep(): Promise<void>;
  /** While true, new socket connections are refused (dropSockets fault). */
  refuseConnections: boolean;
  /** The open sockets: all, players' (in a user room), guests', seated at a table (metrics). */
  socketCounts(): { all: number; player: number; guest: number; table: number };
}

/**
 * Checks a reCAPTCHA token (login when RECAPTCHA_SECRET is set): true when the caller passed.
 * Tests replace it; the default asks Google's siteverify.
 */
export type RecaptchaVerifier = (token: string, remoteIp: string, action: string) => Promise<boolean>;

export interface Ctx {
  db: Db;
  config: Config;
  clock: Clock;
  brands: BrandRegistry;
  realtime: Realtime;
  /** The multiplayer dice tables (in memory: see multiplayer.ts). */
  tables: DiceTables;
  faults: Fault[];
  /** Country reported for loopback callers (test helper), else config.defaultCountry. */
  geoCountry: string | undefined;
  /** Resolvers of hung requests, released when faults are cleared. */
  hung: Set<() => void>;
  /** What is built from the seeded catalogue (the game list's catalogue, category answers), which no call changes; cleared on reseed. */
  cache: Map<string, unknown>;
  /** Test mode: the exact locales answer per locale (operator overrides, or a broken answer). */
  localeAnswers: Map<string, unknown>;
  /** Test mode: outcomes of the next demo-slot spins (reels), used before the random ones. */
  forcedReels: string[][];
  /** Who charges deposits; undefined = no provider configured (deposits are refused). */
  payments: PaymentProvider | undefined;
  verifyRecaptcha: RecaptchaVerifier;
  /** Reseeds the database (reset command, test helper). */
  reseed(): Promise<void>;
  /** Set when the process was asked to stop: /ready answers 503 while requests drain. */
  draining: boolean;
  /** This process's Prometheus metrics (GET /metrics, metrics.ts). */
  metrics: Metrics;
}

export function nullRealtime(): Realtime {
  return {
    emitToUser() {},
    broadcast() {},
    emitToTable() {},
    seatSockets() {},
    dropAll() {},
    drop() {},
    sweep: async () => {},
    refuseConnections: false,
    socketCounts: () => ({ all: 0, player: 0, guest: 0, table: 0 }),
  };
}
