// This session's play, for the session clock and the reality check: the server's summary (start,
// its clock, stakes and wins up to lastBetId) and the debit/credit events seen live since then.
// A new summary replaces what the events added up to it, so a lost or repeated event never stays
// counted.
import type { SessionSummary } from '@casino/api-client';
import { create } from 'zustand';
import { addMovements, type MoneyMovement, type NetPosition } from './netPosition.ts';

interface LiveMovement extends MoneyMovement {
  betId: number;
}

export interface SessionPlay {
  summary: SessionSummary | null;
  /** Date.now() when the summary arrived: the server clock runs on from there. */
  receivedAt: number;
  live: LiveMovement[];
  /** Elapsed session time (ms) at which the next reality check is due; null before the first. */
  nextCheckAt: number | null;
  applySummary: (summary: SessionSummary) => void;
  addLive: (movement: LiveMovement) => void;
  setNextCheckAt: (elapsedMs: number | null) => void;
}

export const useSessionPlay = create<SessionPlay>((set) => ({
  summary: null,
  receivedAt: 0,
  live: [],
  nextCheckAt: null,
  applySummary: (summary) =>
    set((state) => {
      // Another session (a new login): nothing of the last one carries over.
      const sameSession = state.summary?.startedAt === summary.startedAt;
      return {
        summary,
        receivedAt: Date.now(),
        live: sameSession ? state.live.filter((movement) => movement.betId > summary.lastBetId) : [],
        nextCheckAt: sameSession ? state.nextCheckAt : null,
      };
    }),
  addLive: (movement) =>
    set((state) => {
      if (state.summary && movement.betId <= state.summary.lastBetId) return state;
      if (state.live.some((m) => m.betId === movement.betId && m.kind === movement.kind)) return state;
      return { live: [...state.live, movement] };
    }),
  setNextCheckAt: (nextCheckAt) => set({ nextCheckAt }),
}));

/** Time in this session by the server's clock (the test clock too), carried on by the browser's. */
export function sessionElapsedMs(
  play: Pick<SessionPlay, 'summary' | 'receivedAt'>,
  now = Date.now(),
): number {
  if (!play.summary) return 0;
  const serverNow = Date.parse(play.summary.now) + (now - play.receivedAt);
  return Math.max(0, serverNow - Date.parse(play.summary.startedAt));
}

export function sessionNetPosition(play: Pick<SessionPlay, 'summary' | 'live'>): NetPosition | null {
  if (!play.summary) return null;
  return addMovements(
    { stakes: play.summary.stakes, wins: play.summary.wins, net: '0' },
    play.live.map(({ kind, amount }) => ({ kind, amount })),
  );
}

/** The first multiple of the interval after `elapsed`: when the next reminder is due. */
export const nextMultiple = (elapsedMs: number, intervalMs: number): number =>
  (Math.floor(elapsedMs / intervalMs) + 1) * intervalMs;
