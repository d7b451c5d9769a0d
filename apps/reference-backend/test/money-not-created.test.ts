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
});
