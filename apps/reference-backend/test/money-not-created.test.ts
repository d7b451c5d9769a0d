// Issue 32, "Money that must not be created": each finding below was reproduced against this back
// end as an attacker would, and each test here was seen failing on the code before its fix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/clock.ts';
import { dec } from '../src/money.ts';
import { completeSignUps, makeServer, type TestServer, today, VISA } from './helpers.ts';

let s: TestServer;
let n = 0;

beforeAll(async () => {
  // Cheap password hashes: this file signs up a dozen players (the cost is tested elsewhere).
  s = await makeServer({ passwordHashLog2N: 10 });
  completeSignUps(s);
}, 180_000);
afterAll(() => s?.close());

/** A new player who may play for real money (date of birth on record), with their id and token. */
async function newPlayer(): Promise<{ token: string; userId: number }> {
  const res = await s.call('POST', '/api/user/sign-up', {
    body: { email: `money32-${Date.now().toString(36)}-${n++}@example.com`, password: 'Abcdef1!' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().accessToken as string;
  const userId = (await s.call('GET', '/api/user/get-user-details', { token })).json().user.userId as number;
  return { token, userId };
}

const wallet = async (userId: number) =>
  (
    await s.ctx.db.query<{ balance: string; bonus_balance: string }>(
      'SELECT balance::text AS balance, bonus_balance::text AS bonus_balance FROM wallets WHERE user_id = $1 AND is_primary',
      [userId],
    )
  )[0] ?? { balance: 'none', bonus_balance: 'none' };

const launch = async (token: string) =>
  (await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } })).json().data
    .sessionId as string;

const forceReels = (reels: string[][]) => s.call('POST', '/__test/next-spins', { body: { reels } });

