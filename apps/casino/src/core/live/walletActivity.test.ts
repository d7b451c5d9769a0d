import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { useWalletActivity } from './walletActivity.ts';

const wallet = () => useWalletActivity.getState();

describe('wallet activity: the ngr moved by live wallet events', () => {
  afterEach(() => wallet().reset());

  // Issue 30: the delta was kept in hundredths (toCents), so every digit past the second decimal
  // was dropped and a 0.00012 BTC win moved the accumulator by nothing.
  it('a 0.00012 crypto win adds 0.00012 to the accumulator', () => {
    wallet().debit({ win: '0.00012' });
    expect(wallet().ngrDelta).toBe('0.00012');
    wallet().debit({ win: '0.00000001' });
    wallet().credit({ win: '0.00002' });
    expect(wallet().ngrDelta).toBe('0.00010001');
  });

  it('adds debits and subtracts credits exactly, and forgets them on reset', () => {
    for (let i = 0; i < 10; i += 1) wallet().debit({ win: '0.10' });
    wallet().credit({ win: '0.30' });
    expect(wallet().ngrDelta).toBe('0.70');
    wallet().credit({ win: '5' });
    expect(wallet().ngrDelta).toBe('-4.30');
    wallet().depositFailed('Card');
    wallet().reset();
    expect(wallet()).toMatchObject({ ngrDelta: '0', failedDeposit: null });
  });

  it('keeps the delta when an event carries no decimal win (the balance update after it still runs)', () => {
    wallet().debit({ win: '2.50' });
    expect(() => wallet().debit({ win: '1e3' })).not.toThrow();
    expect(() => wallet().credit({ win: undefined as unknown as string })).not.toThrow();
    expect(wallet().ngrDelta).toBe('2.50');
  });

  it('property: the delta is the integer sum of the wins in 10^-8 units, fiat and crypto mixed', () => {
    const win = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.constantFrom(0, 2, 8))
      .map(([units, places]) => {
        const digits = units.toString().padStart(places + 1, '0');
        return {
          units: units * 10n ** BigInt(8 - places),
          text: places ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits,
        };
      });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), win), { maxLength: 40 }), (moves) => {
        wallet().reset();
        let expected = 0n;
        for (const [debit, { units, text }] of moves) {
          if (debit) wallet().debit({ win: text });
          else wallet().credit({ win: text });
          expected += debit ? units : -units;
        }
        const [whole = '0', fraction = ''] = wallet().ngrDelta.replace('-', '').split('.');
        const delta = BigInt(whole + fraction.padEnd(8, '0'));
        expect(wallet().ngrDelta.startsWith('-') ? -delta : delta).toBe(expected);
      }),
    );
  });
});
