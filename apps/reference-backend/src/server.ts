import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Server } from 'socket.io';
import { buildApp } from './app.ts';
import { BrandRegistry, loadBrands } from './brands.ts';
import { Clock } from './clock.ts';
import { type Config, loadConfig, productionFlag } from './config.ts';
import { type Ctx, nullRealtime } from './context.ts';
import { setPasswordHashCost, setPasswordHashGate } from './crypto.ts';
import { type Db, migrate, openDb } from './db.ts';
import { createMetrics } from './metrics.ts';
import { DiceTables } from './multiplayer.ts';
import { createDemoPaymentProvider, type PaymentProvider } from './payment-provider.ts';
import { attachRealtime } from './realtime.ts';
import { googleRecaptchaVerifier } from './recaptcha.ts';
import { warmLobbyThumbnails } from './routes/game-thumbnail.ts';
import { defaultGamesPerCategory } from './routes/lists.ts';
import { DEMO_PLAYERS, seed } from './seed.ts';

export interface Running {
  ctx: Ctx;
  casino: FastifyInstance;
  core: FastifyInstance | undefined;
  io: Server;
  casinoUrl: string;
  coreUrl: string;
  /**
   * Stops: refuses new connections, disconnects the sockets (their clients reconnect, to another
   * instance behind a proxy), lets requests in flight finish for up to `drainMs` (0: none are
   * waited for: hung test requests are released at once), then closes the database.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

/** Opens the database, migrates, seeds when empty. */
export async function createContext(
  config: Config,
  opts: { db?: Db; clock?: Clock; payments?: PaymentProvider } = {},
): Promise<Ctx> {
  setPasswordHashCost(config.testMode ? config.passwordHashLog2N : undefined);
  setPasswordHashGate({ concurrency: config.passwordHashConcurrency, queue: config.passwordHashQueue });
  const db = opts.db ?? (await openDb(config));
  await migrate(db);
  const brands = new BrandRegistry(loadBrands(config.brandsDir));
  const clock = opts.clock ?? new Clock();
  const faults: Ctx['faults'] = [];
  const hung: Ctx['hung'] = new Set();
  const ctx: Ctx = {
    db,
    config,
    clock,
    brands,
    realtime: nullRealtime(),
    tables: new DiceTables(clock),
    faults,
    geoCountry: undefined,
    hung,
    cache: new Map(),
    forcedReels: [],
    localeAnswers: new Map(),
    payments:
      opts.payments ??
      (config.paymentsDemo
        ? createDemoPaymentProvider(config.testMode ? { faults, hung } : undefined)
        : undefined),
    verifyRecaptcha: googleRecaptchaVerifier(config),
    draining: false,
    // Read at each scrape, when the context below exists.
    metrics: createMetrics({ db, sockets: () => ctx.realtime.socketCounts() }),
    async reseed() {
      ctx.cache.clear();
      ctx.tables.reset();
      await seed(db, {
        seed: config.seed,
        brands: brands.brands,
        now: clock.now(),
        demoPlayers: config.demoPlayers,
      });
    },
  };
  // A seat taken puts the player's sockets in the table's room before the news goes out; a seat
  // lost takes them out after it, so the player who left or was removed hears it too.
  ctx.tables.onChange((state, seated) => {
    for (const userId of seated.joined) ctx.realtime.seatSockets(userId, state.tableId, true);
    ctx.realtime.emitToTable(state.tableId, 'tableState', state);
    for (const userId of seated.left) ctx.realtime.seatSockets(userId, state.tableId, false);
  });
  const seeded = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
  if ((seeded[0]?.n ?? 0) === 0) await ctx.reseed();
  else if (config.production && !config.demoPlayers)
    await refuseSeededDemoPlayers(db).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
  return ctx;
}

/**
 * A production start on a database seeded elsewhere with the demo players (a development database
 * pointed at by mistake) would serve accounts with a published password: it is refused, as an
 * empty database is seeded without them, unless PRODUCTION_ALLOW_DEMO_PLAYERS=1.
 */
async function refuseSeededDemoPlayers(db: Db): Promise<void> {
  const found = await db.query<{ email: string }>('SELECT email FROM users WHERE lower(email) = ANY($1)', [
    DEMO_PLAYERS.map((p) => p.email.toLowerCase()),
  ]);
  if (found.length)
    throw new Error(
      `NODE_ENV=production refuses to start: the database holds the demo players (${found
        .map((r) => r.email)
        .join(
          ', ',
        )}), whose password is published. Remove them, or set ${productionFlag('demoPlayers')}=1 to allow them.`,
    );
}

/** Starts the casino host (and a separate core host when config.corePort is set). */
export async function startServer(
  partial: Partial<Config> = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<Running> {
  const config = loadConfig(env, partial);
  const ctx = await createContext(config);
  const split = config.corePort !== undefined;
  const casino = await buildApp(ctx, split ? 'casino' : 'all');
  const core = split ? await buildApp(ctx, 'core') : undefined;
  const io = attachRealtime(ctx, casino.server);
  await casino.listen({ host: config.host, port: config.port });
  if (core) await core.listen({ host: config.host, port: config.corePort ?? 0 });
  const url = (app: FastifyInstance) => `http://${config.host}:${(app.server.address() as AddressInfo).port}`;
  const casinoUrl = url(casino);
  // The lobby's first thumbnails are ready before a visitor asks (a failure only means they are
  // drawn on request instead).
  const warming = new AbortController();
  void warmLobbyThumbnails(ctx, defaultGamesPerCategory, warming.signal).catch((error: unknown) =>
    casino.log.warn({ error }, 'warming the lobby thumbnails failed'),
  );
  return {
    ctx,
    casino,
    core,
    io,
    casinoUrl,
    coreUrl: core ? url(core) : casinoUrl,
    async close({ drainMs = 0 } = {}) {
      ctx.draining = true;
      warming.abort();
      const cut = () => {
        for (const release of ctx.hung) release();
        for (const app of [casino, core]) app?.server.closeAllConnections();
      };
      if (drainMs > 0) setTimeout(cut, drainMs).unref();
      else for (const release of ctx.hung) release();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await casino.close().catch(() => {});
      if (core) await core.close();
      await ctx.db.close();
    },
  };
}
