// Issue 35, withdrawals that fit: each payout method declares where it pays to for the player's
// country and currency; the server offers only the methods the player may use, checks the
// destination (IBAN checksum included), stores it with the withdrawal and shows it masked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertPayoutRules,
  checkDestination,
  maskedDestination,
  payoutRuleFor,
} from '../src/payout-destinations.ts';
import { makeServer, type TestServer, userIdOf } from './helpers.ts';

/** A valid Maltese IBAN (the checksum holds); the same with one character changed does not. */
const MT_IBAN = 'MT84 MALT 0110 0001 2345 MTLC AST0 01S';
const MT_IBAN_BAD = 'MT84 MALT 0110 0001 2345 MTLC AST0 01T';

let s: TestServer;
let depositor: string;

beforeAll(async () => {
  s = await makeServer();
  depositor = await s.login('depositor@demo.casino');
});
afterAll(() => s?.close());

type Method = {
  id: number;
  title: string;
  destination: { scheme: string; fields: { name: string; required: boolean }[] };
  cards: { id: string; last4: string }[];
};
const methodsOf = async (token: string): Promise<Method[]> => {
  const res = await s.call('GET', '/api/user/withdraw/methods', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.methods;
};
const withdraw = (token: string, body: Record<string, unknown>, step: 'calculate' | 'confirm' = 'confirm') =>
  s.call('POST', `/api/user/withdraw/${step}`, { token, body });

describe('the methods a Malta/EUR player may withdraw with', () => {
  it('are decided on the server: no hidden, inactive, rupee-only or deposit-only method', async () => {
    const methods = await methodsOf(depositor);
    const titles = methods.map((m) => m.title);
    expect(titles).toContain('Bank Transfer');
    expect(titles).not.toContain('Hidden Payout');
    expect(titles).not.toContain('Legacy Wallet');
    expect(titles).not.toContain('UPI');
    expect(titles).not.toContain('Voucher');
    expect(titles).not.toContain('Staff Test Pay');
  });

  it('asks for an IBAN for the bank, an account for the e-wallet and a card on file for the card', async () => {
    const methods = await methodsOf(depositor);
    const bank = methods.find((m) => m.title === 'Bank Transfer');
    expect(bank?.destination).toEqual({
      scheme: 'sepa',
      fields: [
        { name: 'accountName', required: true },
        { name: 'iban', required: true },
        { name: 'bic', required: false },
      ],
    });
    expect(bank?.destination.fields.map((f) => f.name)).not.toContain('bankCode');
    expect(methods.find((m) => m.title === 'Skrill')?.destination.fields).toEqual([
      { name: 'walletAccount', required: true },
    ]);
    const card = methods.find((m) => m.title === 'Visa / Mastercard');
    expect(card?.destination.scheme).toBe('card');
    expect(card?.cards).toEqual([{ id: '4242-12/39', last4: '4242', expiry: '12/39' }]);
  });

  it('leaves the card method out for a player who never paid in by card', async () => {
    const kyc = await s.login('kyc@demo.casino');
    await s.ctx.db.query("UPDATE transactions SET details = '{}' WHERE user_id = $1", [userIdOf.kyc]);
    expect((await methodsOf(kyc)).map((m) => m.title)).not.toContain('Visa / Mastercard');
  });
});

describe('a Malta/EUR bank withdrawal', () => {
  const base = { paymentMethodId: 3, amount: '20.00', accountName: 'Dana Depositor' };

  it('is refused without an IBAN, and moves no money', async () => {
    for (const step of ['calculate', 'confirm'] as const) {
      const res = await withdraw(depositor, base, step);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'iban' });
      expect(res.json().error.message).toBe('Please enter your IBAN');
    }
    const rows = await s.ctx.db.query(
      "SELECT 1 FROM transactions WHERE user_id = $1 AND type = 'withdrawal'",
      [userIdOf.depositor],
    );
    expect(rows).toHaveLength(0);
  });

  it('is refused with an IBAN whose checksum does not hold', async () => {
    const res = await withdraw(depositor, { ...base, iban: MT_IBAN_BAD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'iban' });
    expect(res.json().error.message).toMatch(/IBAN is not valid/);
  });

  it('an Indian bank code is not what it asks for: IFSC fields alone are refused', async () => {
    const res = await withdraw(depositor, {
      ...base,
      accountNumber: '001234567890',
      bankCode: 'HDFC0001234',
      email: 'dana@example.com',
    });
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'iban' });
  });

  it('stores a valid IBAN with the withdrawal and shows it masked', async () => {
    const res = await withdraw(depositor, { ...base, iban: MT_IBAN, bic: 'maltmtmt' });
    expect(res.statusCode, res.body).toBe(200);
    const { transactionId } = res.json().data;
    const [row] = await s.ctx.db.query<{ payout_destination: unknown; details: Record<string, unknown> }>(
      'SELECT payout_destination, details FROM transactions WHERE uuid = $1',
      [transactionId],
    );
    expect(row?.payout_destination).toEqual({
      scheme: 'sepa',
      accountName: 'Dana Depositor',
      iban: 'MT84MALT011000012345MTLCAST001S',
      bic: 'MALTMTMT',
    });
    expect(JSON.stringify(row?.details)).not.toContain('MALT0110');
    const list = (
      await s.call('GET', '/api/user/transactions', { token: depositor, query: { type: 'withdrawal' } })
    ).json().data.transactions.rows;
    const pending = list.find((r: { transactionId: string }) => r.transactionId === transactionId);
    expect(pending).toMatchObject({
      status: 'pending',
      destination: { scheme: 'sepa', label: 'MT •••• 001S' },
    });
    expect(JSON.stringify(list)).not.toContain('MTLCAST001S');
  });
});

