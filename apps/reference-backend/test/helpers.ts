import { randomBytes } from 'node:crypto';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Ctx } from '../src/context.ts';
import { rateLimitsFromEnv } from '../src/rateLimits.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { createContext } from '../src/server.ts';

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface TestServer {
  ctx: Ctx;
  app: App;
  login(email: string, password?: string): Promise<string>;
  call(
    method: string,
    url: string,
    opts?: {
      token?: string;
      body?: unknown;
      query?: Record<string, string | number | boolean>;
      headers?: Record<string, string>;
    },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A server on an in-memory PGlite (or a folder), driven through fastify.inject. */
export async function makeServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const config = loadConfig(
    {},
    {
      dataDir: 'memory://',
      logLevel: 'silent',
      testMode: true,
      paymentsDemo: true,
      // The suite logs in and signs up far more often than a player could; the limits themselves
      // are tested with their real values (test/accounts.test.ts).
      rateLimits: rateLimitsFromEnv({ RATE_LIMIT_MULTIPLIER: '1000' }),
      loginFreeAttempts: 5000,
      ...(await postgresSchema()),
      ...overrides,
    },
  );
  const ctx = await createContext(config);
  const app = await buildApp(ctx, 'all');
  await app.ready();
  const call: TestServer['call'] = (method, url, opts = {}) =>
    app.inject({
      method: method as 'GET',
      url,
      query: opts.query as Record<string, string> | undefined,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
  return {
    ctx,
    app,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const res = await call('POST', '/api/user/login', { body: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
      return res.json().accessToken as string;
    },
    async close() {
      await app.close();
      await ctx.db.close();
    },
  };
}

/**
 * With TEST_DATABASE_URL set, the same tests run on a real PostgreSQL: each server gets its own
 * schema (search_path), so test files running side by side do not share tables.
 */
async function postgresSchema(): Promise<Partial<Config>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return {};
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const sep = url.includes('?') ? '&' : '?';
  return { databaseUrl: `${url}${sep}options=${encodeURIComponent(`-c search_path=${schema}`)}` };
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);

/** The 200 answer schema of a route, as registered (method + route pattern). */
export function answerSchema(app: App, method: string, pattern: string): Record<string, unknown> {
  const info = app.routeInfos.find((r) => r.method === method && r.url === pattern);
  const schema = (info?.schema?.response as Record<string, Record<string, unknown>> | undefined)?.['200'];
  if (!schema) throw new Error(`No 200 answer schema for ${method} ${pattern}`);
  return schema;
}

/** Validates a body against a schema; returns Ajv's error text or undefined. */
export function validate(schema: Record<string, unknown>, body: unknown): string | undefined {
  const check = ajv.compile(schema);
  return check(body) ? undefined : ajv.errorsText(check.errors, { separator: '\n' });
}

export const today = () => new Date().toISOString().slice(0, 10);
export const userIdOf = { new: 1, depositor: 2, excluded: 3, kyc: 4, bonus: 5, crypto: 6 } as const;
/** A Malta/EUR bank withdrawal's destination (issue 35: a SEPA payout needs the holder and a valid IBAN). */
export const SEPA_PAYOUT = {
  accountName: 'Dana Depositor',
  iban: 'MT84MALT011000012345MTLCAST001S',
} as const;
/** The card the demo depositor paid in with (seed): where a card payout goes back to. */
export const CARD_ON_FILE = { cardId: '4242-12/39' } as const;
export const VISA = { number: '4242 4242 4242 4242', holder: 'Dana Depositor', expiry: '12/39', cvc: '123' };

/** What the server requires of every sign-up (terms, the brand's required fields: issue 12). */
export const SIGN_UP_COMPLETE = {
  terms: true,
  dateOfBirth: '1990-01-01',
  countryCode: 'MT',
  currencyCode: 'EUR',
};

/** Makes the server's sign-ups complete unless a test says otherwise (its own fields win). */
export function completeSignUps(s: TestServer): void {
  const call = s.call;
  s.call = (method, url, opts = {}) =>
    call(
      method,
      url,
      method === 'POST' && url === '/api/user/sign-up'
        ? { ...opts, body: { ...SIGN_UP_COMPLETE, ...(opts.body as Record<string, unknown>) } }
        : opts,
    );
}
