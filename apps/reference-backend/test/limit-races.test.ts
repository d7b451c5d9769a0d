import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, SEPA_PAYOUT, type TestServer, userIdOf, VISA } from './helpers.ts';

/**
 * The player's limits and pauses under concurrency, on a real PostgreSQL only (issue 31): PGlite
 * runs one transaction at a time, so there every race passes by construction. Twenty requests
 * at once against a deposit, bet or loss limit, spins against a withdrawal, bonus wagering under
 * parallel spins: the balance and the totals afterwards respect the limit exactly. The pause
 * races (freeze, self-exclusion) are made deterministic: the test holds the player's row lock,
 * lets the requests queue behind it, commits the pause in that transaction, and only then lets
 * them run; a request that read the account before the pause must still see it.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const N = 20;
const LOSE = ['7', '★', '♦'];

describe.runIf(onPostgres)('limit races on PostgreSQL', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  beforeAll(async () => {
    s = await makeServer();
    expect(s.ctx.db.kind).toBe('postgres');
    for (const key of ['depositor', 'kyc', 'bonus'] as const) t[key] = await s.login(`${key}@demo.casino`);
  });
  afterAll(() => s?.close());
  afterEach(async () => {
    s.ctx.forcedReels.length = 0;
    await s.call('DELETE', '/__test/clock');
    await s.ctx.db.query('DELETE FROM limits');
  });

  /** Freezes the server clock in a past window: none of the seeded rows (made today) count there. */
  const freezeAt = (now: string) => s.call('POST', '/__test/clock', { body: { freeze: true, now } });
  const setLimit = (userId: number, type: 'deposit' | 'bet' | 'loss', period: number, amount: string) =>
    s.ctx.db.query(
      'INSERT INTO limits (user_id, type, period, amount, updated_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, type, period) DO UPDATE SET amount = $4',
      [userId, type, period, amount, new Date('2020-01-01T00:00:00Z')],
    );
  const money = async (userId: number) =>
    (
      await s.ctx.db.query<{ balance: string; bonus: string }>(
        'SELECT balance::text AS balance, bonus_balance::text AS bonus FROM wallets WHERE user_id = $1 AND is_primary',
        [userId],
      )
    )[0] as { balance: string; bonus: string };
  const sum = async (sql: string, params: unknown[]) =>
    (await s.ctx.db.query<{ s: string }>(sql, params))[0]?.s;
  const deposit = (token: string | undefined, amount: string, card = VISA) =>
    s.call('POST', '/api/user/deposit', { token, body: { paymentMethodId: 1, amount, card } });
  const threeDsCard = { ...VISA, number: '4000000000003220' };
  const codes = (results: { statusCode: number; json(): { error?: { code: string } } }[]) =>
    results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error?.code));
  const countOf = (list: (string | undefined)[], code: string) => list.filter((c) => c === code).length;
  /** A game session for the player, opened at the (frozen) server time, with losing reels queued. */
  const launch = async (token: string | undefined, spins: number) => {
    const res = await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    s.ctx.forcedReels.push(...Array.from({ length: spins }, () => [...LOSE]));
    return res.json().data.sessionId as string;
  };
  const spin = (sessionId: string, bet: string) =>
    s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet } });

  /**
   * Holds the player's row lock in a transaction of its own, starts the requests one by one, each
   * once the one before is queued behind the lock (so they queue in this order), runs `meanwhile`
   * in the lock's transaction, commits, and returns the requests' answers.
   */
  async function behindLock<T>(
    userId: number,
    starts: (() => Promise<T>)[],
    meanwhile: (q: pg.Client) => Promise<unknown>,
  ): Promise<T[]> {
    const blocker = new pg.Client({ connectionString: s.ctx.config.databaseUrl });
    const watcher = new pg.Client({ connectionString: s.ctx.config.databaseUrl });
    await blocker.connect();
    await watcher.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const pid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]
        ?.pid as number;
      /** How many backends wait for the lock: on it, or behind another waiter for it. */
      const queued = async () => {
        const rows = (
          await watcher.query<{ pid: number; blockers: number[] }>(
            "SELECT pid, pg_blocking_pids(pid) AS blockers FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
          )
        ).rows;
        const behind = new Set<number>([pid]);
        for (let grew = true; grew; ) {
          grew = false;
          for (const r of rows)
            if (!behind.has(r.pid) && r.blockers.some((b) => behind.has(b))) {
              behind.add(r.pid);
              grew = true;
            }
        }
        return behind.size - 1;
      };
      const requests: Promise<T>[] = [];
      let answered = false; // a request answered without waiting: stop watching, let it be seen
      for (const start of starts) {
        requests.push(
          start().finally(() => {
            answered = true;
          }),
        );
        while (!answered && (await queued()) < requests.length) await new Promise((r) => setTimeout(r, 20));
      }
      await meanwhile(blocker);
      await blocker.query('COMMIT');
      return await Promise.all(requests);
    } finally {
      await watcher.end();
      await blocker.end();
    }
  }

  describe('deposit limits', () => {
    it(`${N} parallel deposits against a daily limit of 100.00 credit exactly 100.00`, async () => {
      const before = await money(userIdOf.depositor);
      await freezeAt('2025-02-10T12:00:00.000Z');
      await setLimit(userIdOf.depositor, 'deposit', 0, '100');
      const results = codes(await Promise.all(Array.from({ length: N }, () => deposit(t.depositor, '10'))));
      expect(countOf(results, 'ok')).toBe(10);
      expect(countOf(results, 'PAYMENT_LIMIT_THRESHOLD')).toBe(N - 10);
      expect(Number((await money(userIdOf.depositor)).balance)).toBe(Number(before.balance) + 100);
      expect(
        await sum(
          "SELECT sum(amount)::text AS s FROM transactions WHERE user_id = $1 AND type = 'deposit' AND status = 'completed' AND created_at >= '2025-02-10' AND created_at < '2025-02-11'",
          [userIdOf.depositor],
        ),
      ).toBe('100.00000000');
    });

    it(`${N} parallel deposits of 7.50 against a weekly limit of 180.00 with 105.00 used: exactly 10 pass`, async () => {
      await freezeAt('2025-02-16T23:59:59.999Z'); // the last millisecond of the week of 10 February
      await s.ctx.db.query(
        "INSERT INTO transactions (uuid, user_id, type, status, amount, fee, currency_code, payment_method_id, details, created_at, updated_at) VALUES ($1, $2, 'deposit', 'completed', 5, 0, 'EUR', 1, '{}', '2025-02-10T00:00:00Z', '2025-02-10T00:00:00Z')",
        [crypto.randomUUID(), userIdOf.depositor],
      );
      // With the 100.00 of the daily test above (Monday 10 February), 105.00 is used: 75.00 left.
      await setLimit(userIdOf.depositor, 'deposit', 1, '180');
      const results = codes(await Promise.all(Array.from({ length: N }, () => deposit(t.depositor, '7.50'))));
      expect(countOf(results, 'ok')).toBe(10);
      expect(
        await sum(
          "SELECT sum(amount)::text AS s FROM transactions WHERE user_id = $1 AND type = 'deposit' AND status IN ('completed', 'processing', 'pending') AND created_at >= '2025-02-10' AND created_at < '2025-02-17'",
          [userIdOf.depositor],
        ),
      ).toBe('180.00000000');
    });

    it(`${N} parallel deposits on the last millisecond of a month and ${N} on the first of the next each fill their own monthly limit`, async () => {
      await setLimit(userIdOf.depositor, 'deposit', 2, '50');
      await freezeAt('2025-03-31T23:59:59.999Z');
      const march = codes(await Promise.all(Array.from({ length: N }, () => deposit(t.depositor, '5'))));
      await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
      const april = codes(await Promise.all(Array.from({ length: N }, () => deposit(t.depositor, '5'))));
      expect([countOf(march, 'ok'), countOf(april, 'ok')]).toEqual([10, 10]);
      const inMonth = (from: string, to: string) =>
        sum(
          "SELECT sum(amount)::text AS s FROM transactions WHERE user_id = $1 AND type = 'deposit' AND created_at >= $2 AND created_at < $3",
          [userIdOf.depositor, from, to],
        );
      expect(await inMonth('2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z')).toBe('50.00000000');
      expect(await inMonth('2025-04-01T00:00:00Z', '2025-05-01T00:00:00Z')).toBe('50.00000000');
    });

    it(`${N} parallel 3-D Secure deposits against a daily limit: the ones waiting for the bank count`, async () => {
      await freezeAt('2025-05-05T08:00:00.000Z');
      await setLimit(userIdOf.depositor, 'deposit', 0, '60');
      const answers = await Promise.all(
        Array.from({ length: N }, () => deposit(t.depositor, '10', threeDsCard)),
      );
      const waiting = answers.filter((r) => r.statusCode === 200 && r.json().data.threeDS);
      expect(waiting).toHaveLength(6);
      expect(countOf(codes(answers), 'PAYMENT_LIMIT_THRESHOLD')).toBe(N - 6);
    });
  });

  describe('bet and loss limits', () => {
    it(`${N} parallel losing spins against a daily loss limit of 50.00 lose exactly 50.00`, async () => {
      await s.call('PATCH', `/__test/users/${userIdOf.kyc}`, { body: { balance: 1000 } });
      await freezeAt('2025-06-11T10:00:00.000Z');
      await setLimit(userIdOf.kyc, 'loss', 0, '50');
      const sessionId = await launch(t.kyc, N);
      const results = codes(await Promise.all(Array.from({ length: N }, () => spin(sessionId, '5'))));
      expect(countOf(results, 'ok')).toBe(10);
      expect(countOf(results, 'dailyLossLimit')).toBe(N - 10);
      expect((await money(userIdOf.kyc)).balance).toBe('950.00000000');
    });

    it(`${N} parallel spins against a weekly bet limit of 31.00 stake exactly 30.00`, async () => {
      await s.call('PATCH', `/__test/users/${userIdOf.kyc}`, { body: { balance: 1000 } });
      await freezeAt('2025-06-22T23:59:59.999Z'); // Sunday, the week's last millisecond
      await setLimit(userIdOf.kyc, 'bet', 1, '31');
      const sessionId = await launch(t.kyc, N);
      const results = codes(await Promise.all(Array.from({ length: N }, () => spin(sessionId, '3'))));
      expect(countOf(results, 'ok')).toBe(10);
      expect(countOf(results, 'weeklyBetLimit')).toBe(N - 10);
      expect(
        await sum(
          "SELECT sum(amount)::text AS s FROM bets WHERE user_id = $1 AND created_at >= '2025-06-16' AND created_at < '2025-06-23'",
          [userIdOf.kyc],
        ),
      ).toBe('30.00000000');
    });

    it(`${N} parallel spins against a monthly loss limit, with a win earlier in the month: the net loss stops at the limit`, async () => {
      await s.call('PATCH', `/__test/users/${userIdOf.kyc}`, { body: { balance: 1000 } });
      await s.ctx.db.query(
        "INSERT INTO bets (user_id, nickname, game_id, amount, win, multiplier, currency_code, created_at) VALUES ($1, 'Kai', 1, 100, 80, 0.8, 'EUR', '2025-08-01T00:00:00Z')",
        [userIdOf.kyc],
      );
      await freezeAt('2025-08-31T23:59:59.999Z');
      await setLimit(userIdOf.kyc, 'loss', 2, '45');
      const sessionId = await launch(t.kyc, N);
      const results = codes(await Promise.all(Array.from({ length: N }, () => spin(sessionId, '2.50'))));
      expect(countOf(results, 'ok')).toBe(10); // 20.00 lost before + 10 × 2.50 = 45.00
      expect(countOf(results, 'monthlyLossLimit')).toBe(N - 10);
      expect((await money(userIdOf.kyc)).balance).toBe('975.00000000');
    });
  });

  it(`${N} spins racing a withdrawal never overdraw: the balance is exactly what the accepted ones left`, async () => {
    await s.call('PATCH', `/__test/users/${userIdOf.depositor}`, {
      body: { balance: 100, depositWagerLeft: 0 },
    });
    const sessionId = await launch(t.depositor, N);
    const withdrawal = s.call('POST', '/api/user/withdraw/confirm', {
      token: t.depositor,
      body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount: 50 },
    });
    const spins = Array.from({ length: N }, () => spin(sessionId, '10'));
    const [w, ...rest] = codes(await Promise.all([withdrawal, ...spins]));
    const spun = countOf(rest, 'ok');
    const withdrawn = w === 'ok' ? 50 : 0;
    expect(w === 'ok' || w === 'INSUFFICIENT_FUNDS').toBe(true);
    expect(countOf(rest, 'INSUFFICIENT_FUNDS')).toBe(N - spun);
    expect(Number((await money(userIdOf.depositor)).balance)).toBe(100 - 10 * spun - withdrawn);
    // Something was refused, so nothing was left for it: the balance ran out exactly.
    expect((await money(userIdOf.depositor)).balance).toBe('0.00000000');
  });

  it(`bonus wagering under ${N} parallel spins: wagered exactly to the requirement, converted once`, async () => {
    const [bonus] = await s.ctx.db.query<{ id: number; max_win: string | null }>(
      `SELECT ub.id, b.max_win::text AS max_win FROM user_active_bonus_slots sl JOIN user_bonuses ub ON ub.id = sl.user_bonus_id
         JOIN bonuses b ON b.id = ub.bonus_id WHERE sl.user_id = $1 AND sl.slot = 'bonus'`,
      [userIdOf.bonus],
    );
    expect(bonus).toBeDefined();
    await s.ctx.db.query(
      "UPDATE user_bonuses SET wagered = 0, wager_required = 50, converted_amount = 0, status = 'active' WHERE id = $1",
      [bonus?.id],
    );
    await s.ctx.db.query(
      "UPDATE bonuses SET wagering_type = 'REAL_TO_FUN' WHERE id = (SELECT bonus_id FROM user_bonuses WHERE id = $1)",
      [bonus?.id],
    );
    await s.call('PATCH', `/__test/users/${userIdOf.bonus}`, { body: { balance: 200, bonusBalance: 30 } });
    const sessionId = await launch(t.bonus, N);
    const results = codes(await Promise.all(Array.from({ length: N }, () => spin(sessionId, '5'))));
    expect(countOf(results, 'ok')).toBe(N);
    const [ub] = await s.ctx.db.query<{ wagered: string; converted: string; status: string }>(
      'SELECT wagered::text AS wagered, converted_amount::text AS converted, status FROM user_bonuses WHERE id = $1',
      [bonus?.id],
    );
    // The tenth stake completes the wagering; the ten after it play without the bonus.
    // At most max_win of the 30.00 bonus money becomes real money, once.
    const converted = bonus?.max_win === null ? 30 : Math.min(30, Number(bonus?.max_win));
    expect(ub).toEqual({ wagered: '50.00000000', converted: converted.toFixed(8), status: 'completed' });
    expect(await money(userIdOf.bonus)).toEqual({
      balance: (100 + converted).toFixed(8),
      bonus: '0.00000000',
    });
  });

  describe('pauses', () => {
    afterEach(async () => {
      await s.ctx.db.query(
        'UPDATE users SET self_exclusion_until = NULL, self_exclusion_permanent = false, frozen_until = NULL',
      );
    });
    const exclusionRow = async (userId: number) =>
      (
        await s.ctx.db.query<{ until: Date | null }>(
          'SELECT self_exclusion_until AS until FROM users WHERE id = $1',
          [userId],
        )
      )[0]?.until;

    it('a deposit queued behind a self-exclusion is refused before anything is charged', async () => {
      const charges = async () =>
        (await s.call('GET', '/__test/payment-charges')).json().charges.length as number;
      const charged = await charges();
      const before = await money(userIdOf.kyc);
      const [res] = await behindLock(userIdOf.kyc, [() => deposit(t.kyc, '20')], (q) =>
        q.query("UPDATE users SET self_exclusion_until = now() + interval '1 day' WHERE id = $1", [
          userIdOf.kyc,
        ]),
      );
      expect(res?.json().error?.code).toBe('SELF_EXCLUDED');
      expect(await charges()).toBe(charged);
      expect(await money(userIdOf.kyc)).toEqual(before);
    });

    it('a 3-D Secure return queued behind a self-exclusion cancels the deposit instead of crediting it', async () => {
      const started = await deposit(t.kyc, '25', threeDsCard);
      const { MD, PaReq } = started.json().data.threeDS;
      const before = await money(userIdOf.kyc);
      const [res] = await behindLock(
        userIdOf.kyc,
        [() => s.call('POST', '/api/user/3ds-webhook', { token: t.kyc, body: { MD, PaReq } })],
        (q) =>
          q.query("UPDATE users SET self_exclusion_until = now() + interval '1 day' WHERE id = $1", [
            userIdOf.kyc,
          ]),
      );
      expect(res?.statusCode, res?.body).toBe(422);
      expect(res?.json().error?.code).toBe('SELF_EXCLUDED');
      expect(await money(userIdOf.kyc)).toEqual(before);
      const [tx] = await s.ctx.db.query<{ status: string }>(
        'SELECT status FROM transactions WHERE uuid = $1',
        [started.json().data.transactionId],
      );
      expect(tx?.status).toBe('cancelled');
    });

    it('3-D Secure returns racing a self-exclusion: each deposit is credited once or cancelled, none after it credited', async () => {
      // Four returns and the exclusion queue behind the player's lock (in an order PostgreSQL does
      // not promise), four more come once it is in force.
      const started = await Promise.all(Array.from({ length: 8 }, () => deposit(t.kyc, '10', threeDsCard)));
      for (const r of started) expect(r.statusCode, r.body).toBe(200);
      const before = await money(userIdOf.kyc);
      const ret = (r: (typeof started)[number]) =>
        s.call('POST', '/api/user/3ds-webhook', { token: t.kyc, body: r.json().data.threeDS });
      const racing = await behindLock(
        userIdOf.kyc,
        [
          ...started.slice(0, 4).map((r) => () => ret(r)),
          () => s.call('POST', '/api/user/self-exclusion', { token: t.kyc, body: { duration: 2 } }),
        ],
        async () => undefined,
      );
      expect(racing[4]?.statusCode, racing[4]?.body).toBe(200);
      const late = await Promise.all(started.slice(4).map(ret));
      const answers = codes([...racing.slice(0, 4), ...late]);
      expect(answers.slice(4)).toEqual(['SELF_EXCLUDED', 'SELF_EXCLUDED', 'SELF_EXCLUDED', 'SELF_EXCLUDED']);
      const statuses = await s.ctx.db.query<{ uuid: string; status: string }>(
        'SELECT uuid, status FROM transactions WHERE uuid = ANY($1)',
        [started.map((r) => r.json().data.transactionId as string)],
      );
      const statusOf = started.map(
        (r) => statuses.find((x) => x.uuid === r.json().data.transactionId)?.status,
      );
      // Each answer matches its deposit: credited (completed) or refused (cancelled), never waiting.
      expect(statusOf).toEqual(answers.map((a) => (a === 'ok' ? 'completed' : 'cancelled')));
      const credited = countOf(answers, 'ok');
      expect(Number((await money(userIdOf.kyc)).balance)).toBe(Number(before.balance) + 10 * credited);
    });

    it('freezing the account cancels the deposits still waiting for 3-D Secure', async () => {
      const token = t.bonus; // the freeze ends this session: the last test of this player
      const started = await deposit(token, '15', threeDsCard);
      expect(started.statusCode, started.body).toBe(200);
      const frozen = await s.call('POST', '/api/user/freeze', { token, body: { option: '1d' } });
      expect(frozen.statusCode, frozen.body).toBe(200);
      const [tx] = await s.ctx.db.query<{ status: string; details: { cancelledBy?: string } }>(
        'SELECT status, details FROM transactions WHERE uuid = $1',
        [started.json().data.transactionId],
      );
      expect([tx?.status, tx?.details.cancelledBy]).toEqual(['cancelled', 'ACCOUNT_FROZEN']);
    });

    it('spins queued behind a freeze are refused (ACCOUNT_FROZEN): no stake taken, no bet written', async () => {
      await s.call('PATCH', `/__test/users/${userIdOf.kyc}`, { body: { balance: 100 } });
      const sessionId = await launch(t.kyc, 5);
      const bets = async () =>
        Number(await sum('SELECT count(*)::text AS s FROM bets WHERE user_id = $1', [userIdOf.kyc]));
      const before = await bets();
      const results = await behindLock(
        userIdOf.kyc,
        Array.from({ length: 5 }, () => () => spin(sessionId, '1')),
        (q) =>
          q.query("UPDATE users SET frozen_until = now() + interval '1 day' WHERE id = $1", [userIdOf.kyc]),
      );
      expect(codes(results)).toEqual(Array.from({ length: 5 }, () => 'ACCOUNT_FROZEN'));
      expect(await bets()).toBe(before);
      expect((await money(userIdOf.kyc)).balance).toBe('100.00000000');
    });

    it('two self-exclusions at once never shorten each other: a month, then an hour, leaves the month', async () => {
      const month = Date.now() + 30 * 86_400_000;
      const [long, short] = await behindLock(
        userIdOf.depositor,
        [
          () => s.call('POST', '/api/user/self-exclusion', { token: t.depositor, body: { duration: 5 } }),
          () => s.call('POST', '/api/user/self-exclusion', { token: t.depositor, body: { duration: 0 } }),
        ],
        async () => undefined,
      );
      expect([long?.statusCode, short?.statusCode]).toEqual([200, 200]);
      const until = await exclusionRow(userIdOf.depositor);
      expect(until?.getTime()).toBeGreaterThan(month - 60_000);
      expect(short?.json().data.selfExclusion).toBe(until?.toISOString());
    });
  });
});