describe('finding 1: free spins are played at the bonus’s own spin value', () => {
  it('SPINS50 and 50 free spins with bet "100" create no withdrawable money', async () => {
    const p = await newPlayer();
    const coupon = await s.call('POST', '/api/user/coupon', { token: p.token, body: { code: 'SPINS50' } });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const sessionId = await launch(p.token);
    // Every spin wins (three sevens, the top prize), as the luckiest attacker would.
    await forceReels(Array.from({ length: 50 }, () => ['7', '7', '7']));
    for (let i = 0; i < 50; i++)
      await s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet: '100', freeSpin: true } });
    const after = await wallet(p.userId);
    // Nothing withdrawable: the player deposited nothing and free-spin wins are bonus money.
    expect(after.balance).toBe('0.00000000');
    // And the bonus money is capped by the bonus's max_win (100 for SPINS50).
    expect(dec(after.bonus_balance).lte(100)).toBe(true);
  });

  it('a free spin is staked at the spin value, its win goes to the bonus balance under max_win and wagering', async () => {
    const p = await newPlayer();
    await s.call('POST', '/api/user/coupon', { token: p.token, body: { code: 'SPINS50' } });
    const sessionId = await launch(p.token);
    const spin = (bet: string) =>
      s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet, freeSpin: true } });
    // A bet other than the spin value is refused, and no spin is used.
    const refused = await spin('100');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'bet' });
    const spinValue = refused.json().error.details.spinValue as string;
    expect(spinValue).toBe('0.20');
    await forceReels(Array.from({ length: 6 }, () => ['7', '7', '7']));
    const first = await spin(spinValue);
    expect(first.statusCode, first.body).toBe(200);
    // 0.20 × 100 = 20.00 of bonus money; the real balance stays 0.
    expect(first.json().data).toMatchObject({
      bet: '0.20',
      win: '20.00',
      balance: '0.00',
      freeSpinsLeft: 49,
    });
    expect(first.json().data.bonusBalance).toBe('20.00');
    for (let i = 0; i < 5; i++) expect((await spin(spinValue)).statusCode).toBe(200);
    // Six wins of 20.00 would be 120.00; max_win stops the bonus money at 100.00.
    const after = await wallet(p.userId);
    expect(after).toEqual({ balance: '0.00000000', bonus_balance: '100.00000000' });
    const details = (await s.call('GET', '/api/user/get-user-details', { token: p.token })).json();
    // The winnings are a bonus under the free-spins bonus's wagering (20 × 100.00): an active
    // bonus, which withdrawals are refused with (test/rules.test.ts).
    expect(details.activeBonus).toMatchObject({ bonusId: 3, bonusAmount: '100.00', wagerLeft: '2000.00' });
    expect(details.activeFreeSpins).toMatchObject({ bonusId: 3, freeSpinsLeft: 44 });
  });

  it('free-spin winnings become real money once wagered, and are forfeited when the bonus is cancelled', async () => {
    const wagered = await newPlayer();
    await s.call('POST', '/api/user/coupon', { token: wagered.token, body: { code: 'SPINS50' } });
    await s.call('PATCH', `/__test/users/${wagered.userId}`, { body: { balance: 10 } });
    const sessionId = await launch(wagered.token);
    await forceReels([['7', '7', '7'], ...Array.from({ length: 10 }, () => ['♣', '♠', '♦'])]);
    const free = await s.call('POST', '/api/demo-game/spin', {
      body: { sessionId, bet: '0.20', freeSpin: true },
    });
    expect(free.json().data).toMatchObject({ win: '20.00', balance: '10.00', bonusBalance: '20.00' });
    // 400.00 to wager (20 × 20.00); the test leaves 1.00 of it, ten real stakes of 0.10.
    await s.ctx.db.query(
      "UPDATE user_bonuses SET wagered = wager_required - 1 WHERE user_id = $1 AND status = 'active'",
      [wagered.userId],
    );
    for (let i = 0; i < 10; i++)
      expect(
        (await s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet: '0.10' } })).statusCode,
      ).toBe(200);
    expect(await wallet(wagered.userId)).toEqual({ balance: '29.00000000', bonus_balance: '0.00000000' });
    const done = (await s.call('GET', '/api/user/get-user-details', { token: wagered.token })).json();
    expect(done.activeBonus).toBeNull();
    // Its spins are still there to play.
    expect(done.activeFreeSpins).toMatchObject({ bonusId: 3, freeSpinsLeft: 49, status: 'active' });

    const cancelled = await newPlayer();
    await s.call('POST', '/api/user/coupon', { token: cancelled.token, body: { code: 'SPINS50' } });
    const other = await launch(cancelled.token);
    await forceReels([['7', '7', '7']]);
    await s.call('POST', '/api/demo-game/spin', { body: { sessionId: other, bet: '0.20', freeSpin: true } });
    const spins = (await s.call('GET', '/api/user/get-user-details', { token: cancelled.token })).json()
      .activeFreeSpins;
    const res = await s.call('POST', '/api/user/bonus/cancel', {
      token: cancelled.token,
      body: { userBonusId: spins.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await wallet(cancelled.userId)).toEqual({ balance: '0.00000000', bonus_balance: '0.00000000' });
  });

  it("the player's max-bet, bet and loss limits apply to free spins", async () => {
    const p = await newPlayer();
    await s.call('POST', '/api/user/coupon', { token: p.token, body: { code: 'SPINS50' } });
    const sessionId = await launch(p.token);
    // Set in the database: the limits API lets bet limits change once an hour (tested elsewhere).
    const only = async (type: string, period: number) => {
      await s.ctx.db.query('DELETE FROM limits WHERE user_id = $1', [p.userId]);
      await s.ctx.db.query(
        'INSERT INTO limits (user_id, type, period, amount, updated_at) VALUES ($1, $2, $3, 0.1, now())',
        [p.userId, type, period],
      );
    };
    const spin = () =>
      s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet: '0.20', freeSpin: true } });
    await only('maxBet', 0);
    expect((await spin()).json().error).toMatchObject({ code: 'MAX_BET_LIMIT_REACHED' });
    await only('bet', 0);
    expect((await spin()).json().error).toMatchObject({ code: 'dailyBetLimit' });
    await only('loss', 0);
    expect((await spin()).json().error).toMatchObject({ code: 'dailyLossLimit' });
    const spins = (await s.call('GET', '/api/user/get-user-details', { token: p.token })).json()
      .activeFreeSpins;
    expect(spins.freeSpinsLeft).toBe(50);
  });
});

