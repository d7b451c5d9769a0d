// Issue 32 ("Money and access integrity, round two"): each finding was reproduced against this
// server as an attacker would; each test below is that repro, named after the finding, and reads
// the real answer (status, code, balance).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, SIGN_UP_COMPLETE, type TestServer } from './helpers.ts';

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
        body: { paymentMethodId: 3, amount: 50 },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error.code).toBe('KYC_REQUIRED');
      expect(await balanceOf(token)).toBe(before);
      // The header names another brand just as well as the query does.
      const viaHeader = await s.call('POST', '/api/user/withdraw/confirm', {
        token,
        headers: { 'x-brand': 'wincraft' },
        body: { paymentMethodId: 3, amount: 50 },
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
