// The withdrawal status the form shows before it asks anything, the history's game filter and the
// multi-wallet calls: what the withdrawal, transactions and wallet screens rely on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServer, SEPA_PAYOUT, type TestServer, userIdOf } from './helpers.ts';

let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await makeServer();
  for (const key of Object.keys(userIdOf)) t[key] = await s.login(`${key}@demo.casino`);
});
afterAll(() => s?.close());

const setSetting = (key: string, value: unknown) =>
  s.call('PUT', '/__test/settings', { body: { brand: 'curacao', key, value } });
const status = async (token: string) =>
  (await s.call('GET', '/api/user/withdraw/status', { token })).json().data;

describe('withdrawal status', () => {
  it('lists every rule in the way, with what the player needs to get past it', async () => {
    const bonus = await status(t.bonus as string);
    expect(bonus.restrictions.map((r: { code: string }) => r.code)).toContain('ACTIVE_BONUS');
    expect(bonus.restrictions.find((r: { code: string }) => r.code === 'ACTIVE_BONUS')).toMatchObject({
      bonusId: expect.any(Number),
      bonusName: expect.any(String),
    });
    expect(bonus.withdrawable).toBe('0.00');
    const fresh = await status(t.new as string);
    expect(fresh.restrictions.map((r: { code: string }) => r.code)).toEqual([
      'REQUIRED_EMAIL_VERIFICATION',
      'DEPOSIT_REQUIRED',
    ]);
  });

  it('agrees with calculate: the first restriction is the refusal; none means the balance is withdrawable', async () => {
    const answer = await status(t.bonus as string);
    const refused = await s.call('POST', '/api/user/withdraw/calculate', {
      token: t.bonus,
      body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount: 20 },
    });
    expect(refused.json().error.code).toBe(answer.restrictions[0].code);
    const depositor = await status(t.depositor as string);
    expect(depositor.restrictions).toEqual([]);
    expect(depositor.withdrawable).toBe(depositor.balance);
    expect(Number(depositor.withdrawable)).toBeGreaterThan(0);
  });

  it('names KYC first when the brand requires it', async () => {
    await setSetting('withdrawalRequiresKyc', true);
    try {
      const answer = await status(t.depositor as string);
      expect(answer.restrictions[0]).toMatchObject({ code: 'KYC_REQUIRED' });
      expect((await status(t.kyc as string)).restrictions.map((r: { code: string }) => r.code)).not.toContain(
        'KYC_REQUIRED',
      );
    } finally {
      await setSetting('withdrawalRequiresKyc', null);
    }
  });
});

describe('transactions', () => {
  it('type=game lists bets and wins only', async () => {
    const token = t.depositor as string;
    const launch = (await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } })).json()
      .data;
    const spin = await s.call('POST', '/api/demo-game/spin', {
      body: { sessionId: launch.sessionId, bet: 1 },
    });
    expect(spin.statusCode, spin.body).toBe(200);
    const rows = (
      await s.call('GET', '/api/user/transactions', { token, query: { type: 'game', limit: 100 } })
    ).json().data.transactions.rows as { type: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.type))).toSatisfy((types: Set<string>) =>
      [...types].every((type) => type === 'bet' || type === 'win'),
    );
  });
});

describe('multi-wallet', () => {
  it('is refused where the brand keeps one wallet', async () => {
    const res = await s.call('POST', '/api/user/wallets', { token: t.kyc, body: { currencyCode: 'BTC' } });
    expect(res.statusCode).toBe(400);
  });

  it('opens a wallet per currency once, and switching moves the active wallet and the player currency', async () => {
    await setSetting('useMultiWallet', true);
    try {
      const token = t.kyc as string;
      await s.call('POST', '/api/user/wallets', { token, body: { currencyCode: 'BTC' } });
      const twice = await s.call('POST', '/api/user/wallets', { token, body: { currencyCode: 'BTC' } });
      // The active wallet first, then the others by currency.
      expect(twice.json().data.wallets.map((w: { currencyCode: string }) => w.currencyCode)).toEqual([
        'EUR',
        'BTC',
      ]);
      const switched = await s.call('PUT', '/api/user/wallets/active', {
        token,
        body: { currencyCode: 'BTC' },
      });
      expect(switched.statusCode, switched.body).toBe(200);
      const details = (await s.call('GET', '/api/user/get-user-details', { token })).json();
      expect(details.wallet.currencyCode).toBe('BTC');
      expect(details.user.currencyCode).toBe('BTC');
      expect(details.isCrypto).toBe(true);
      expect(
        (await s.call('PUT', '/api/user/wallets/active', { token, body: { currencyCode: 'JPY' } }))
          .statusCode,
      ).toBe(404);
      await s.call('PUT', '/api/user/wallets/active', { token, body: { currencyCode: 'EUR' } });
      expect((await s.call('GET', '/api/user/get-user-details', { token })).json().wallet.currencyCode).toBe(
        'EUR',
      );
    } finally {
      await setSetting('useMultiWallet', null);
    }
  });
});