describe('finding 2: rakeback is a share of the day’s play', () => {
  const claim = (token: string, claimDate: string) =>
    s.call('POST', '/api/user/rakeback-claim', {
      token,
      query: { timeZone: 'UTC' },
      body: { claimDate },
    });

  it('ten new players with one 5.00 deposit and no spins claim nothing', async () => {
    let claimed = dec(0);
    for (let i = 0; i < 10; i++) {
      const p = await newPlayer();
      await s.call('PATCH', `/__test/users/${p.userId}`, { body: { isEmailVerified: true } });
      const dep = await s.call('POST', '/api/user/deposit', {
        token: p.token,
        body: { paymentMethodId: 1, amount: '5.00', card: VISA },
      });
      expect(dep.statusCode, dep.body).toBe(200);
      const days = (
        await s.call('GET', '/api/admin/get-rakeback-days', { token: p.token, query: { timeZone: 'UTC' } })
      ).json().data.days as { amount: string }[];
      expect(days.filter((d) => dec(d.amount).gt(0))).toEqual([]);
      for (const day of [today(), addDays(today(), -1)]) {
        const res = await claim(p.token, day);
        if (res.statusCode === 200) claimed = claimed.plus(res.json().data.amount);
        else expect(res.json().error.code).toBe('NO_CASHBACK');
      }
    }
    expect(claimed.toFixed(2)).toBe('0.00');
  });

  it("a player who staked X gets exactly the rakeback bonus's percent × X", async () => {
    const p = await newPlayer();
    await s.call('PATCH', `/__test/users/${p.userId}`, { body: { balance: 100 } });
    const percent = (
      await s.ctx.db.query<{ p: string }>('SELECT rakeback_percent::text AS p FROM bonuses WHERE id = 6')
    )[0]?.p as string;
    const sessionId = await launch(p.token);
    // 0.10 three times, 0.15 and 12.35: 12.80 staked, all losing. At 5 % per spin each 0.10
    // would round away (0.005); the share is taken of the day's total.
    const stakes = ['0.10', '0.10', '0.10', '0.15', '12.35'];
    await forceReels(stakes.map(() => ['♣', '♠', '♦']));
    for (const bet of stakes) {
      const res = await s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const staked = stakes.reduce((a, b) => a.plus(b), dec(0));
    const expected = staked.times(percent).div(100).toDecimalPlaces(2, 1).toFixed(2);
    expect(expected).toBe('0.64');
    const days = (
      await s.call('GET', '/api/admin/get-rakeback-days', { token: p.token, query: { timeZone: 'UTC' } })
    ).json().data.days as { canClaimDate: string; amount: string }[];
    expect(days.find((d) => d.canClaimDate === today())?.amount).toBe(expected);
    const res = await claim(p.token, today());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.amount).toBe(expected);
    expect((await wallet(p.userId)).balance).toBe(dec(100).minus(staked).plus(expected).toFixed(8));
  });
  it('a rakeback bonus on net losses pays its percent of stakes less wins', async () => {
    await s.ctx.db.query("UPDATE bonuses SET rakeback_basis = 'net_losses' WHERE id = 6");
    try {
      const p = await newPlayer();
      await s.call('PATCH', `/__test/users/${p.userId}`, { body: { balance: 100 } });
      const sessionId = await launch(p.token);
      // 10.00 lost, then 2.00 on two hearts (wins 4.00, a net gain of 2.00): 12.00 − 4.00 = 8.00.
      await forceReels([
        ['♣', '♠', '♦'],
        ['♥', '♥', '7'],
      ]);
      for (const bet of ['10.00', '2.00'])
        expect((await s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet } })).statusCode).toBe(
          200,
        );
      const res = await claim(p.token, today());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.amount).toBe('0.40');
    } finally {
      await s.ctx.db.query("UPDATE bonuses SET rakeback_basis = 'stakes' WHERE id = 6");
    }
  });
});
