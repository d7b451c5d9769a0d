import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysTo } from './calendar.ts';
import { rakebackDayState, rakebackDayStates, showClaimButton } from './rakeback.ts';

const today = '2026-11-21';

describe('rakeback day (spec 4)', () => {
  it('shows the claim button only today and yesterday, for a logged-in player', () => {
    expect(showClaimButton(today, today, true)).toBe(true);
    expect(showClaimButton('2026-11-20', today, true)).toBe(true);
    expect(showClaimButton('2026-11-19', today, true)).toBe(false);
    expect(showClaimButton('2026-11-22', today, true)).toBe(false);
    expect(showClaimButton(today, today, false)).toBe(false);
  });

  it.each([
    [{ day: '2026-11-18', amount: 3, paidAt: '2026-11-19T10:00:00Z' }, true, 'claimed'],
    [{ day: today, amount: 3 }, true, 'claimable'],
    [{ day: '2026-11-20', amount: 3 }, true, 'claimable'],
    [{ day: '2026-11-19', amount: 3 }, true, 'not-claimed'],
    [{ day: '2026-11-25', amount: 3 }, true, 'locked'],
    [{ day: '2026-11-25', amount: 0 }, true, 'play-to-earn'],
    [{ day: today, amount: 0 }, true, 'play-to-earn'],
    [{ day: today, amount: 3 }, false, 'not-claimed'],
  ] as const)('%o (logged in %s) is %s', (entry, loggedIn, state) => {
    expect(rakebackDayState(entry, today, loggedIn)).toBe(state);
  });

  it('property: every day gets exactly one known state; claimable needs button, amount and no payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.boolean(),
        fc.boolean(),
        (offset, amount, paid, loggedIn) => {
          const day = addDaysTo(today, offset);
          const state = rakebackDayState(
            { day, amount, paidAt: paid ? '2026-01-01' : null },
            today,
            loggedIn,
          );
          if (!rakebackDayStates.includes(state)) return false;
          if (state === 'claimable') return !paid && amount > 0 && showClaimButton(day, today, loggedIn);
          if (paid) return state === 'claimed';
          if (offset > 0 && amount > 0) return state === 'locked';
          return true;
        },
      ),
    );
  });
});
