// The rows a top-wins table holds: the back end's latest bets, with live `bet` events put on top.
// The table keeps a fixed number of rows however long the page stays open (hours of events must
// not grow the DOM or the heap), and an event already shown (a resync racing the socket) is not
// shown twice.
import type { BetEvent, BetFeedRow } from '@casino/api-client';

/** A row of the table: the back end's bet, or a live event in the same shape. */
export type FeedRow = Pick<
  BetFeedRow,
  'id' | 'nickname' | 'gameName' | 'amount' | 'win' | 'multiplier' | 'currencyCode'
>;

/** How many rows a table shows (and asks the back end for). */
export const feedLength = 20;

export const feedTabs = ['my', 'all', 'high-rollers', 'multiplier'] as const;
export type FeedTab = (typeof feedTabs)[number];

export function rowOfEvent(event: BetEvent): FeedRow {
  return {
    id: event.betId,
    nickname: event.nickname,
    gameName: event.gameName,
    amount: event.amount,
    win: event.win,
    multiplier: event.multiplier,
    currencyCode: event.currencyCode,
  };
}

/** `incoming` (newest first) on top of `rows`, without duplicates, cut to `limit` rows. */
export function prependRows(
  rows: readonly FeedRow[],
  incoming: readonly FeedRow[],
  limit = feedLength,
): FeedRow[] {
  const seen = new Set<number>();
  const out: FeedRow[] = [];
  for (const row of [...incoming, ...rows]) {
    if (out.length === limit) break;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(row);
  }
  return out;
}
