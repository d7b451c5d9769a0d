import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/clock.ts';
import { isValidAddress } from '../src/crypto-address.ts';
import { Decimal, dec } from '../src/money.ts';
import { addWagering } from '../src/routes/games.ts';
import { moveBalance } from '../src/services.ts';
import { makeServer, SEPA_PAYOUT, type TestServer, today, userIdOf, VISA } from './helpers.ts';

/** Money integrity (issue 12): each rule here was seen failing on the code before its fix. */
let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await makeServer();
  for (const key of Object.keys(userIdOf)) t[key] = await s.login(`${key}@demo.casino`);
});
afterAll(() => s?.close());

const rakebackPaid = async (userId: number) =>
  (
    await s.ctx.db.query<{ n: number; total: string }>(
      "SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM transactions WHERE user_id = $1 AND type = 'rakeback'",
      [userId],
    )
  )[0];

describe('rakeback', () => {
  it('claiming with every bonus id pays each day once in total', async () => {
    const ids = (await s.ctx.db.query<{ id: number }>('SELECT id FROM bonuses ORDER BY id')).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(5);
    const before = await rakebackPaid(userIdOf.depositor);
    const statuses: number[] = [];
    for (const claimDate of [today(), addDays(today(), -1)])
      for (const bonusId of ids) {
        const res = await s.call('POST', '/api/user/rakeback-claim', {
          token: t.depositor,
          query: { timeZone: 'UTC' },
          body: { bonusId, claimDate },
        });
        statuses.push(res.statusCode);
      }
    expect(statuses.filter((x) => x === 200)).toHaveLength(2);
    const after = await rakebackPaid(userIdOf.depositor);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(2);
  });

  it('the database refuses a second paid row for the same player and day', async () => {
    const day = addDays(today(), -40);
    await s.ctx.db.query(
      'INSERT INTO rakeback_days (user_id, bonus_id, claim_date, amount, paid_at) VALUES ($1, 6, $2, 1, now())',
      [userIdOf.kyc, day],
    );
    await expect(
      s.ctx.db.query(
        'INSERT INTO rakeback_days (user_id, bonus_id, claim_date, amount, paid_at) VALUES ($1, 5, $2, 1, now())',
        [userIdOf.kyc, day],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

const errorOf = (res: { statusCode: number; json(): { error?: { code: string } } }) => ({
  status: res.statusCode,
  code: res.json().error?.code,
});
const count = async (sql: string, params: unknown[]) =>
  (await s.ctx.db.query<{ n: number }>(sql, params))[0]?.n ?? 0;
const deposit = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  s.call('POST', '/api/user/deposit', { token, body, headers });
const withdraw = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  s.call('POST', '/api/user/withdraw/confirm', { token, body, headers });

describe('idempotent money movement', () => {
  it('a deposit repeated with the same Idempotency-Key is credited once and answers the first outcome', async () => {
    const body = { paymentMethodId: 1, amount: 25, card: VISA };
    const headers = { 'idempotency-key': 'dep-1' };
    const first = await deposit(t.kyc as string, body, headers);
    const again = await deposit(t.kyc as string, body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(
      await count(
        "SELECT count(*)::int AS n FROM transactions WHERE uuid = $1 OR (user_id = $2 AND type = 'deposit' AND created_at >= now() - interval '1 minute')",
        [first.json().data.transactionId, userIdOf.kyc],
      ),
    ).toBe(1);
    expect(errorOf(await deposit(t.kyc as string, { ...body, amount: 26 }, headers))).toEqual({
      status: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it('a withdrawal confirmed twice with the same key leaves once', async () => {
    const body = { paymentMethodId: 3, amount: 20, ...SEPA_PAYOUT };
    const headers = { 'idempotency-key': 'wd-1' };
    const before = await count(
      "SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND type = 'withdrawal'",
      [userIdOf.depositor],
    );
    const first = await withdraw(t.depositor as string, body, headers);
    const again = await withdraw(t.depositor as string, body, headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(
      await count("SELECT count(*)::int AS n FROM transactions WHERE user_id = $1 AND type = 'withdrawal'", [
        userIdOf.depositor,
      ]),
    ).toBe(before + 1);
  });
});

describe('withdrawal methods follow the deposit rules', () => {
  it("a method not offered in the player's country is WITHDRAW_COUNTRY_BLOCK, also for a blocked visitor country", async () => {
    expect(errorOf(await withdraw(t.depositor as string, { paymentMethodId: 4, amount: 10 }))).toEqual({
      status: 422,
      code: 'WITHDRAW_COUNTRY_BLOCK',
    });
    expect(
      errorOf(
        await withdraw(t.depositor as string, { paymentMethodId: 2, amount: 10 }, { 'x-test-country': 'US' }),
      ),
    ).toEqual({ status: 422, code: 'WITHDRAW_COUNTRY_BLOCK' });
  });

  it('an inactive method or one limited to other players is not available (GLOBAL_ERROR)', async () => {
    await s.ctx.db.query('UPDATE payment_methods SET allow_emails = \'["someone@else.test"]\' WHERE id = 2');
    expect(errorOf(await withdraw(t.depositor as string, { paymentMethodId: 2, amount: 10 }))).toEqual({
      status: 422,
      code: 'GLOBAL_ERROR',
    });
    await s.ctx.db.query("UPDATE payment_methods SET allow_emails = '[]', is_active = false WHERE id = 2");
    expect(errorOf(await withdraw(t.depositor as string, { paymentMethodId: 2, amount: 10 }))).toEqual({
      status: 422,
      code: 'GLOBAL_ERROR',
    });
    await s.ctx.db.query('UPDATE payment_methods SET is_active = true WHERE id = 2');
  });

  it('crypto addresses are checked per network', async () => {
    const valid: [string, string][] = [
      ['TRC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
      ['ERC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
      ['BEP20', '0x742d35cc6634c0532925a3b844bc454e4438f44e'],
      ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
      ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ];
    const invalid: [string, string][] = [
      ['TRC20', 'TXyz'],
      ['TRC20', 'T0n9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'], // 0 is not base58
      ['TRC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
      ['ERC20', '0x742d35Cc6634C0532925a3b844Bc454e4438f44'], // 39 hex digits
      ['ERC20', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
      ['BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb'], // b is not bech32
      ['BTC', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'],
      ['SOL', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'], // a network without a known format
    ];
    for (const [network, address] of valid)
      expect(isValidAddress(network, address), `${network} ${address}`).toBe(true);
    for (const [network, address] of invalid)
      expect(isValidAddress(network, address), `${network} ${address}`).toBe(false);
    await s.ctx.db.query('UPDATE users SET deposit_wager_left = 0 WHERE id = $1', [userIdOf.kyc]);
    const refused = await withdraw(t.kyc as string, {
      paymentMethodId: 14,
      amount: 10,
      network: 'TRC20',
      address: 'TXyz',
    });
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'address' });
    // Our own top-up addresses have the format of their network.
    for (const network of ['TRC20', 'ERC20']) {
      const res = await s.call('GET', '/api/user/crypto-address', {
        token: t.crypto,
        query: { currencyCode: 'USDT', network },
      });
      if (network === 'TRC20') continue; // the seeded demo address of this player
      expect(isValidAddress(network, res.json().data.address), res.body).toBe(true);
    }
  });
});

describe('deposits', () => {
  it("a deposit in a currency other than the wallet's is refused, not credited 1:1", async () => {
    const res = await deposit(t.depositor as string, { paymentMethodId: 2, amount: 20, currencyCode: 'USD' });
    expect(errorOf(res)).toEqual({ status: 422, code: 'PAYMENT_SERVICE_ERROR' });
  });

  it('3DS completion is bound to the player of the deposit and applies once', async () => {
    const res = await deposit(t.kyc as string, {
      paymentMethodId: 1,
      amount: 40,
      card: { ...VISA, number: '4000000000003220' },
    });
    const { MD, PaReq } = res.json().data.threeDS;
    const stranger = await s.call('POST', '/api/user/3ds-webhook', {
      token: t.depositor,
      body: { MD, PaReq },
    });
    expect(errorOf(stranger)).toEqual({ status: 422, code: 'TRANSACTION_FAILED' });
    const first = await s.call('POST', '/api/user/3ds-webhook', { token: t.kyc, body: { MD, PaReq } });
    expect(first.json().data.alreadyProcessed).toBe(false);
    const again = await s.call('POST', '/api/user/3ds-webhook', { token: t.kyc, body: { MD, PaReq } });
    expect(again.json().data.alreadyProcessed).toBe(true);
  });

  it("the bank's page sends the player back to the brand address the deposit came from, never elsewhere", async () => {
    const brandOrigin = 'http://lulu.localhost:4173';
    const res = await deposit(
      t.kyc as string,
      { paymentMethodId: 1, amount: 25, card: { ...VISA, number: '4000000000003220' } },
      { origin: brandOrigin },
    );
    const acs = new URL(res.json().data.threeDS.acsUrl, 'http://api.test');
    expect(acs.searchParams.get('return')).toBe(brandOrigin);
    const page = await s.call('GET', '/api/payments/3ds/acs', {
      query: Object.fromEntries(acs.searchParams),
    });
    expect(page.body).toContain(`href="${brandOrigin}/deposit?modal=deposit-3ds-success&`);
    // An address the front end may not use falls back to FRONTEND_URL (no open redirect).
    const foreign = await s.call('GET', '/api/payments/3ds/acs', {
      query: { MD: 'x', PaReq: 'y', return: 'https://evil.example' },
    });
    expect(foreign.body).not.toContain('evil.example');
    expect(foreign.body).toContain(`href="${s.ctx.config.frontendUrl}/deposit?`);
  });

  it('without demo mode there is no payment simulation: deposits say no provider is configured', async () => {
    const plain = await makeServer({ paymentsDemo: false });
    try {
      const token = await plain.login('depositor@demo.casino');
      const res = await plain.call('POST', '/api/user/deposit', {
        token,
        body: { paymentMethodId: 1, amount: 20, card: VISA, simulate: 'success' },
      });
      expect(errorOf(res)).toEqual({ status: 503, code: 'PAYMENT_PROVIDER_NOT_CONFIGURED' });
      expect(
        (await plain.call('GET', '/api/payments/3ds/acs', { query: { MD: 'x', PaReq: 'y' } })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  }, 120_000);
});

describe('exact amounts', () => {
  /** An amount of 0.01 … 500.00 as a decimal string (cents, so every value is exact). */
  const cents = fc.integer({ min: 1, max: 50_000 }).map((c) => new Decimal(c).div(100).toFixed(2));

  it('any sequence of deposits, withdrawals, stakes and wins keeps balance = sum of movements, exactly', async () => {
    const userId = userIdOf.new;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('deposit', 'withdrawal', 'stake', 'win'), cents), {
          maxLength: 25,
        }),
        async (moves) => {
          await s.ctx.db.query('UPDATE wallets SET balance = 0 WHERE user_id = $1 AND is_primary', [userId]);
          let expected = dec(0);
          for (const [kind, amount] of moves) {
            const delta = kind === 'deposit' || kind === 'win' ? dec(amount) : dec(amount).neg();
            // A movement below zero is refused (INSUFFICIENT_FUNDS) and moves nothing.
            if (expected.plus(delta).isNeg()) {
              await expect(moveBalance(s.ctx.db, userId, delta)).rejects.toMatchObject({
                code: 'INSUFFICIENT_FUNDS',
              });
              continue;
            }
            expected = expected.plus(delta);
            expect(await moveBalance(s.ctx.db, userId, delta)).toBe(expected.toFixed(8));
          }
          const stored = await s.ctx.db.query<{ b: string }>(
            'SELECT balance::text AS b FROM wallets WHERE user_id = $1 AND is_primary',
            [userId],
          );
          expect(stored[0]?.b).toBe(expected.toFixed(8));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('wagering of n equal stakes equals n × stake (ten 0.10 stakes meet a requirement of 1.00)', async () => {
    const [ub] = await s.ctx.db.query<{ id: number }>(
      `INSERT INTO user_bonuses (user_id, bonus_id, status, wager_required, started_at, expires_at)
       VALUES ($1, 3, 'completed', 0, now(), now()) RETURNING id`,
      [userIdOf.new],
    );
    const id = ub?.id as number;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), cents, async (n, stake) => {
        const required = dec(stake).times(n).toFixed(2);
        await s.ctx.db.query('UPDATE user_bonuses SET wagered = 0, wager_required = $2 WHERE id = $1', [
          id,
          required,
        ]);
        const met: boolean[] = [];
        for (let i = 0; i < n; i++) met.push(await addWagering(s.ctx.db, id, stake));
        expect(met.indexOf(true)).toBe(n - 1);
        const row = await s.ctx.db.query<{ w: string }>(
          'SELECT wagered::text AS w FROM user_bonuses WHERE id = $1',
          [id],
        );
        expect(dec(row[0]?.w ?? 0).eq(required)).toBe(true);
      }),
      { numRuns: 20 },
    );
  });

  it('ten 0.1 stakes on the demo slot complete a bonus whose wagering left is 1', async () => {
    const token = t.bonus as string;
    await s.ctx.db.query(
      "UPDATE user_bonuses SET wager_required = wagered + 1 WHERE user_id = $1 AND status = 'active' AND free_spins_total = 0",
      [userIdOf.bonus],
    );
    await s.call('PATCH', `/__test/users/${userIdOf.bonus}`, { body: { balance: 10 } });
    const launch = (await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } })).json()
      .data;
    await s.call('POST', '/__test/next-spins', {
      body: { reels: Array.from({ length: 10 }, () => ['7', '★', '♦']) },
    });
    for (let i = 0; i < 10; i++) {
      const spin = await s.call('POST', '/api/demo-game/spin', {
        body: { sessionId: launch.sessionId, bet: '0.1' },
      });
      expect(spin.statusCode, spin.body).toBe(200);
      expect(spin.json().data.bet).toBe('0.10');
    }
    const details = (await s.call('GET', '/api/user/get-user-details', { token })).json();
    expect(details.activeBonus).toBeNull();
    expect(details.wallet.balance).toMatch(/^\d+\.\d{2}$/);
  });

  it("the player's limits are exact: numeric in storage, no more decimals than the currency, the monthly winnings limit in decimal strings", async () => {
    const token = t.new as string;
    const setLimit = (amount: number) =>
      s.call('PUT', '/api/user/limits', { token, body: { type: 'deposit', period: 0, amount } });
    expect((await setLimit(100.005)).json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'amount',
    });
    expect((await setLimit(100.1)).statusCode).toBe(200);
    const [stored] = await s.ctx.db.query<{ type: string; amount: string }>(
      "SELECT pg_typeof(amount)::text AS type, amount::text AS amount FROM limits WHERE user_id = $1 AND type = 'deposit' AND period = 0",
      [userIdOf.new],
    );
    expect(stored).toEqual({ type: 'numeric', amount: '100.10000000' });
    const limits = (await s.call('GET', '/api/user/limits', { token })).json().data.limits;
    expect(limits.depositLimit.daily).toBe(100.1);

    // The kyc demo player has a monthly winnings limit: wins of 0.10 and 0.20 add exactly.
    const monthly = async () =>
      (await s.call('GET', '/api/user/get-user-details', { token: t.kyc })).json().userMonthlyLimit;
    const before = await monthly();
    expect(before).toMatchObject({ amount: '50000.00', used: expect.stringMatching(/^\d+\.\d{2}$/) });
    for (const win of ['0.10', '0.20'])
      await s.ctx.db.query(
        "INSERT INTO bets (user_id, nickname, game_id, amount, win, multiplier, currency_code, created_at) VALUES ($1, 'kyc', 1, 0.1, $2, 1, 'EUR', $3)",
        [userIdOf.kyc, win, s.ctx.clock.now()],
      );
    const after = await monthly();
    expect(dec(after.used).minus(before.used).toFixed(2)).toBe('0.30');
  });

  it('amounts travel as decimal strings in the currency precision; more decimals than the currency has are refused', async () => {
    const details = (await s.call('GET', '/api/user/get-user-details', { token: t.depositor })).json();
    expect(details.wallet).toMatchObject({ balance: expect.stringMatching(/^\d+\.\d{2}$/) });
    const crypto = (await s.call('GET', '/api/user/get-user-details', { token: t.crypto })).json();
    expect(crypto.wallet.balance).toMatch(/^\d+\.\d{8}$/);
    const res = await deposit(t.depositor as string, { paymentMethodId: 2, amount: '10.005' });
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
    const ok = await deposit(t.depositor as string, { paymentMethodId: 2, amount: '20.10' });
    expect(ok.json().data).toMatchObject({ amount: '20.10', balance: expect.stringMatching(/^\d+\.\d{2}$/) });
  });
});
