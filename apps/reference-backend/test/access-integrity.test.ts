// Issue 32 ("Money and access integrity, round two"): each finding was reproduced against this
// server as an attacker would; each test below is that repro, named after the finding, and reads
// the real answer (status, code, balance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { ChargeResult, PaymentProvider } from '../src/payment-provider.ts';
import { createContext } from '../src/server.ts';
import { makeServer, SEPA_PAYOUT, SIGN_UP_COMPLETE, type TestServer, VISA } from './helpers.ts';

let s: TestServer;

beforeAll(async () => {
  s = await makeServer();
});
afterAll(() => s?.close());

const setting = (brand: string, key: string, value: unknown) =>
  s.call('PUT', '/__test/settings', { body: { brand, key, value } });
const balanceOf = async (token: string) =>
  (await s.call('GET', '/api/user/get-user-details', { token })).json().wallet.balance as string;

describe("a brand's rules come from the player's account, not from the request", () => {
  it('withdraw/confirm?brand=wincraft does not skip curacao’s KYC-before-withdrawal rule', async () => {
    // depositor@demo.casino is a curacao player (the default brand): 500 EUR, wagering done, KYC
    // not approved. curacao requires KYC before a withdrawal; wincraft does not.
    await setting('curacao', 'withdrawalRequiresKyc', true);
    try {
      const token = await s.login('depositor@demo.casino');
      const before = await balanceOf(token);
      const res = await s.call('POST', '/api/user/withdraw/confirm', {
        token,
        query: { brand: 'wincraft' },
        body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount: 50 },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toBe('KYC_REQUIRED');
      expect(await balanceOf(token)).toBe(before);
      // The header names another brand just as well as the query does.
      const viaHeader = await s.call('POST', '/api/user/withdraw/confirm', {
        token,
        headers: { 'x-brand': 'wincraft' },
        body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount: 50 },
      });
      expect(viaHeader.json().error?.code, viaHeader.body).toBe('KYC_REQUIRED');
      expect(await balanceOf(token)).toBe(before);
    } finally {
      await setting('curacao', 'withdrawalRequiresKyc', null);
    }
  });

  it('?brand=lulu does not lift a 24-hour cooling-off at once', async () => {
    // A curacao player (24 h cooling-off, the default) asks for a higher deposit limit naming a
    // brand whose operator set no cooling-off.
    await setting('lulu', 'limitCoolingOffHours', 0);
    try {
      const token = await s.login('kyc@demo.casino');
      const put = (amount: number | null) =>
        s.call('PUT', '/api/user/limits', {
          token,
          query: { brand: 'lulu' },
          body: { type: 'deposit', period: 0, amount },
        });
      expect((await put(30)).statusCode).toBe(200);
      const raised = await put(500);
      expect(raised.statusCode, raised.body).toBe(200);
      expect(raised.json().data.limits.depositLimit.daily).toBe(30);
      expect(raised.json().data.pendingChanges).toEqual([
        { type: 'deposit', period: 0, amount: 500, effectiveAt: expect.any(String) },
      ]);
      const wait = Date.parse(raised.json().data.pendingChanges[0].effectiveAt) - s.ctx.clock.now().getTime();
      expect(wait).toBeGreaterThan(23 * 3600_000);
    } finally {
      await setting('lulu', 'limitCoolingOffHours', null);
    }
  });

  it("login is scoped to the brand: a curacao player's password does not open a session on lulu's site", async () => {
    const login = (origin: string) =>
      s.call('POST', '/api/user/login', {
        headers: { origin },
        body: { email: 'depositor@demo.casino', password: 'Demo1234!' },
      });
    const elsewhere = await login('http://lulu.localhost:5173');
    // The same answer as a wrong password: it does not tell that the e-mail has an account elsewhere.
    expect(elsewhere.statusCode, elsewhere.body).toBe(401);
    expect(elsewhere.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await login('http://localhost:5173')).statusCode).toBe(200);
  });

  it("the account's brand, stored at sign-up, decides after it: a lulu player is held to lulu's rules on any host", async () => {
    const email = `lulu-${Date.now()}@example.com`;
    const up = await s.call('POST', '/api/user/sign-up', {
      headers: { origin: 'http://lulu.localhost:5173' },
      body: { ...SIGN_UP_COMPLETE, email, password: 'Player123!' },
    });
    expect(up.statusCode, up.body).toBe(200);
    const token = up.json().accessToken as string;
    await setting('lulu', 'useMultiWallet', true);
    try {
      // curacao keeps one wallet per player; the request's host says curacao, the account says lulu.
      const res = await s.call('POST', '/api/user/wallets', {
        token,
        headers: { origin: 'http://localhost:5173' },
        body: { currencyCode: 'BTC' },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await setting('lulu', 'useMultiWallet', null);
    }
  });
});

describe('outside test mode, ?brand= and x-brand pick nothing', () => {
  let live: TestServer;
  beforeAll(async () => {
    live = await makeServer({ testMode: false });
  });
  afterAll(() => live?.close());

  it("a guest's sign-up follows the site it comes from, not ?brand= or x-brand", async () => {
    // NL is excluded by curacao (the site this request comes from), not by lulu.
    const signUp = (n: number, opts: { query?: Record<string, string>; headers?: Record<string, string> }) =>
      live.call('POST', '/api/user/sign-up', {
        ...opts,
        body: {
          ...SIGN_UP_COMPLETE,
          countryCode: 'NL',
          email: `nl${n}-${Date.now()}@example.com`,
          password: 'Player123!',
        },
      });
    const viaQuery = await signUp(1, { query: { brand: 'lulu' } });
    expect(viaQuery.statusCode, viaQuery.body).toBe(422);
    expect(viaQuery.json().error.code).toBe('COUNTRY_BLOCKED');
    expect((await signUp(2, { headers: { 'x-brand': 'lulu' } })).json().error?.code).toBe('COUNTRY_BLOCKED');
    // From lulu's own site the same sign-up is open.
    expect((await signUp(3, { headers: { origin: 'http://lulu.localhost:5173' } })).statusCode).toBe(200);
  });
});

describe('smaller items', () => {
  it('a Host: constructor request reaches no Object prototype member: the default brand answers', async () => {
    const fallback = s.ctx.brands.fallback?.settings.brandName;
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const variants: Record<string, string>[] = [
        { host: name },
        { origin: `http://${name}` },
        { 'x-brand': name },
      ];
      for (const headers of variants) {
        const res = await s.call('GET', '/api/core/casino/settings2', { headers });
        expect(res.statusCode, `${JSON.stringify(headers)} ${res.body}`).toBe(200);
        expect(res.json().brandName).toBe(fallback);
      }
    }
  });

  it('integer parameters beyond the database range answer 400, not 500', async () => {
    const token = await s.login('depositor@demo.casino');
    const big = '99999999999999999999';
    const calls: [string, string, { query?: Record<string, string>; body?: unknown }][] = [
      ['GET', `/api/games/${big}`, {}],
      ['DELETE', `/api/user/favourites/${big}`, {}],
      ['GET', `/api/tournaments/${big}/leaderboard`, {}],
      ['GET', '/api/user/transactions', { query: { pageNo: big } }],
      ['GET', '/api/user/get-user-bonus', { query: { pageNo: big } }],
      ['GET', '/api/admin/get-rakeback-days', { query: { bonusId: big } }],
      ['POST', '/api/user/game-launch', { body: { gameId: Number(big) } }],
      ['POST', '/api/user/favourites', { body: { gameId: Number(big) } }],
      ['POST', '/api/user/bonus/activate', { body: { bonusId: Number(big) } }],
      ['POST', '/api/user/bonus/cancel', { body: { userBonusId: Number(big) } }],
    ];
    for (const [method, url, opts] of calls) {
      const res = await s.call(method, url, { token, ...opts });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(opts)}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    // In range, the same calls are answered as before (a game that does not exist is 404).
    expect((await s.call('GET', '/api/games/2147483647', { token })).statusCode).toBe(404);
  });

  it('amount fields take decimal strings and numbers only: "0x10", "1e3", [10] and true are 400', async () => {
    const token = await s.login('kyc@demo.casino');
    const before = await balanceOf(token);
    for (const amount of ['0x10', '1e3', [10], true, ' 10', '10.', '']) {
      const deposit = await s.call('POST', '/api/user/deposit', {
        token,
        body: { paymentMethodId: 1, amount, card: VISA },
      });
      expect(deposit.statusCode, `deposit ${JSON.stringify(amount)}: ${deposit.body}`).toBe(400);
      expect(deposit.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
      const withdraw = await s.call('POST', '/api/user/withdraw/calculate', {
        token,
        body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount },
      });
      expect(withdraw.statusCode, `withdraw ${JSON.stringify(amount)}: ${withdraw.body}`).toBe(400);
      const limit = await s.call('PUT', '/api/user/limits', {
        token,
        body: { type: 'deposit', period: 0, amount },
      });
      expect(limit.statusCode, `limit ${JSON.stringify(amount)}: ${limit.body}`).toBe(400);
    }
    expect(await balanceOf(token)).toBe(before);
    // A decimal string and a JSON number still deposit.
    for (const amount of ['12.50', 12.5]) {
      const ok = await s.call('POST', '/api/user/deposit', {
        token,
        body: { paymentMethodId: 1, amount, card: VISA },
      });
      expect(ok.statusCode, ok.body).toBe(200);
    }
  });
});

