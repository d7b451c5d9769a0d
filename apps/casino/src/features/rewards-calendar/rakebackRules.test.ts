import { addDaysTo, rakebackDayStates } from '@casino/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  DEMO_FIRST_OFFSET,
  DEMO_LAST_OFFSET,
  dayTime,
  demoRakebackDays,
  isPositiveAmount,
  type RakebackDayFacts,
  rakebackDayState,
  showClaimButton,
} from './rakebackRules.ts';

const today = '2026-11-21';
const times = ['ended', 'today', 'future'] as const;
const amounts = ['0', '0.00', '-1.00', '0.01', '5.40', '1000.00'];
const paidAts = [null, undefined, '2026-11-20T10:00:00.000Z'];

describe('rakeback day rules (spec 4)', () => {
  it('shows the claim button only today and yesterday, for a logged-in player', () => {
    expect(showClaimButton(today, today, true)).toBe(true);
    expect(showClaimButton('2026-11-20', today, true)).toBe(true);
    expect(showClaimButton('2026-11-19', today, true)).toBe(false);
    expect(showClaimButton('2026-11-22', today, true)).toBe(false);
    expect(showClaimButton(today, today, false)).toBe(false);
    expect(showClaimButton('2026-11-20', today, false)).toBe(false);
  });

  it('reads amounts exactly', () => {
    expect(isPositiveAmount('0.01')).toBe(true);
    expect(isPositiveAmount('0.00000001')).toBe(true);
    expect(isPositiveAmount('0.00')).toBe(false);
    expect(isPositiveAmount('-0.00')).toBe(false);
    expect(isPositiveAmount('-3.00')).toBe(false);
    expect(isPositiveAmount('abc')).toBe(false);
  });

  it.each([
    [
      { time: 'ended', amount: '3.00', paidAt: '2026-11-19T10:00:00Z', showButton: false, loggedIn: true },
      'claimed',
    ],
    [{ time: 'today', amount: '3.00', paidAt: null, showButton: true, loggedIn: true }, 'claimable'],
    [{ time: 'ended', amount: '3.00', paidAt: null, showButton: true, loggedIn: true }, 'claimable'],
    [{ time: 'ended', amount: '3.00', paidAt: null, showButton: false, loggedIn: true }, 'not-claimed'],
    [{ time: 'future', amount: '3.00', paidAt: null, showButton: false, loggedIn: true }, 'locked'],
    [{ time: 'future', amount: '0.00', paidAt: null, showButton: false, loggedIn: true }, 'play-to-earn'],
    [{ time: 'today', amount: '0.00', paidAt: null, showButton: true, loggedIn: true }, 'play-to-earn'],
    [{ time: 'today', amount: '3.00', paidAt: null, showButton: false, loggedIn: false }, 'not-claimed'],
    // A button flag from anywhere never lets a guest claim.
    [{ time: 'today', amount: '3.00', paidAt: null, showButton: true, loggedIn: false }, 'not-claimed'],
  ] as const)('%o is %s', (facts, state) => {
    expect(rakebackDayState(facts)).toBe(state);
  });

  it('every combination of state, amount, paidAt, showButton and login gets its one spec state', () => {
    let checked = 0;
    for (const time of times)
      for (const amount of amounts)
        for (const paidAt of paidAts)
          for (const showButton of [true, false])
            for (const loggedIn of [true, false]) {
              const facts: RakebackDayFacts = { time, amount, paidAt, showButton, loggedIn };
              const positive = isPositiveAmount(amount);
              const expected = paidAt
                ? 'claimed'
                : time !== 'future' && positive && showButton && loggedIn
                  ? 'claimable'
                  : !positive
                    ? 'play-to-earn'
                    : time === 'future'
                      ? 'locked'
                      : 'not-claimed';
              expect(rakebackDayState(facts), JSON.stringify(facts)).toBe(expected);
              checked++;
            }
    expect(checked).toBe(times.length * amounts.length * paidAts.length * 2 * 2);
  });

  it('property: claimable only with a button, a login, an amount, no payment, not in the future', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -30, max: 30 }),
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.option(fc.constant('2026-01-01T00:00:00.000Z'), { nil: null }),
        fc.boolean(),
        (offset, cents, paidAt, loggedIn) => {
          const day = addDaysTo(today, offset);
          const amount = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
          const [entry] = calendarDays([{ canClaimDate: day, amount, paidAt }], today, loggedIn);
          const state = entry?.state;
          expect(rakebackDayStates).toContain(state);
          if (state === 'claimable') {
            expect(paidAt).toBeNull();
            expect(cents).toBeGreaterThan(0);
            expect(loggedIn).toBe(true);
            expect([0, -1]).toContain(offset);
          }
          if (paidAt) expect(state).toBe('claimed');
          if (!paidAt && cents > 0 && offset > 0) expect(state).toBe('locked');
          if (!paidAt && cents <= 0) expect(state).toBe('play-to-earn');
          if (!paidAt && cents > 0 && offset < -1) expect(state).toBe('not-claimed');
        },
      ),
    );
  });

  it('tells ended, today and future days apart', () => {
    expect(dayTime('2026-11-20', today)).toBe('ended');
    expect(dayTime(today, today)).toBe('today');
    expect(dayTime('2026-11-22', today)).toBe('future');
  });

  it('gives a guest demo days with amounts and nothing to claim', () => {
    const days = demoRakebackDays(today, () => 0.42);
    expect(days).toHaveLength(DEMO_LAST_OFFSET - DEMO_FIRST_OFFSET + 1);
    expect(days.every((day) => /^\d+\.\d{2}$/.test(day.amount))).toBe(true);
    expect(days.find((day) => day.canClaimDate === today)?.amount).toBe('4.20');
    const states = calendarDays(days, today, false).map((day) => day.state);
    expect(states).not.toContain('claimable');
    expect(states).toContain('locked');
  });
});
