import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeedRow, feedLength, prependRows, rowOfEvent } from './feedRows.ts';

const row = (id: number): FeedRow => ({
  id,
  nickname: `player${id}`,
  gameName: 'Demo Slot',
  amount: '1.00',
  win: '0.00',
  multiplier: 0,
  currencyCode: 'EUR',
});

describe('top-wins rows', () => {
  it('puts live rows on top, newest first', () => {
    expect(prependRows([row(2), row(1)], [row(4), row(3)]).map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });

  it('shows a bet once when the resync and the socket both bring it', () => {
    expect(prependRows([row(3), row(2)], [row(3)]).map((r) => r.id)).toEqual([3, 2]);
  });

  it('never holds more rows than the table shows, however many events arrive', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 300 }), (ids) => {
        let rows: FeedRow[] = [];
        for (const id of ids) rows = prependRows(rows, [row(id)]);
        expect(rows.length).toBe(Math.min(feedLength, new Set(ids).size));
        expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      }),
    );
  });

  it('reads a live bet event as a row', () => {
    expect(
      rowOfEvent({
        betId: 7,
        nickname: 'Hidden',
        gameId: 1,
        gameName: 'Demo Slot',
        amount: '2.50',
        win: '25.00',
        multiplier: 10,
        currencyCode: 'EUR',
      }),
    ).toEqual({
      id: 7,
      nickname: 'Hidden',
      gameName: 'Demo Slot',
      amount: '2.50',
      win: '25.00',
      multiplier: 10,
      currencyCode: 'EUR',
    });
  });
});