describe('the 3DS acsUrl: https only (http on loopback in demo mode only)', () => {
  // A server whose payment provider asks for 3DS at `bank.acsUrl`; config.paymentsDemo is demo mode.
  const bank = { acsUrl: '' };
  const provider: PaymentProvider = {
    name: 'test-bank',
    charge: async (): Promise<ChargeResult> => ({ outcome: '3ds', acsUrl: bank.acsUrl }),
  };
  let ctx: Awaited<ReturnType<typeof createContext>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let token: string;
  beforeAll(async () => {
    ctx = await createContext(
      loadConfig({}, { dataDir: 'memory://', logLevel: 'silent', testMode: true, paymentsDemo: false }),
      { payments: provider },
    );
    app = await buildApp(ctx, 'all');
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'kyc@demo.casino', password: 'Demo1234!' },
    });
    token = login.json().accessToken as string;
  });
  afterAll(async () => {
    await app?.close();
    await ctx?.db.close();
  });
  const deposit = (acsUrl: string, demo: boolean) => {
    bank.acsUrl = acsUrl;
    ctx.config.paymentsDemo = demo;
    return app.inject({
      method: 'POST',
      url: '/api/user/deposit',
      headers: { authorization: `Bearer ${token}` },
      payload: { paymentMethodId: 1, amount: 20, card: VISA },
    });
  };
  const started = async () =>
    (
      await ctx.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM transactions WHERE status = 'processing'",
      )
    )[0]?.n;

  it('a provider acsUrl that is not https is refused (502) and starts no deposit', async () => {
    const before = await started();
    for (const [acsUrl, demo] of [
      ['http://bank.example/acs', true],
      ['javascript:alert(document.cookie)', true],
      ['http://127.0.0.1:4000/acs', false],
      ['/api/payments/3ds/acs', false],
      ['//bank.example/acs', true],
    ] as const) {
      const res = await deposit(acsUrl, demo);
      expect(res.statusCode, `${acsUrl} (demo ${demo}): ${res.body}`).toBe(502);
      expect(res.json().error.code).toBe('PROVIDER_ERROR');
    }
    expect(await started()).toBe(before);
  });

  it('https is taken; http on loopback only in demo mode', async () => {
    for (const [acsUrl, demo] of [
      ['https://bank.example/acs', false],
      ['http://127.0.0.1:4000/api/payments/3ds/acs', true],
      ['http://localhost:4000/api/payments/3ds/acs', true],
      ['/api/payments/3ds/acs', true],
    ] as const) {
      const res = await deposit(acsUrl, demo);
      expect(res.statusCode, `${acsUrl}: ${res.body}`).toBe(200);
      expect(res.json().data.threeDS.acsUrl.startsWith(`${acsUrl}?MD=`)).toBe(true);
    }
  });
});
