import type { TableState } from '@casino/api-client';
import { describe, expect, it } from 'vitest';
import { inputReportEveryMs, mySeat, removedFrom, seatedTable, shouldReportInput } from './tableModel.ts';

const player = (playerId: string) => ({
  playerId,
  nickname: playerId,
  score: 0,
  status: 'present' as const,
  awayReason: null,
  awaySince: null,
  removalAt: null,
  dice: null,
  folded: false,
});
const table = (tableId: number, ids: (string | null)[], events: TableState['events'] = []): TableState => ({
  tableId,
  name: `T${tableId}`,
  version: 1,
  serverNow: '2026-11-23T10:00:00.000Z',
  round: 1,
  turn: null,
  rules: { turnMs: 30_000, awayAfterMs: 300_000, removeAfterMs: 1_800_000, minPlayers: 2 },
  seats: ids.map((id, seat) => ({ seat, player: id ? player(id) : null })),
  events,
});

describe('table model', () => {
  it("finds the player's seat and table, never a guest's", () => {
    const tables = [table(1, ['x', null]), table(2, [null, 'me'])];
    expect(seatedTable(tables, 'me')?.tableId).toBe(2);
    expect(mySeat(tables[1] as TableState, 'me')?.seat).toBe(1);
    expect(seatedTable(tables, null)).toBeUndefined();
  });

  it('tells a removal from leaving, counting only events after the last state the player had', () => {
    const removed = table(1, [null], [{ id: 7, at: '2026-11-23T10:00:00.000Z', type: 'removed', seat: 0 }]);
    expect(removedFrom(removed, 0, 6)).toBe(true);
    expect(removedFrom(removed, 0, 7)).toBe(false);
    expect(removedFrom(removed, 1, 0)).toBe(false);
    const left = table(1, [null], [{ id: 8, at: '2026-11-23T10:00:00.000Z', type: 'left', seat: 0 }]);
    expect(removedFrom(left, 0, 0)).toBe(false);
  });

  it('reports an away player at once and a present one at most once per interval of server time', () => {
    expect(shouldReportInput(true, 1_000, 1_001)).toBe(true);
    expect(shouldReportInput(false, undefined, 0)).toBe(true);
    expect(shouldReportInput(false, 0, inputReportEveryMs - 1)).toBe(false);
    expect(shouldReportInput(false, 0, inputReportEveryMs)).toBe(true);
  });
});
