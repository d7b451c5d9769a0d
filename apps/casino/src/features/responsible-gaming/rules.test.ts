import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSelfExcluded, isValidCustomEnd } from '../../core/rules/selfExclusion.ts';
import { addMovements, type MoneyMovement, netPosition } from './netPosition.ts';
import {
  sessionTimeBounds,
  sessionTimeInUnit,
  sessionTimeMinutes,
  sessionTimeProblem,
  sessionTimeUnits,
} from './sessionTime.ts';

describe('session time bounds (spec 5)', () => {
  it('words each breach with its spec message key', () => {
    expect(sessionTimeProblem('9', 'minutes')).toBe('atLeastMinutes');
    expect(sessionTimeProblem('43201', 'minutes')).toBe('exceeds30Days');
    expect(sessionTimeProblem('0.5', 'hours')).toBe('atLeastHour');
    expect(sessionTimeProblem('721', 'hours')).toBe('max720Hours');
    expect(sessionTimeProblem('0', 'days')).toBe('atLeastDay');
    expect(sessionTimeProblem('31', 'days')).toBe('max30Days');
    expect(sessionTimeProblem('', 'days')).toBe('required');
    expect(sessionTimeProblem('abc', 'minutes')).toBe('required');
    expect(sessionTimeProblem('10', 'minutes')).toBeNull();
    expect(sessionTimeProblem('720', 'hours')).toBeNull();
    expect(sessionTimeProblem('30', 'days')).toBeNull();
  });

  it('accepts exactly the values inside the bounds of every unit, and never more than 30 days', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sessionTimeUnits),
        fc.integer({ min: 0, max: 100_000 }),
        (unit, value) => {
          const { min, max } = sessionTimeBounds[unit];
          const problem = sessionTimeProblem(String(value), unit);
          expect(problem === null).toBe(value >= min && value <= max);
          if (problem === null) {
            const minutes = sessionTimeMinutes(value, unit);
            expect(minutes).toBeGreaterThanOrEqual(10);
            expect(minutes).toBeLessThanOrEqual(30 * 1440);
          }
        },
      ),
    );
  });

  it('shows a stored limit in a unit that gives the same minutes back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 43_200 }), (minutes) => {
        const { value, unit } = sessionTimeInUnit(minutes);
        expect(sessionTimeMinutes(value, unit)).toBe(minutes);
        expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });
});

describe('self-exclusion (spec 3: permanent, or the end date today or later)', () => {
  const day = 86_400_000;
  const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

  it('is excluded whenever the flag is permanent, whatever the date', () => {
    fc.assert(
      fc.property(instant, fc.option(instant, { nil: null }), (now, end) => {
        const selfExclusion = end === null ? null : new Date(end).toISOString();
        expect(isSelfExcluded({ isSelfExclusionPermanent: true, selfExclusion }, new Date(now))).toBe(true);
      }),
    );
  });

  it('is excluded exactly when the end falls on today or a later calendar day', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -40 * day, max: 40 * day }), (now, offset) => {
        const end = new Date(now + offset);
        const excluded = isSelfExcluded(
          { isSelfExclusionPermanent: false, selfExclusion: end.toISOString() },
          new Date(now),
        );
        const endDay = Math.floor(end.getTime() / day);
        const today = Math.floor(now / day);
        expect(excluded).toBe(endDay >= today);
      }),
    );
  });

  it('an end earlier today still excludes for the rest of the day; none never excludes', () => {
    const now = new Date('2026-11-22T18:00:00Z');
    expect(
      isSelfExcluded({ isSelfExclusionPermanent: false, selfExclusion: '2026-11-22T01:00:00Z' }, now),
    ).toBe(true);
    expect(
      isSelfExcluded({ isSelfExclusionPermanent: false, selfExclusion: '2026-11-21T23:59:59Z' }, now),
    ).toBe(false);
    expect(isSelfExcluded({ isSelfExclusionPermanent: false, selfExclusion: null }, now)).toBe(false);
  });

  it('a custom end date must be a later day', () => {
    const now = new Date('2026-11-22T18:00:00Z');
    expect(isValidCustomEnd('2026-11-22', now)).toBe(false);
    expect(isValidCustomEnd('2026-11-23', now)).toBe(true);
    expect(isValidCustomEnd('23/11/2026', now)).toBe(false);
  });
});

describe('net position (stakes − wins, exact)', () => {
  // Amounts as the server sends them: decimal strings with up to 8 decimals (crypto).
  const amount = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.constantFrom(0, 2, 8))
    .map(([units, places]) => {
      const digits = units.toString().padStart(places + 1, '0');
      return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
    });
  const movement: fc.Arbitrary<MoneyMovement> = fc.record({
    kind: fc.constantFrom('debit' as const, 'credit' as const),
    amount,
  });
  // The reference: every amount in 10^-8 units (the largest precision), summed as integers.
  const units = (value: string) => {
    const [whole, fraction = ''] = value.split('.');
    return BigInt(`${whole}${fraction.padEnd(8, '0')}`);
  };

  it('equals the integer sum of stakes minus wins over any sequence', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 60 }), (movements) => {
        const result = netPosition(movements);
        const stakes = movements
          .filter((m) => m.kind === 'debit')
          .reduce((sum, m) => sum + units(m.amount), 0n);
        const wins = movements
          .filter((m) => m.kind === 'credit')
          .reduce((sum, m) => sum + units(m.amount), 0n);
        expect(units(result.stakes.replace('-', ''))).toBe(stakes);
        expect(units(result.wins)).toBe(wins);
        const net = result.net.startsWith('-') ? -units(result.net.slice(1)) : units(result.net);
        expect(net).toBe(stakes - wins);
      }),
    );
  });

  it('does not depend on the order of the events, and a resync plus later events equals the whole', () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 40 }), fc.nat(), (movements, cut) => {
        const split = movements.length === 0 ? 0 : cut % (movements.length + 1);
        const whole = netPosition(movements, 8);
        expect(netPosition([...movements].reverse(), 8)).toEqual(whole);
        expect(addMovements(netPosition(movements.slice(0, split), 8), movements.slice(split))).toEqual(
          whole,
        );
      }),
    );
  });

  it('ten stakes of 0.10 are exactly 1.00 (no float drift)', () => {
    const tenths = Array.from({ length: 10 }, () => ({ kind: 'debit' as const, amount: '0.10' }));
    expect(netPosition([...tenths, { kind: 'credit', amount: '0.30' }])).toEqual({
      stakes: '1.00',
      wins: '0.30',
      net: '0.70',
    });
    expect(netPosition([{ kind: 'credit', amount: '5' }]).net).toBe('-5.00');
  });

  it('keeps a crypto win to its last decimal', () => {
    expect(
      netPosition([
        { kind: 'debit', amount: '1.00' },
        { kind: 'credit', amount: '0.00012' },
      ]),
    ).toEqual({ stakes: '1.00000', wins: '0.00012', net: '0.99988' });
  });
});
