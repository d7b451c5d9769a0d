import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLoopbackHost, parseTrustProxy, type TrustProxy } from './client-address.ts';
import { type ActionLimits, type LimitedAction, rateLimitsFromEnv } from './rateLimits.ts';

/** The package folder (apps/reference-backend). */
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository root: the nearest folder above the package that holds pnpm-workspace.yaml. */
export const repoRoot = (() => {
  let dir = packageDir;
  while (dir !== dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return resolve(packageDir, '..', '..');
})();

export interface Config {
  host: string;
  /** Port of the casino host (and of the core host when corePort is undefined). */
  port: number;
  /** When set, /api/core/... is served on this port and not on the casino port. */
  corePort: number | undefined;
  /** PostgreSQL connection string; when empty the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  dataDir: string;
  brandsDir: string;
  /** Operator overrides of the app's messages, `{lng}.json` each (the app ships its own catalogues). */
  localesDir: string;
  /** Fault injection and test helpers under /__test (CASINO_TEST_MODE=1 only). */
  testMode: boolean;
  /** Lifetime of an access token in seconds. */
  tokenTtlSeconds: number;
  /** Extra CORS origins, comma separated (loopback origins on any port are always allowed). */
  corsOrigins: string[];
  /** When set, get-full-category-list requires this value in the x-system-token header. */
  systemToken: string | undefined;
  /** Country reported by get-location for loopback and private addresses. */
  defaultCountry: string;
  /** Seed for the deterministic data generator. */
  seed: number;
  /** Public base URL of the casino host, used in game launch URLs. */
  publicUrl: string | undefined;
  logLevel: string;
  /** Where e-mail links (verification) send the player back to. */
  frontendUrl: string;
  /** Partner key of linked sign-ups (HMAC-SHA256); unset: linked sign-ups are refused. */
  linkedSignupKey: string | undefined;
  /** Tests only: where the request log goes instead of stdout. */
  logStream?: { write(line: string): void };
  /** PAYMENTS_DEMO=1: deposits go to the demo payment provider (test cards, simulate, demo 3DS). */
  paymentsDemo: boolean;
  /**
   * PAYMENT_TIMEOUT_MS: how long a deposit waits for the payment provider (default 10 s, under the
   * front end's 15 s request timeout of spec 9); then it is answered pending.
   */
  paymentTimeoutMs: number;
  /** Rate limits per caller address and per account (RATE_LIMIT_* variables). */
  rateLimits: Record<LimitedAction, ActionLimits>;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For is believed, for the HTTP and the socket server
   * (client-address.ts). Required when listening beyond loopback; false on loopback when unset.
   */
  trustProxy: TrustProxy;
  /** Login attempts per account before the progressive delays, and the longest delay (login-delays.ts). */
  loginFreeAttempts: number;
  loginDelayMaxSeconds: number;
  /** PASSWORD_HASH_CONCURRENCY / PASSWORD_HASH_QUEUE: hashes at once, and how many may wait (crypto.ts). */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /**
   * SHUTDOWN_TIMEOUT_MS: on SIGTERM, how long requests in flight may take to finish before their
   * connections are cut (new ones are refused at once, /ready says 503, sockets are told to go).
   */
  shutdownTimeoutMs: number;
  /**
   * METRICS_TOKEN: a bearer token that opens GET /metrics to a caller beyond loopback (a
   * Prometheus server elsewhere); without it only loopback callers get the metrics.
   */
  metricsToken: string | undefined;
  /** SOCKETS_PER_ADDRESS: open sockets one client address may hold (default 100). */
  socketsPerAddress: number;
  /** reCAPTCHA secret: when set, login requires a token the verifier accepts. */
  recaptchaSecret: string | undefined;
  /** reCAPTCHA v3: the lowest score accepted. */
  recaptchaMinScore: number;
  /** Lifetime of a game session (the demo slot's URL), in seconds. */
  gameSessionTtlSeconds: number;
  /** How often open sockets are checked against their session (expired, idle, time limit). */
  socketSweepMs: number;
  /** Test mode only: log2 of the scrypt N for new password hashes (default 17, OWASP's minimum). */
  passwordHashLog2N: number | undefined;
  /** NODE_ENV=production: every demo feature is off unless its PRODUCTION_ALLOW_* flag is set. */
  production: boolean;
  /** Seed the demo players (published password) into an empty database; off in production. */
  demoPlayers: boolean;
  /** Serve the API reference pages (/docs, /openapi.json); off in production. */
  apiDocs: boolean;
}

/**
 * What a production start refuses unless asked for by name: each is harmless on a developer's
 * machine and a hole on a live site, and each is switched on by a development setup (pnpm start,
 * the e2e run) whose environment could be copied into production. The flag names the danger.
 */
const PRODUCTION_ALLOWANCES = {
  testMode: {
    flag: 'PRODUCTION_ALLOW_TEST_MODE',
    what: 'CASINO_TEST_MODE=1 (/__test/... rewrites balances, clocks and settings)',
  },
  paymentsDemo: {
    flag: 'PRODUCTION_ALLOW_DEMO_PAYMENTS',
    what: 'PAYMENTS_DEMO=1 (the demo payment provider: any test card deposits money)',
  },
  demoPartnerKey: {
    flag: 'PRODUCTION_ALLOW_DEMO_PARTNER_KEY',
    what: 'LINKED_SIGNUP_KEY set to the published demo partner key (anybody can sign partner links)',
  },
  demoPlayers: {
    flag: 'PRODUCTION_ALLOW_DEMO_PLAYERS',
    what: 'the demo players with their published password, seeded into an empty database',
  },
  apiDocs: { flag: 'PRODUCTION_ALLOW_API_DOCS', what: 'the API reference pages (/docs, /openapi.json)' },
} as const;
export type ProductionAllowance = keyof typeof PRODUCTION_ALLOWANCES;

/** The flag that allows a demo feature in production, e.g. PRODUCTION_ALLOW_TEST_MODE. */
export const productionFlag = (allowance: ProductionAllowance): string =>
  PRODUCTION_ALLOWANCES[allowance].flag;

/**
 * A production start with test mode, the demo payment provider or the demo partner key on, and
 * not allowed by its flag, is refused: the error names every one and the flag that allows it.
 */
function refuseDemoInProduction(config: Config, env: NodeJS.ProcessEnv): void {
  if (!config.production) return;
  const on: Record<'testMode' | 'paymentsDemo' | 'demoPartnerKey', boolean> = {
    testMode: config.testMode,
    paymentsDemo: config.paymentsDemo,
    demoPartnerKey: config.linkedSignupKey === DEMO_LINKED_SIGNUP_KEY,
  };
  const refused = (Object.keys(on) as (keyof typeof on)[]).filter(
    (key) => on[key] && env[PRODUCTION_ALLOWANCES[key].flag] !== '1',
  );
  if (refused.length)
    throw new Error(
      `NODE_ENV=production refuses to start with ${refused
        .map(
          (key) => `${PRODUCTION_ALLOWANCES[key].what}: set ${PRODUCTION_ALLOWANCES[key].flag}=1 to allow it`,
        )
        .join('; ')}`,
    );
}

/**
 * The documented demo partner key: `pnpm start` and the e2e run set LINKED_SIGNUP_KEY to it so a
 * demo partner link can be signed. Never use it for a real partner.
 */
export const DEMO_LINKED_SIGNUP_KEY = 'demo-partner-key-not-for-production';

const int = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return n;
};

