// Issue 32, finding 2, "Bonus terms on the server": a bonus's wagering_type and max_win, the
// accumulator's real-money base and its next claim time are held here, from the player's account.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '../src/money.ts';
import { completeSignUps, makeServer, type TestServer, VISA } from './helpers.ts';

let s: TestServer;
let n = 0;

beforeAll(async () => {
  s = await makeServer({ passwordHashLog2N: 10 });
  completeSignUps(s);
}, 180_000);
afterAll(() => s?.close());
afterEach(() => s.ctx.clock.reset());

/** A new player with a verified e-mail who may play for real money. */
async function newPlayer(): Promise<{ token: string; userId: number }> {
  n++;
  const res = await s.call('POST', '/api/user/sign-up', {
    body: { email: `terms32-${n}@example.com`, password: 'Abcdef1!' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().accessToken as string;
  const userId = res.json().createUser.userId as number;
  await s.call('PATCH', `/__test/users/${userId}`, { body: { isEmailVerified: true } });
  return { token, userId };
}
const wallet = async (userId: number) =>
  (
    await s.ctx.db.query<{ balance: string; bonus: string }>(
      'SELECT balance::text AS balance, bonus_balance::text AS bonus FROM wallets WHERE user_id = $1 AND is_primary',
      [userId],
    )
  )[0];
const activeBonus = async (userId: number) =>
  (
    await s.ctx.db.query<{ id: number; wagered: string; converted: string; status: string }>(
      `SELECT ub.id, ub.wagered::text AS wagered, ub.converted_amount::text AS converted, ub.status
         FROM user_bonuses ub WHERE ub.user_id = $1 AND ub.bonus_id IN (1, 4) ORDER BY ub.id DESC LIMIT 1`,
      [userId],
    )
  )[0];
const activate = async (token: string, bonusId: number) => {
  const res = await s.call('POST', '/api/user/bonus/activate', { token, body: { bonusId } });
  expect(res.statusCode, res.body).toBe(200);
};
/** One spin of `bet` on game 1 that loses (no two hearts, no three of a kind). */
async function losingSpin(token: string, bet: string) {
  const sessionId = (await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } })).json()
    .data.sessionId as string;
  await s.call('POST', '/__test/next-spins', { body: { reels: [['♣', '♠', '7']] } });
  const res = await s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('bonus terms on the server', () => {
  it('wagering_type REAL_MONEY_ONLY: a stake of bonus money does not wager the bonus; REAL_TO_FUN: it does', async () => {
    // No Deposit 10 (bonus 4) is REAL_MONEY_ONLY: 10.00 of bonus money, no real money.
    const only = await newPlayer();
    await activate(only.token, 4);
    await losingSpin(only.token, '1.00');
    expect(await wallet(only.userId)).toMatchObject({ bonus: '9.00000000' });
    expect(dec((await activeBonus(only.userId))?.wagered ?? 'NaN').toFixed(2)).toBe('0.00');
    // A real-money stake wagers it.
    await s.call('PATCH', `/__test/users/${only.userId}`, { body: { balance: 2 } });
    await losingSpin(only.token, '1.00');
    expect(dec((await activeBonus(only.userId))?.wagered ?? 'NaN').toFixed(2)).toBe('1.00');

    // The welcome bonus (bonus 1) is REAL_TO_FUN: real money first, then bonus money, both wager it.
    const fun = await newPlayer();
    const dep = await s.call('POST', '/api/user/deposit', {
      token: fun.token,
      body: { paymentMethodId: 1, amount: 100, card: VISA, bonusId: 1 },
    });
    expect(dep.statusCode, dep.body).toBe(200);
    await s.call('PATCH', `/__test/users/${fun.userId}`, { body: { balance: 0 } });
    await losingSpin(fun.token, '1.00');
    expect(dec((await activeBonus(fun.userId))?.wagered ?? 'NaN').toFixed(2)).toBe('1.00');
  });

  it('wagering completion converts at most the bonus’s max_win into real money, the rest is forfeited', async () => {
    const p = await newPlayer();
    await activate(p.token, 4); // max_win 100
    const ub = await activeBonus(p.userId);
    // The bonus money grew to 250 (wins of bonus play); one more real stake completes the wagering.
    await s.ctx.db.query('UPDATE user_bonuses SET wager_required = 1 WHERE id = $1', [ub?.id]);
    await s.call('PATCH', `/__test/users/${p.userId}`, { body: { balance: 1, bonusBalance: 250 } });
    await losingSpin(p.token, '1.00');
    expect(await wallet(p.userId)).toEqual({ balance: '100.00000000', bonus: '0.00000000' });
    expect(await activeBonus(p.userId)).toMatchObject({ status: 'completed' });
    expect(dec((await activeBonus(p.userId))?.converted ?? 'NaN').toFixed(2)).toBe('100.00');
  });

  it('a stake of bonus money earns no accumulator and no rakeback; a real-money stake earns both', async () => {
    const p = await newPlayer();
    await s.call('PATCH', `/__test/users/${p.userId}`, { body: { depositCount: 1 } });
    await activate(p.token, 4);
    await losingSpin(p.token, '1.00'); // bonus money: the real balance is 0
    const award = async () =>
      (await s.call('GET', '/api/user/calendar-award', { token: p.token })).json().data.userCalendarData;
    const rakeback = async () =>
      (
        await s.ctx.db.query<{ a: string }>(
          'SELECT coalesce(sum(amount), 0)::text AS a FROM rakeback_days WHERE user_id = $1',
          [p.userId],
        )
      )[0]?.a;
    expect((await award()).ngr).toBe('0.00');
    expect(dec((await rakeback()) ?? 'NaN').isZero()).toBe(true);
    await s.call('PATCH', `/__test/users/${p.userId}`, { body: { balance: 5 } });
    await losingSpin(p.token, '1.00');
    expect((await award()).ngr).toBe('1.00');
    expect(dec((await rakeback()) ?? 'NaN').gt(0)).toBe(true);
  });

  it('the accumulator cannot be claimed again before the next half hour (RETRY_PERIOD, with nextClaimAt)', async () => {
    s.ctx.clock.set(new Date('2030-01-02T12:05:00Z'));
    const p = await newPlayer();
    await s.call('PATCH', `/__test/users/${p.userId}`, { body: { depositCount: 1 } });
    const lostBet = () =>
      s.ctx.db.query(
        "INSERT INTO bets (user_id, nickname, game_id, amount, win, multiplier, currency_code, created_at) VALUES ($1, 'p', 1, 40, 0, 0, 'EUR', $2)",
        [p.userId, s.ctx.clock.now()],
      );
    const claim = () => s.call('POST', '/api/user/calendar-award/claim', { token: p.token });
    await lostBet();
    const first = await claim();
    expect(first.statusCode, first.body).toBe(200);
    s.ctx.clock.set(new Date('2030-01-02T12:20:00Z'));
    await lostBet();
    const early = await claim();
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().error).toMatchObject({
      code: 'RETRY_PERIOD',
      details: { nextClaimAt: '2030-01-02T12:30:00.000Z' },
    });
    s.ctx.clock.set(new Date('2030-01-02T12:30:00Z'));
    const due = await claim();
    expect(due.statusCode, due.body).toBe(200);
    expect(dec(due.json().data.amount).gt(0)).toBe(true);
  });
});
