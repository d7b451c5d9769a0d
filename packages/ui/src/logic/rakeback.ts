// Spec 4, rakeback day: the states a day can show. Which state a day is in (the claim rules:
// today and yesterday only, logged-in players only) is the rewards feature's decision; the
// design system only draws the state it is given.
import type { DayKey } from './calendar.ts';

export const rakebackDayStates = ['claimed', 'not-claimed', 'claimable', 'locked', 'play-to-earn'] as const;
export type RakebackDayState = (typeof rakebackDayStates)[number];

/** One day of the rakeback calendar as the caller decided it. */
export type RakebackDayEntry = {
  day: DayKey;
  /** A decimal string from the server ("5.40", exact) or a number for demo data. */
  amount: number | string;
  state: RakebackDayState;
};
