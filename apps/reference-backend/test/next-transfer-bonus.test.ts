import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeSignUps, makeServer, type TestServer } from './helpers.ts';

/**
 * Issue 35: a crypto top-up has no amount at the cashier, so the deposit bonus is chosen for the
 * next transfer ahead of it (PUT /api/user/next-transfer-bonus). The choice is checked from the
 * account, kept there, and the transfer credited to the player's address (the test-mode chain
 * watcher) grants it once, on the credited amount, under the bonus's minimum.
 */
let s: TestServer;
let n = 0;

beforeAll(async () => {
  s = await makeServer();
  completeSignUps(s);
});
afterAll(() => s?.close());

const WELCOME = 1; // 100% up to 500, minimum 20, wagering 35×, the first deposit only
const SECOND = 2; // the second deposit only

async function usdtPlayer() {
  n++;
  const res = await s.call('POST', '/api/user/sign-up', {
    body: { email: `transfer${n}@example.com`, password: 'Player123!', currencyCode: 'USDT' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken, createUser } = res.json();
  const token = accessToken as string;
  const address = (
    await s.call('GET', '/api/user/crypto-address', {
      token,
      query: { currencyCode: 'USDT', network: 'TRC20' },
    })
  ).json().data.address as string;
  return { token, id: createUser.userId as number, address };
}

const choose = (token: string, bonusId: number | null) =>
  s.call('PUT', '/api/user/next-transfer-bonus', { token, body: { bonusId } });
const chosen = async (token: string) =>
  (await s.call('GET', '/api/user/next-transfer-bonus', { token })).json().data.bonusId as number | null;
const transfer = async (address: string, amount: string, txHash: string) => {
  const res = await s.call('POST', '/__test/crypto-transfer', {
    body: { address, network: 'TRC20', amount, txHash },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    status: string;
    amount: string;
    bonusId: number | null;
    bonusError: { code: string } | null;
  };
};
const details = async (token: string) =>
  (await s.call('GET', '/api/user/get-user-details', { token })).json() as {
    depositCount: number;
    wallet: { balance: string; bonusBalance: string };
  };
const activeBonuses = (userId: number) =>
  s.ctx.db.query<{ bonus_id: number; bonus_amount: string; wager_required: string }>(
    "SELECT bonus_id, bonus_amount::text, wager_required::text FROM user_bonuses WHERE user_id = $1 AND status = 'active'",
    [userId],
  );

describe('the deposit bonus for the next crypto transfer', () => {
  it('is granted once on the credited transfer, however often the transfer is reported', async () => {
    const p = await usdtPlayer();
    expect(await chosen(p.token)).toBeNull();
    expect((await choose(p.token, WELCOME)).statusCode).toBe(200);
    expect(await chosen(p.token)).toBe(WELCOME);

    const first = await transfer(p.address, '50.123456', 'hash-a');
    expect(first).toMatchObject({ status: 'completed', bonusId: WELCOME, bonusError: null });
    const again = await transfer(p.address, '50.123456', 'hash-a');
    expect(again).toEqual(first);

    const bonuses = await activeBonuses(p.id);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ bonus_id: WELCOME });
    expect(Number(bonuses[0]?.bonus_amount)).toBe(50.123456);
    // 35 × 50.123456, exactly.
    expect(bonuses[0]?.wager_required.replace(/0+$/, '')).toBe('1754.32096');
    const after = await details(p.token);
    expect(after.depositCount).toBe(1);
    expect(after.wallet.balance).toMatch(/^50\.123456/);
    // Used up: the next transfer takes no bonus.
    expect(await chosen(p.token)).toBeNull();
    expect(await transfer(p.address, '30', 'hash-b')).toMatchObject({ bonusId: null, bonusError: null });
    expect(await activeBonuses(p.id)).toHaveLength(1);
  });

  it('ten reports of one transfer at once credit it and grant its bonus once', async () => {
    const p = await usdtPlayer();
    await choose(p.token, WELCOME);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => transfer(p.address, '40', `hash-${p.id}-parallel`)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await activeBonuses(p.id)).toHaveLength(1);
    const after = await details(p.token);
    expect(after.depositCount).toBe(1);
    expect(after.wallet.balance).toMatch(/^40(\.0+)?$/);
  });

  it('is checked from the account when chosen: the deposit count and the one bonus slot', async () => {
    const p = await usdtPlayer();
    const second = await choose(p.token, SECOND);
    expect(second.statusCode).toBe(422);
    expect(second.json().error.code).toBe('DEPOSITS_NUMBER');
    // Not a deposit bonus (free spins are activated on /promotions).
    expect((await choose(p.token, 3)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await chosen(p.token)).toBeNull();
    // The welcome bonus taken with the first transfer; the second deposit's bonus then finds the slot taken.
    await choose(p.token, WELCOME);
    await transfer(p.address, '25', `hash-${p.id}-1`);
    const taken = await choose(p.token, SECOND);
    expect(taken.json().error.code).toBe('ACTIVE_BONUS');
    expect((await choose(p.token, null)).json().data.bonusId).toBeNull();
  });

  it('below the bonus minimum the transfer is credited without the bonus, with the spec 8 reason', async () => {
    const p = await usdtPlayer();
    await choose(p.token, WELCOME);
    const small = await transfer(p.address, '10', `hash-${p.id}-small`);
    expect(small).toMatchObject({ status: 'completed', bonusId: WELCOME });
    expect(small.bonusError?.code).toBe('DEPOSITS_NUMBER');
    expect(await activeBonuses(p.id)).toHaveLength(0);
    expect((await details(p.token)).wallet.balance).toMatch(/^10(\.0+)?$/);
    expect(await chosen(p.token)).toBeNull();
  });

  it("less than the network's minimum is not credited and keeps the choice for the next transfer", async () => {
    const p = await usdtPlayer();
    await choose(p.token, WELCOME);
    // TRC20's minimum is 5 USDT.
    expect(await transfer(p.address, '4.99', `hash-${p.id}-dust`)).toMatchObject({
      status: 'rejected',
      bonusId: null,
    });
    expect((await details(p.token)).depositCount).toBe(0);
    expect(await chosen(p.token)).toBe(WELCOME);
  });
});
