import type { SessionSummary } from '@casino/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { effectiveInterval } from './realityCheckStore.ts';
import { nextMultiple, sessionElapsedMs, sessionNetPosition, useSessionPlay } from './sessionPlayStore.ts';

const summary = (over: Partial<SessionSummary> = {}): SessionSummary => ({
  startedAt: '2026-11-22T20:00:00.000Z',
  now: '2026-11-22T20:10:00.000Z',
  stakes: '2.00',
  wins: '0.50',
  lastBetId: 10,
  currencyCode: 'EUR',
  ...over,
});

describe('session play (reality check, session clock)', () => {
  beforeEach(() => useSessionPlay.setState({ summary: null, receivedAt: 0, live: [], nextCheckAt: null }));

  it('adds live events after the summary once each, and a resync drops what it already counts', () => {
    const play = useSessionPlay.getState();
    play.applySummary(summary());
    play.addLive({ kind: 'debit', amount: '1.00', betId: 10 }); // already in the summary
    play.addLive({ kind: 'debit', amount: '1.00', betId: 11 });
    play.addLive({ kind: 'debit', amount: '1.00', betId: 11 }); // delivered twice
    play.addLive({ kind: 'credit', amount: '3.00', betId: 11 });
    expect(sessionNetPosition(useSessionPlay.getState())).toEqual({
      stakes: '3.00',
      wins: '3.50',
      net: '-0.50',
    });
    play.applySummary(summary({ stakes: '3.00', wins: '3.50', lastBetId: 11 }));
    expect(useSessionPlay.getState().live).toEqual([]);
    expect(sessionNetPosition(useSessionPlay.getState())?.net).toBe('-0.50');
  });

  it('a new session starts from its own summary and its own reminder schedule', () => {
    const play = useSessionPlay.getState();
    play.applySummary(summary());
    play.addLive({ kind: 'debit', amount: '1.00', betId: 11 });
    play.setNextCheckAt(30 * 60_000);
    play.applySummary(
      summary({ startedAt: '2026-11-22T21:00:00.000Z', lastBetId: 0, stakes: '0.00', wins: '0.00' }),
    );
    expect(useSessionPlay.getState().live).toEqual([]);
    expect(useSessionPlay.getState().nextCheckAt).toBeNull();
  });

  it('counts time by the server clock, carried on by the browser clock', () => {
    const state = { summary: summary(), receivedAt: 1_000 };
    expect(sessionElapsedMs(state, 1_000)).toBe(10 * 60_000);
    expect(sessionElapsedMs(state, 61_000)).toBe(11 * 60_000);
    expect(nextMultiple(15 * 60_000, 15 * 60_000)).toBe(30 * 60_000);
  });

  it('the interval is the player choice, else the brand default; off only where the brand allows it', () => {
    expect(effectiveInterval(null, { defaultIntervalMinutes: 60, allowOff: true })).toBe(60);
    expect(effectiveInterval('15', { defaultIntervalMinutes: 60, allowOff: false })).toBe(15);
    expect(effectiveInterval('off', { defaultIntervalMinutes: 30, allowOff: true })).toBeNull();
    expect(effectiveInterval('off', { defaultIntervalMinutes: 30, allowOff: false })).toBe(30);
  });
});