describe('hidden, inactive and card payouts', () => {
  it('a hidden method asked for by id is refused', async () => {
    const res = await withdraw(depositor, {
      paymentMethodId: 11,
      amount: '20.00',
      accountName: 'Dana Depositor',
      iban: MT_IBAN,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'GLOBAL_ERROR', field: 'paymentMethodId' });
  });

  it('an inactive method asked for by id is refused', async () => {
    const res = await withdraw(depositor, { paymentMethodId: 10, amount: '20.00', walletAccount: 'd@x.com' });
    expect(res.json().error).toMatchObject({ code: 'GLOBAL_ERROR' });
  });

  it('a card payout goes to a card on file only, an e-wallet payout to an account', async () => {
    const other = await withdraw(depositor, { paymentMethodId: 1, amount: '10.00', cardId: '1111-01/30' });
    expect(other.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'cardId' });
    const ok = await withdraw(depositor, { paymentMethodId: 1, amount: '10.00', cardId: '4242-12/39' });
    expect(ok.statusCode, ok.body).toBe(200);
    const noAccount = await withdraw(depositor, { paymentMethodId: 2, amount: '10.00' });
    expect(noAccount.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'walletAccount' });
    const wallet = await withdraw(depositor, {
      paymentMethodId: 2,
      amount: '10.00',
      walletAccount: 'dana@example.com',
    });
    expect(wallet.statusCode, wallet.body).toBe(200);
    const rows = (
      await s.call('GET', '/api/user/transactions', { token: depositor, query: { type: 'withdrawal' } })
    ).json().data.transactions.rows as { destination: { label: string } | null }[];
    expect(rows.map((r) => r.destination?.label)).toEqual(
      expect.arrayContaining(['da•••@example.com', '•••• 4242']),
    );
  });
});

describe('an Indian rupee player', () => {
  it('is asked for IFSC at the bank and offered UPI', async () => {
    await s.ctx.db.query("UPDATE users SET country_code = 'IN', currency_code = 'INR' WHERE id = $1", [
      userIdOf.kyc,
    ]);
    await s.ctx.db.query("UPDATE wallets SET currency_code = 'INR' WHERE user_id = $1", [userIdOf.kyc]);
    const methods = await methodsOf(await s.login('kyc@demo.casino'));
    expect(methods.find((m) => m.title === 'Bank Transfer')?.destination.fields.map((f) => f.name)).toEqual([
      'accountName',
      'accountNumber',
      'email',
      'bankCode',
      'bankName',
      'branch',
      'bankAddress',
    ]);
    expect(methods.find((m) => m.title === 'UPI')?.destination.scheme).toBe('upi');
  });
});

describe('the declaration and the checks, as functions', () => {
  it('first matching rule wins; no match pays nobody', () => {
    const rules = assertPayoutRules('Bank', [
      { scheme: 'imps', countries: ['IN'], currencies: ['INR'] },
      { scheme: 'sepa', countries: ['MT', 'DE'], currencies: ['EUR'] },
    ]);
    expect(payoutRuleFor(rules, { country: 'MT', currency: 'EUR' })?.scheme).toBe('sepa');
    expect(payoutRuleFor(rules, { country: 'IN', currency: 'INR' })?.scheme).toBe('imps');
    expect(payoutRuleFor(rules, { country: 'MT', currency: 'INR' })).toBeNull();
    expect(payoutRuleFor(rules, { country: null, currency: 'EUR' })).toBeNull();
  });

  it('a declaration that breaks the schema is refused with the method named', () => {
    expect(() => assertPayoutRules('Bad', [{ scheme: 'iban' }])).toThrow(/Bad: payout_destinations/);
    expect(() => assertPayoutRules('Bad', [{ scheme: 'sepa', countries: ['malta'] }])).toThrow(/countries/);
  });

  it('a non-SEPA IBAN is refused for SEPA; the masked view never holds the account', () => {
    const ctx = { cards: [], networks: [] };
    expect(() =>
      checkDestination('sepa', { accountName: 'A', iban: 'BR1800360305000010009795493C1' }, ctx),
    ).toThrow(/not from a SEPA country/);
    const d = checkDestination('sepa', { accountName: ' A ', iban: 'de89 3704 0044 0532 0130 00' }, ctx);
    expect(d).toEqual({ scheme: 'sepa', accountName: 'A', iban: 'DE89370400440532013000' });
    expect(maskedDestination(d)).toEqual({ scheme: 'sepa', label: 'DE •••• 3000' });
  });
});
