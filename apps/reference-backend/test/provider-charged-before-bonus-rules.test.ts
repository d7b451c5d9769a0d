import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest, PaymentProvider } from '../src/payment-provider.ts';
import { completeSignUps, makeServer, type TestServer, userIdOf, VISA } from './helpers.ts';

/**
 * Issue 32, finding 1: the payment provider was charged before the bonus rules ran, inside the
 * database transaction, and a bonus refusal then rolled the deposit record back (the charge kept,
 * the row gone; a 3DS deposit stuck in processing; a retry with the same Idempotency-Key charged
 * again). The charge log of the demo provider (GET /__test/payment-charges) is what the player's
 * card saw.
 */
let s: TestServer;
let demo: PaymentProvider;
let n = 0;

beforeAll(async () => {
  s = await makeServer();
  completeSignUps(s);
  demo = s.ctx.payments as PaymentProvider;
});
afterAll(() => s?.close());
afterEach(async () => {
  s.ctx.payments = demo;
  s.ctx.clock.reset();
  await s.call('DELETE', '/__test/faults');
});

const charges = async () =>
  (await s.call('GET', '/__test/payment-charges')).json().charges as { reference: string }[];
const errorOf = (res: { statusCode: number; json(): { error?: { code: string } } }) => ({
  status: res.statusCode,
  code: res.json().error?.code,
});
const wallet = async (token: string) =>
  (await s.call('GET', '/api/user/get-user-details', { token })).json().wallet as {
    balance: string;
    bonusBalance: string;
  };
const deposit = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  s.call('POST', '/api/user/deposit', { token, body: { paymentMethodId: 1, card: VISA, ...body }, headers });
const depositRows = (userId: number) =>
  s.ctx.db.query<{ uuid: string; status: string; amount: string }>(
    "SELECT uuid, status, amount::text AS amount FROM transactions WHERE user_id = $1 AND type = 'deposit' ORDER BY id",
    [userId],
  );

