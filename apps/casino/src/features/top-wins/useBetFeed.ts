// The rows of one top-wins tab: the back end's latest bets, kept current by the live `bet` events
// every socket receives (guests' too). All Wins takes each event on top as it comes; the other
// tabs are a ranking or a filter the server decides (stake, multiplier, the player's own), so an
// event makes them ask again, at most once per `refetchEvery`. While the player hovers or focuses
// the table nothing moves: rows that arrive meanwhile wait and come in when they leave. A burst
// of bets (a busy casino sends dozens a second) comes in as one batch at most every
// `liveBatchEvery`: a table redrawn, and its rows animated, for every single bet dropped the page
// to 16 fps at 1,000 bets a minute (pnpm bench:feed), and nobody reads rows that fast anyway.
// Rows slide in only when the feed is calm: at a busy casino's pace, every batch sliding in held
// the page at 44 fps (bench:feed under load, 56.7 with reduced motion), so busy batches come in still.
import { betFeedQuery } from '@casino/api-client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../core/AppContext.tsx';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { type FeedRow, type FeedTab, feedLength, prependRows, rowOfEvent } from './feedRows.ts';

/** The shortest gap between two re-reads of a server-ranked tab during a burst of bets. */
export const refetchEvery = 1000;
/** The shortest gap between two batches of live rows on All Wins (a lone bet comes in at once). */
export const liveBatchEvery = 500;
/** A batch slides in only after this long without one (the feed is calm enough to follow). */
export const calmArrivalGap = 2000;

const noRowIds: ReadonlySet<number> = new Set();

export function useBetFeed(tab: FeedTab, { enabled, paused }: { enabled: boolean; paused: boolean }) {
  const { api } = useApp();
  const query = useQuery({ ...betFeedQuery(api, { tab, limit: feedLength }), enabled });
  // Live rows of All Wins, newest first and never more than the table shows.
  // `arriving`: the ids of the last batch when it came after a calm gap (those rows slide in).
  const [live, setLive] = useState<{ tab: FeedTab; rows: FeedRow[]; arriving: ReadonlySet<number> }>({
    tab,
    rows: [],
    arriving: noRowIds,
  });
  // Bets not yet on the table: the current batch, or everything since the player engaged with it.
  const waiting = useRef<FeedRow[]>([]);
  const lastBatchAt = useRef(0);
  const batchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refetchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pausedNow = useRef(paused);
  pausedNow.current = paused;
  const { refetch } = query;

  const liveRows = live.tab === tab ? live.rows : [];
  const rows = prependRows(query.data ?? [], liveRows);
  // Only All Wins takes live rows, so a batch is always its.
  const takeWaiting = () => {
    batchTimer.current = undefined;
    if (pausedNow.current || waiting.current.length === 0) return;
    const arrived = waiting.current;
    waiting.current = [];
    const now = Date.now();
    const calm = now - lastBatchAt.current >= calmArrivalGap;
    lastBatchAt.current = now;
    setLive((current) => ({
      tab: 'all',
      rows: prependRows(current.tab === 'all' ? current.rows : [], arrived),
      arriving: calm ? new Set(arrived.map((row) => row.id)) : noRowIds,
    }));
  };
  const takeSoon = () => {
    if (batchTimer.current !== undefined) return;
    const wait = lastBatchAt.current + liveBatchEvery - Date.now();
    if (wait <= 0) takeWaiting();
    else batchTimer.current = setTimeout(takeWaiting, wait);
  };
  // What the table showed when the player engaged with it, held until they leave (a tab chosen
  // meanwhile shows its own rows once they are read, then holds them).
  const [held, setHeld] = useState<{ tab: FeedTab; rows: FeedRow[] } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: takeWaiting reads refs only; the effect runs when the pause ends
  useEffect(() => {
    if (!paused) {
      setHeld(null);
      takeWaiting();
    }
  }, [paused]);
  if (paused && held?.tab !== tab && query.data) setHeld({ tab, rows });

  useEffect(
    () => () => {
      clearTimeout(refetchTimer.current);
      clearTimeout(batchTimer.current);
    },
    [],
  );
  const refetchSoon = () => {
    if (refetchTimer.current !== undefined) return;
    refetchTimer.current = setTimeout(() => {
      refetchTimer.current = undefined;
      void refetch();
    }, refetchEvery);
  };

  useLiveEvent('bet', (event) => {
    if (!enabled) return;
    if (tab !== 'all') {
      if (tab !== 'my') refetchSoon();
      return;
    }
    waiting.current = prependRows(waiting.current, [rowOfEvent(event)]);
    if (!paused) takeSoon();
  });
  // The player's own spin: their tab reads it back (the public event does not say whose it is).
  useLiveEvent('debit', () => {
    if (enabled && tab === 'my') refetchSoon();
  });
  // Events sent while the socket was down are lost: read the tab again once it is back.
  useLiveEvent('connection', (state) => {
    if (enabled && state.connected) void refetch();
  });

  return {
    rows: paused && held?.tab === tab ? held.rows : rows,
    /** Rows to animate in: the last batch, if it came while the feed was calm. */
    arrivingIds: live.tab === tab ? live.arriving : noRowIds,
    query,
  };
}
