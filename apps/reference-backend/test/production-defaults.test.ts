// Issue 32, finding 2: a production start (NODE_ENV=production) copied from a development setup
// must not come up with the published demo players, the demo payment provider (free deposits), the
// published partner key, test mode (/__test can rewrite balances) or the API reference pages,
// unless each is asked for by its own PRODUCTION_ALLOW_* flag; and it says at start what is on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LINKED_SIGNUP_KEY, loadConfig } from '../src/config.ts';
import { type Running, startServer } from '../src/server.ts';
import { startupReport } from '../src/startup-report.ts';
import { VISA } from './helpers.ts';

const running: Running[] = [];
afterAll(async () => {
  for (const srv of running) await srv.close();
});

/** A real start on loopback with exactly this environment (nothing from the test runner's). */
async function start(env: NodeJS.ProcessEnv): Promise<Running> {
  const srv = await startServer({ port: 0, dataDir: 'memory://', logLevel: 'silent' }, env);
  running.push(srv);
  return srv;
}
const send = async (srv: Running, method: string, path: string, body?: unknown, token?: string) => {
  const res = await fetch(`${srv.casinoUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: loosely typed JSON answers in a test
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json };
};

describe('production defaults', () => {
  it('a production start with an empty database and no explicit demo flags has no demo player and no demo provider', async () => {
    const srv = await start({ NODE_ENV: 'production' });
    const demo = await srv.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE email ILIKE '%@demo.casino'",
    );
    expect(demo[0]?.n).toBe(0);
    // The published password opens nothing.
    const login = await send(srv, 'POST', '/api/user/login', {
      email: 'depositor@demo.casino',
      password: 'Demo1234!',
    });
    expect(login.status).toBe(401);
    // The catalogue is there (a production database still gets games, bonuses, brands' settings).
    expect((await send(srv, 'GET', '/api/games/1')).status).toBe(200);
    // A real player's deposit finds no provider: the demo one (test cards, `simulate`) is not installed.
    const signUp = await send(srv, 'POST', '/api/user/sign-up', {
      email: 'first@example.com',
      password: 'Player123!',
      dateOfBirth: '1990-01-01',
      countryCode: 'MT',
      currencyCode: 'EUR',
      terms: true,
    });
    expect(signUp.status, JSON.stringify(signUp.json)).toBe(200);
    const deposit = await send(
      srv,
      'POST',
      '/api/user/deposit',
      { paymentMethodId: 1, amount: 20, card: VISA },
      signUp.json.accessToken,
    );
    expect(deposit.status).toBe(503);
    expect(deposit.json.error.code).toBe('PAYMENT_PROVIDER_NOT_CONFIGURED');
    // No test mode, no API reference pages.
    expect((await send(srv, 'POST', '/__test/reset')).status).toBe(404);
    expect((await send(srv, 'GET', '/docs')).status).toBe(404);
    expect((await send(srv, 'GET', '/openapi.json')).status).toBe(404);
    expect(startupReport(srv.ctx.config)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mode +production$/),
        expect.stringMatching(/^demo players +off/),
        expect.stringMatching(/^demo payments +off/),
        expect.stringMatching(/^partner key +not set/),
        expect.stringMatching(/^test mode +off/),
        expect.stringMatching(/^API reference +off/),
      ]),
    );
  });

  it('refuses to start in production with test mode, the demo payment provider or the demo partner key unless each is allowed', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, CASINO_TEST_MODE: '1' })).toThrow(
      /PRODUCTION_ALLOW_TEST_MODE=1/,
    );
    expect(() => loadConfig({ ...production, PAYMENTS_DEMO: '1' })).toThrow(
      /PRODUCTION_ALLOW_DEMO_PAYMENTS=1/,
    );
    expect(() => loadConfig({ ...production, LINKED_SIGNUP_KEY: DEMO_LINKED_SIGNUP_KEY })).toThrow(
      /PRODUCTION_ALLOW_DEMO_PARTNER_KEY=1/,
    );
    // Each allowance lets through only its own feature.
    expect(() =>
      loadConfig({
        ...production,
        CASINO_TEST_MODE: '1',
        PAYMENTS_DEMO: '1',
        PRODUCTION_ALLOW_TEST_MODE: '1',
      }),
    ).toThrow(/PRODUCTION_ALLOW_DEMO_PAYMENTS=1/);
    expect(
      loadConfig({ ...production, CASINO_TEST_MODE: '1', PRODUCTION_ALLOW_TEST_MODE: '1' }).testMode,
    ).toBe(true);
    // A partner's own key is no demo feature.
    expect(loadConfig({ ...production, LINKED_SIGNUP_KEY: 'a-real-partner-secret' }).linkedSignupKey).toBe(
      'a-real-partner-secret',
    );
    // Outside production nothing changes: the development flags work alone.
    expect(
      loadConfig({ CASINO_TEST_MODE: '1', PAYMENTS_DEMO: '1', LINKED_SIGNUP_KEY: DEMO_LINKED_SIGNUP_KEY }),
    ).toMatchObject({ testMode: true, paymentsDemo: true, demoPlayers: true, apiDocs: true });
  });

  it('each explicit flag turns its demo feature on in production, and the start says so', async () => {
    const srv = await start({
      NODE_ENV: 'production',
      PRODUCTION_ALLOW_DEMO_PLAYERS: '1',
      PRODUCTION_ALLOW_API_DOCS: '1',
      PAYMENTS_DEMO: '1',
      PRODUCTION_ALLOW_DEMO_PAYMENTS: '1',
    });
    const login = await send(srv, 'POST', '/api/user/login', {
      email: 'depositor@demo.casino',
      password: 'Demo1234!',
    });
    expect(login.status).toBe(200);
    const deposit = await send(
      srv,
      'POST',
      '/api/user/deposit',
      { paymentMethodId: 1, amount: 20, card: VISA },
      login.json.accessToken,
    );
    expect(deposit.status, JSON.stringify(deposit.json)).toBe(200);
    expect((await send(srv, 'GET', '/openapi.json')).status).toBe(200);
    expect(startupReport(srv.ctx.config)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^demo players +ON\b.*PRODUCTION_ALLOW_DEMO_PLAYERS/),
        expect.stringMatching(/^demo payments +ON\b.*PRODUCTION_ALLOW_DEMO_PAYMENTS/),
        expect.stringMatching(/^API reference +ON\b/),
      ]),
    );
  });

  it('refuses a production start on a database that already holds the demo players, unless allowed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-production-'));
    try {
      // A development start seeds them; the same folder is then started as production.
      const dev = await startServer({ port: 0, dataDir, logLevel: 'silent' }, {});
      await dev.close();
      await expect(
        startServer({ port: 0, dataDir, logLevel: 'silent' }, { NODE_ENV: 'production' }),
      ).rejects.toThrow(/demo players.*PRODUCTION_ALLOW_DEMO_PLAYERS=1/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