async function newPlayer() {
  n++;
  const res = await s.call('POST', '/api/user/sign-up', {
    body: { email: `order${n}@example.com`, password: 'Player123!', currencyCode: 'EUR' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken, createUser } = res.json();
  await s.call('PATCH', `/__test/users/${createUser.userId}`, { body: { isEmailVerified: true } });
  return { token: accessToken as string, id: createUser.userId as number };
}

/**
 * A provider that, once it has charged, lets `meanwhile` run before it answers: what another
 * request of the player does while a slow provider works. Waits at most 2 s for it, so code
 * that charges inside the player's transaction (where `meanwhile` must wait) fails, not hangs.
 */
function chargeThen(meanwhile: () => Promise<unknown>): void {
  s.ctx.payments = {
    ...demo,
    async charge(req: ChargeRequest) {
      const result = await demo.charge(req);
      await Promise.race([meanwhile(), new Promise((r) => setTimeout(r, 2000))]);
      return result;
    },
  };
}

describe('the payment provider is charged before the bonus rules run', () => {
  it('a deposit with a bonus the player may not take is refused before any charge', async () => {
    const before = (await charges()).length;
    // The bonus player already has an active bonus: a deposit bonus is ACTIVE_BONUS.
    const bonusToken = await s.login('bonus@demo.casino');
    await s.call('PATCH', `/__test/users/${userIdOf.bonus}`, { body: { depositCount: 1 } });
    const rowsBefore = (await depositRows(userIdOf.bonus)).length;
    expect(errorOf(await deposit(bonusToken, { amount: 50, bonusId: 2 }))).toEqual({
      status: 422,
      code: 'ACTIVE_BONUS',
    });
    // A new player may not take the second-deposit bonus: DEPOSITS_NUMBER; nor a bonus below its
    // minimum deposit.
    const p = await newPlayer();
    expect(errorOf(await deposit(p.token, { amount: 50, bonusId: 2 }))).toEqual({
      status: 422,
      code: 'DEPOSITS_NUMBER',
    });
    expect(errorOf(await deposit(p.token, { amount: 10, bonusId: 1 }))).toEqual({
      status: 422,
      code: 'DEPOSITS_NUMBER',
    });
    expect((await charges()).length).toBe(before);
    expect((await depositRows(userIdOf.bonus)).length).toBe(rowsBefore);
    expect(await depositRows(p.id)).toEqual([]);
    expect((await wallet(p.token)).balance).toBe('0.00');
  });

  it('a bonus refused only after the charge: the deposit is credited and the refusal reported on its own; a retry with the same Idempotency-Key charges nothing', async () => {
    const p = await newPlayer();
    const before = (await charges()).length;
    // While the provider works, the player takes the no-deposit bonus: the welcome bonus, free
    // when the deposit was checked, is ACTIVE_BONUS once the money has been charged.
    let activated: { statusCode: number } | undefined;
    chargeThen(async () => {
      activated = await s.call('POST', '/api/user/bonus/activate', { token: p.token, body: { bonusId: 4 } });
    });
    const key = { 'idempotency-key': `order-${p.id}` };
    const first = await deposit(p.token, { amount: 100, bonusId: 1 }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(activated?.statusCode).toBe(200);
    const answer = first.json().data;
    expect(answer).toMatchObject({
      status: 'completed',
      outcome: 'success',
      amount: '100.00',
      balance: '100.00',
    });
    expect(answer.bonusError).toMatchObject({ code: 'ACTIVE_BONUS' });
    expect(typeof answer.bonusError.message).toBe('string');
    expect((await depositRows(p.id)).map((r) => [r.uuid, r.status])).toEqual([
      [answer.transactionId, 'completed'],
    ]);
    // The no-deposit bonus (10.00) is what the player holds; the welcome bonus was not granted.
    expect(await wallet(p.token)).toEqual(
      expect.objectContaining({ balance: '100.00', bonusBalance: '10.00' }),
    );
    expect((await charges()).length).toBe(before + 1);

    s.ctx.payments = demo;
    const retry = await deposit(p.token, { amount: 100, bonusId: 1 }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data).toEqual(answer);
    expect((await charges()).length).toBe(before + 1);
    expect((await wallet(p.token)).balance).toBe('100.00');
    expect((await depositRows(p.id)).length).toBe(1);
  });

  it('a 3DS deposit whose bonus is refused when it completes is credited, not left processing', async () => {
    const p = await newPlayer();
    const started = await deposit(p.token, {
      amount: 50,
      bonusId: 1,
      card: { ...VISA, number: '4000000000003220' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.status).toBe('processing');
    const { MD, PaReq } = started.json().data.threeDS;
    // Before the bank answers, the player takes another bonus: the welcome bonus no longer fits.
    expect(
      (await s.call('POST', '/api/user/bonus/activate', { token: p.token, body: { bonusId: 4 } })).statusCode,
    ).toBe(200);
    const done = await s.call('POST', '/api/user/3ds-webhook', { token: p.token, body: { MD, PaReq } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'completed',
      alreadyProcessed: false,
      balance: '50.00',
    });
    expect(done.json().data.bonusError).toMatchObject({ code: 'ACTIVE_BONUS' });
    expect((await depositRows(p.id)).map((r) => r.status)).toEqual(['completed']);
    expect((await wallet(p.token)).balance).toBe('50.00');
  });

  it('a provider that never answers: the deposit is answered pending after the timeout, and nothing waits on it', async () => {
    const slow = await makeServer({ paymentTimeoutMs: 300 });
    try {
      const token = await slow.login('kyc@demo.casino');
      await slow.call('POST', '/__test/faults', { body: { route: 'provider:charge', hang: true, times: 1 } });
      const started = Date.now();
      const res = await slow.call('POST', '/api/user/deposit', {
        token,
        body: { paymentMethodId: 1, amount: 25, card: VISA },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
      // Whether the money moved is the provider's to say: the deposit waits, keyed by our reference.
      expect(res.json().data).toMatchObject({ status: 'pending', outcome: 'pending' });
      const row = (
        await slow.ctx.db.query<{ status: string }>('SELECT status FROM transactions WHERE uuid = $1', [
          res.json().data.transactionId,
        ])
      )[0];
      expect(row?.status).toBe('pending');
    } finally {
      await slow.call('DELETE', '/__test/faults');
      await slow.close();
    }
  });
});
