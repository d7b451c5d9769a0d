import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, SEPA_PAYOUT, type TestServer, today, userIdOf, VISA } from './helpers.ts';

/**
 * Concurrency on a real PostgreSQL: 20 identical money requests at once. On PGlite one
 * transaction runs at a time, so these would pass by construction and prove nothing: they run
 * only with TEST_DATABASE_URL (the "back end on PostgreSQL" step of `pnpm test`, which fails
 * when none of them ran).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const N = 20;

describe.runIf(onPostgres)('races on PostgreSQL', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  beforeAll(async () => {
    s = await makeServer();
    expect(s.ctx.db.kind).toBe('postgres');
    for (const key of ['depositor', 'kyc', 'new'] as const) t[key] = await s.login(`${key}@demo.casino`);
  });
  afterAll(() => s?.close());

  const count = async (sql: string, params: unknown[]) =>
    (await s.ctx.db.query<{ n: number }>(sql, params))[0]?.n ?? 0;
  const balance = async (userId: number) =>
    (
      await s.ctx.db.query<{ b: string }>(
        'SELECT balance::text AS b FROM wallets WHERE user_id = $1 AND is_primary',
        [userId],
      )
    )[0]?.b;

  it(`${N} parallel identical rakeback claims pay once`, async () => {
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        s.call('POST', '/api/user/rakeback-claim', {
          token: t.depositor,
          query: { timeZone: 'UTC' },
          body: { bonusId: 6, claimDate: today() },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(N - 1);
    expect(
      await count(
        "SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND type = 'rakeback' AND details->>'claimDate' = $2",
        [userIdOf.depositor, today()],
      ),
    ).toBe(1);
  });

  it(`${N} parallel accumulator claims pay once`, async () => {
    // Something to pay: a lost bet today (ngr 40 × the level's percent).
    await s.ctx.db.query(
      "INSERT INTO bets (user_id, nickname, game_id, amount, win, multiplier, currency_code, created_at) VALUES ($1, 'DanaD', 1, 40, 0, 0, 'EUR', now())",
      [userIdOf.depositor],
    );
    const before = Number(await balance(userIdOf.depositor));
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        s.call('POST', '/api/user/calendar-award/claim', { token: t.depositor }),
      ),
    );
    const paid = results.filter((r) => r.statusCode === 200);
    expect(paid).toHaveLength(1);
    // The others come after it under the player's lock: within the same half hour (issue 32).
    expect(results.filter((r) => r.json().error?.code === 'RETRY_PERIOD')).toHaveLength(N - 1);
    const amount = Number(paid[0]?.json().data.amount);
    expect(amount).toBeGreaterThan(0);
    expect(Number(await balance(userIdOf.depositor))).toBeCloseTo(before + amount, 2);
    expect(
      await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND type = 'accumulator'", [
        userIdOf.depositor,
      ]),
    ).toBe(1);
  });

  it(`${N} parallel redemptions of one coupon by one player apply once`, async () => {
    const before = Number(await balance(userIdOf.new));
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        s.call('POST', '/api/user/coupon', { token: t.new, body: { code: 'WELCOME10' } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().error?.code === 'COUPON_ALREADY_REDEEMED')).toHaveLength(N - 1);
    expect(Number(await balance(userIdOf.new))).toBeCloseTo(before + 10, 2);
    expect(
      await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND type = 'coupon'", [
        userIdOf.new,
      ]),
    ).toBe(1);
  });

  it(`${N} parallel activations of one free-spins bonus activate it once`, async () => {
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        s.call('POST', '/api/user/bonus/activate', { token: t.kyc, body: { bonusId: 3 } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.json().error?.code === 'ACTIVE_FREE_SPINS')).toHaveLength(N - 1);
    expect(
      await count('SELECT count(*)::int AS n FROM user_bonuses WHERE user_id = $1 AND bonus_id = 3', [
        userIdOf.kyc,
      ]),
    ).toBe(1);
  });

  // Issue 32: the free-spins bonus activated just above. Each winning spin pays 20.00 (0.20 × 100)
  // of bonus money; max_win (100) holds whatever the interleaving, and no spin is used twice.
  it(`${N} parallel winning free spins use ${N} spins and pay at most max_win, as bonus money`, async () => {
    const money = async () =>
      (
        await s.ctx.db.query<{ balance: string; bonus: string }>(
          'SELECT balance::text AS balance, bonus_balance::text AS bonus FROM wallets WHERE user_id = $1 AND is_primary',
          [userIdOf.kyc],
        )
      )[0];
    const before = await money();
    const launch = await s.call('POST', '/api/user/game-launch', { token: t.kyc, body: { gameId: 1 } });
    const sessionId = launch.json().data.sessionId as string;
    await s.call('POST', '/__test/next-spins', {
      body: { reels: Array.from({ length: N }, () => ['7', '7', '7']) },
    });
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet: '0.20', freeSpin: true } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: N }, () => 200));
    const after = await money();
    expect(after?.balance).toBe(before?.balance);
    expect(Number(after?.bonus) - Number(before?.bonus)).toBeCloseTo(100, 8);
    const [row] = await s.ctx.db.query<{ left: number; paid: string }>(
      'SELECT free_spins_left AS left, bonus_amount::text AS paid FROM user_bonuses WHERE user_id = $1 AND bonus_id = 3',
      [userIdOf.kyc],
    );
    expect(row).toEqual({ left: 50 - N, paid: '100.00000000' });
  });

  it(`${N} parallel withdraw/confirm with the same Idempotency-Key create one withdrawal`, async () => {
    const before = await count(
      "SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND type = 'withdrawal'",
      [userIdOf.depositor],
    );
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        s.call('POST', '/api/user/withdraw/confirm', {
          token: t.depositor,
          headers: { 'idempotency-key': 'race-same-key' },
          body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount: 20 },
        }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().data.transactionId)).size).toBe(1);
    expect(
      await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND type = 'withdrawal'", [
        userIdOf.depositor,
      ]),
    ).toBe(before + 1);
  });

  it(`${N} parallel withdraw/confirm with different keys never overdraw`, async () => {
    await s.call('PATCH', `/__test/users/${userIdOf.depositor}`, { body: { balance: 100 } });
    const results = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        s.call('POST', '/api/user/withdraw/confirm', {
          token: t.depositor,
          headers: { 'idempotency-key': `race-key-${i}` },
          body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount: 20 },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.json().error?.code === 'INSUFFICIENT_FUNDS')).toHaveLength(N - 5);
    expect(Number(await balance(userIdOf.depositor))).toBe(0);
  });

  it(`${N} parallel 3DS completions apply once`, async () => {
    const res = await s.call('POST', '/api/user/deposit', {
      token: t.kyc,
      body: { paymentMethodId: 1, amount: 40, card: { ...VISA, number: '4000000000003220' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { MD, PaReq } = res.json().data.threeDS;
    const before = Number(await balance(userIdOf.kyc));
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        s.call('POST', '/api/user/3ds-webhook', { token: t.kyc, body: { MD, PaReq } }),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(results.filter((r) => r.json().data.alreadyProcessed === false)).toHaveLength(1);
    expect(Number(await balance(userIdOf.kyc))).toBe(before + 40);
  });

  // Issue 32: the provider was called inside the deposit's transaction, so each slow charge held
  // a pooled connection (and the player's lock) for as long as the provider took.
  it('a slow provider holds no database connection: with the pool size of slow deposits running, another request still answers', async () => {
    const poolSize = 10; // db.ts: new pg.Pool({ max: 10 })
    const latencyMs = 3000;
    await s.call('POST', '/__test/faults', {
      body: { route: 'provider:charge', latencyMs, times: poolSize },
    });
    try {
      const started = Date.now();
      const deposits = Promise.all(
        Array.from({ length: poolSize }, () =>
          s.call('POST', '/api/user/deposit', {
            token: t.kyc,
            body: { paymentMethodId: 1, amount: 5, card: VISA },
          }),
        ),
      );
      // Let every deposit reach the provider, then ask for something that needs the database.
      await new Promise((r) => setTimeout(r, 500));
      const asked = Date.now();
      const details = await s.call('GET', '/api/user/get-user-details', { token: t.depositor });
      const answeredAfter = Date.now() - asked;
      const results = await deposits;
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      // The deposits really were slow (the fault applied), and the other call did not wait for them.
      expect(Date.now() - started).toBeGreaterThanOrEqual(latencyMs);
      expect(details.statusCode, details.body).toBe(200);
      expect(answeredAfter).toBeLessThan(latencyMs / 2);
    } finally {
      await s.call('DELETE', '/__test/faults');
    }
  });
});
