import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accumulatorPayout,
  claimOpensAt,
  HALF_HOUR_MS,
  moveNgr,
  nextHalfHour,
  secondsUntil,
} from './accumulatorMaths.ts';

const cents = (value: number) =>
  `${value < 0 ? '-' : ''}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;

describe('accumulator countdown (spec 4)', () => {
  it('targets the next :00 or :30', () => {
    expect(nextHalfHour(new Date('2026-11-21T10:29:30Z')).toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(nextHalfHour(new Date('2026-11-21T10:30:00Z')).toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(nextHalfHour(new Date('2026-11-21T23:59:59.999Z')).toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(nextHalfHour(new Date('2026-11-21T00:00:00.001Z')).toISOString()).toBe('2026-11-21T00:30:00.000Z');
  });

  it('property: any time of day → the next :00 or :30, within (0, 30 min]', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const target = nextHalfHour(now);
          const wait = target.getTime() - now.getTime();
          expect(wait).toBeGreaterThan(0);
          expect(wait).toBeLessThanOrEqual(HALF_HOUR_MS);
          expect(target.getUTCMinutes() % 30).toBe(0);
          expect(target.getUTCSeconds()).toBe(0);
          expect(target.getUTCMilliseconds()).toBe(0);
        },
      ),
    );
  });

  it('counts whole seconds', () => {
    const target = new Date('2026-11-21T10:30:00Z');
    expect(secondsUntil(target, new Date('2026-11-21T10:29:30.400Z'))).toBe(30);
    expect(secondsUntil(target, new Date('2026-11-21T10:31:00Z'))).toBe(0);
  });
});

describe('accumulator payout = ngr × percent (spec 4)', () => {
  it('is exact where floats are not', () => {
    // 0.1 × 3 in floats is 0.30000000000000004.
    expect(accumulatorPayout('3.00', 0.1)).toBe('0.30');
    expect(accumulatorPayout('19.90', 0.05)).toBe('1.00'); // 0.995 → half to even
    expect(accumulatorPayout('10.10', 0.05)).toBe('0.50'); // 0.505 → half to even
    expect(accumulatorPayout('-12.00', 0.05)).toBe('0.00');
    expect(accumulatorPayout('0.00', 0.07)).toBe('0.00');
    expect(accumulatorPayout('1000000.00', 0.05)).toBe('50000.00');
  });

  it('property: equals the server formula (decimal.js, max(0, ngr) × percent, half to even)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        // The back end's percents are doubles such as 0.05 + g × 0.01 (0.060000000000000005).
        fc.oneof(
          fc.integer({ min: 0, max: 10 }).map((g) => 0.05 + g * 0.01),
          fc.double({ min: 0, max: 1, noNaN: true }),
        ),
        (ngrCents, percent) => {
          const ngr = cents(ngrCents);
          const server = Decimal.max(0, new Decimal(ngr))
            .times(new Decimal(String(percent)))
            .toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN)
            .toFixed(2);
          expect(accumulatorPayout(ngr, percent)).toBe(server);
        },
      ),
    );
  });

  it('property: live amounts add up exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 50 }), (moves) => {
        const total = moves.reduce(
          (ngr, move) => moveNgr(ngr, move < 0 ? 'credit' : 'debit', cents(Math.abs(move))),
          '0.00',
        );
        expect(total).toBe(cents(moves.reduce((a, b) => a + b, 0)));
      }),
    );
  });
});

// Issue 30: the live ngr was added in 2 decimals, so a 0.00012 BTC win moved it by nothing, and
// the payout was rounded to 2 decimals whatever the wallet's currency.
describe('accumulator in a crypto wallet', () => {
  it('a 0.00012 crypto win moves the ngr by 0.00012', () => {
    expect(moveNgr('0', 'debit', '0.00012')).toBe('0.00012');
    expect(moveNgr('1.00000000', 'credit', '0.00012')).toBe('0.99988000');
  });

  it("pays ngr × percent in the currency's decimals", () => {
    expect(accumulatorPayout('0.00012', 0.05, 8)).toBe('0.00000600');
    expect(accumulatorPayout('0.00012', 0.05)).toBe('0.00');
    expect(accumulatorPayout('0.123456785', 1, 8)).toBe('0.12345678'); // half to even
    expect(accumulatorPayout('-0.00012', 0.05, 8)).toBe('0.00000000');
  });

  it('property: equals the server formula in 8 decimals', () => {
    // Enough significant digits that the oracle itself never rounds before the last step.
    const Exact = Decimal.clone({ precision: 100 });
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (units, percent) => {
          const ngr = new Exact(units.toString()).dividedBy(1e8).toFixed(8);
          const server = Exact.max(0, new Exact(ngr))
            .times(new Exact(String(percent)))
            .toDecimalPlaces(8, Exact.ROUND_HALF_EVEN)
            .toFixed(8);
          expect(accumulatorPayout(ngr, percent, 8)).toBe(server);
        },
      ),
    );
  });
});

describe('when a claim is possible again (issue 35: a Claim button only when the claim is)', () => {
  it('no claim today (since = 00:00 UTC): open now', () => {
    expect(claimOpensAt('2026-11-21T00:00:00.000Z')).toBeNull();
    expect(claimOpensAt(undefined)).toBeNull();
    expect(claimOpensAt('not a date')).toBeNull();
  });

  it('after a claim: the next :00 or :30 after it', () => {
    expect(claimOpensAt('2026-11-21T10:12:05.120Z')?.toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(claimOpensAt('2026-11-21T10:30:00.000Z')?.toISOString()).toBe('2026-11-21T11:00:00.000Z');
  });
});