function passwordHashLog2N(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.PASSWORD_HASH_LOG2_N) return undefined;
  if (env.CASINO_TEST_MODE !== '1')
    throw new Error(
      'PASSWORD_HASH_LOG2_N lowers the password hash cost: it is accepted only with CASINO_TEST_MODE=1',
    );
  const log2 = int(env.PASSWORD_HASH_LOG2_N, 17);
  if (log2 < 10 || log2 > 20) throw new Error(`PASSWORD_HASH_LOG2_N must be 10-20, got ${log2}`);
  return log2;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const corePort = env.CORE_PORT ? int(env.CORE_PORT, 0) : undefined;
  const production = env.NODE_ENV === 'production';
  const host = env.HOST || '127.0.0.1';
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  // Every limit is keyed on the caller's address. Reachable from other machines, the back end is
  // either behind a proxy (and, not told so, would key every player on the proxy's address: one
  // shared budget an attacker can spend) or not (and must not believe X-Forwarded-For): it cannot
  // guess which, so it asks.
  if (trustProxy === undefined && !isLoopbackHost(host) && overrides.trustProxy === undefined)
    throw new Error(
      `HOST=${host} listens beyond loopback and the rate limits key on the caller's address: set TRUST_PROXY to the proxies in front (a hop count such as 1, or their addresses/ranges such as 10.0.0.0/8), or TRUST_PROXY=false when clients connect directly`,
    );
  // Off in production unless allowed by name; on everywhere else, as a developer expects.
  const onUnlessProduction = (allowance: ProductionAllowance) =>
    !production || env[PRODUCTION_ALLOWANCES[allowance].flag] === '1';
  const config: Config = {
    host,
    port: int(env.PORT, 4000),
    corePort,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || join(packageDir, '.data', 'pglite'),
    brandsDir: env.BRANDS_DIR || join(repoRoot, 'brands'),
    localesDir: env.LOCALES_DIR || join(packageDir, 'operator-messages'),
    testMode: env.CASINO_TEST_MODE === '1',
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 24 * 3600),
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    systemToken: env.SYSTEM_TOKEN || undefined,
    defaultCountry: (env.GEO_COUNTRY || 'MT').toUpperCase(),
    seed: int(env.SEED, 20261121),
    publicUrl: env.PUBLIC_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    frontendUrl: env.FRONTEND_URL || 'http://localhost:5173',
    linkedSignupKey: env.LINKED_SIGNUP_KEY || undefined,
    paymentsDemo: env.PAYMENTS_DEMO === '1',
    paymentTimeoutMs: int(env.PAYMENT_TIMEOUT_MS, 10_000),
    rateLimits: rateLimitsFromEnv(env),
    trustProxy: trustProxy ?? false,
    // The multiplier scales every limit (the e2e run's hundreds of logins from one machine).
    loginFreeAttempts:
      Math.max(1, int(env.LOGIN_FREE_ATTEMPTS, 5)) *
      (env.RATE_LIMIT_MULTIPLIER ? Math.round(Number(env.RATE_LIMIT_MULTIPLIER)) || 1 : 1),
    loginDelayMaxSeconds: Math.max(1, int(env.LOGIN_DELAY_MAX_SECONDS, 60)),
    passwordHashConcurrency: Math.max(1, int(env.PASSWORD_HASH_CONCURRENCY, 2)),
    passwordHashQueue: int(env.PASSWORD_HASH_QUEUE, 16),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    socketsPerAddress: int(env.SOCKETS_PER_ADDRESS, 100),
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaMinScore: env.RECAPTCHA_MIN_SCORE ? Number(env.RECAPTCHA_MIN_SCORE) : 0.5,
    gameSessionTtlSeconds: int(env.GAME_SESSION_TTL_SECONDS, 4 * 3600),
    socketSweepMs: int(env.SOCKET_SWEEP_MS, 15_000),
    passwordHashLog2N: passwordHashLog2N(env),
    production,
    demoPlayers: onUnlessProduction('demoPlayers'),
    apiDocs: onUnlessProduction('apiDocs'),
    ...overrides,
  };
  refuseDemoInProduction(config, env);
  return config;
}
