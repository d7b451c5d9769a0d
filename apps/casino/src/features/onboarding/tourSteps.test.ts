// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetTourSeen,
  hasSeenTour,
  nextPresentStep,
  rememberTourSeen,
  type TourStepId,
  tourSeen,
  tourStepIds,
} from './tourSteps.ts';

describe('nextPresentStep', () => {
  it('skips steps whose target is missing, both ways', () => {
    const present = (id: TourStepId) => id !== 'rewards';
    expect(nextPresentStep(present, -1, 1)).toBe(0);
    expect(nextPresentStep(present, 0, 1)).toBe(2);
    expect(nextPresentStep(present, 2, 1)).toBeUndefined();
    expect(nextPresentStep(present, 2, -1)).toBe(0);
    expect(nextPresentStep(present, 0, -1)).toBeUndefined();
    expect(nextPresentStep(() => false, -1, 1)).toBeUndefined();
  });

  it('only ever lands on a present step, strictly beyond where it started', () => {
    fc.assert(
      fc.property(
        fc.subarray([...tourStepIds]),
        fc.integer({ min: -1, max: 3 }),
        fc.constantFrom(1 as const, -1 as const),
        (shown, from, direction) => {
          const next = nextPresentStep((id) => shown.includes(id), from, direction);
          if (next === undefined) return;
          expect(shown).toContain(tourStepIds[next]);
          expect(direction === 1 ? next > from : next < from).toBe(true);
        },
      ),
    );
  });
});

describe('seen per player', () => {
  afterEach(() => localStorage.clear());
  it('is remembered for that player only, and can be forgotten (restart from the profile)', () => {
    rememberTourSeen(7);
    rememberTourSeen(7);
    expect(hasSeenTour(7)).toBe(true);
    expect(hasSeenTour(8)).toBe(false);
    expect(JSON.parse(localStorage.getItem('onboardingTourSeen') ?? '[]')).toEqual([7]);
    forgetTourSeen(7);
    expect(hasSeenTour(7)).toBe(false);
  });
});

describe('tourSeen', () => {
  afterEach(() => localStorage.clear());
  it("takes the back end's memory (another device) or this browser's, whichever knows", () => {
    expect(tourSeen(7, null)).toBe(false);
    expect(tourSeen(7, undefined)).toBe(false);
    expect(tourSeen(7, '2026-11-23T12:00:00.000Z')).toBe(true);
    // Seen here but the save never reached the back end: still not shown twice on this browser.
    rememberTourSeen(7);
    expect(tourSeen(7, null)).toBe(true);
    expect(tourSeen(7, undefined)).toBe(true);
    expect(tourSeen(8, null)).toBe(false);
  });
});
