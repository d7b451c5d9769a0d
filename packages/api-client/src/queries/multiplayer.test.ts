// The table list read over HTTP and the live tableState events can cross: a read that set out
// before a seat was taken must not undo the event that brought it (the e2e's "Your turn" that
// never came on a loaded machine).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Transport } from '../transport.ts';
import type { ApiContext } from './context.ts';
import {
  keepNewerTables,
  multiplayerKeys,
  multiplayerTablesQuery,
  type TableState,
  withTable,
} from './multiplayer.ts';

const table = (tableId: number, version: number): TableState => ({
  tableId,
  name: `Table ${tableId}`,
  version,
  serverNow: '2026-11-23T12:00:00.000Z',
  round: 0,
  turn: null,
  rules: { turnMs: 30_000, awayAfterMs: 300_000, removeAfterMs: 1_800_000, minPlayers: 2 },
  seats: [{ seat: 1, player: null }],
  events: [],
});

/** A transport whose one read answers when the test says so. */
function deferredRead() {
  let answer: (value: unknown) => void = () => undefined;
  const transport: Transport = {
    request: vi.fn(() => new Promise((resolve) => (answer = resolve))) as Transport['request'],
    upload: vi.fn() as Transport['upload'],
    urlFor: (path) => `https://api.test${path}`,
  };
  const api: ApiContext = { transport, brandId: 'curacao' };
  return { api, answer: (tables: TableState[]) => answer({ data: { tables, playerId: 'p1' } }) };
}

describe('the multiplayer table list', () => {
  it('keeps a table the cache holds in a later version, and takes the read for the rest', () => {
    const cached = { tables: [table(1, 5), table(2, 1)], playerId: 'p1' };
    const read = { tables: [table(1, 4), table(2, 3)], playerId: 'p1' };
    expect(keepNewerTables(cached, read).tables.map((t) => t.version)).toEqual([5, 3]);
  });

  it('a read that set out before a live event does not undo it', async () => {
    const client = new QueryClient();
    client.setQueryData(multiplayerKeys.tables, { tables: [table(1, 1)], playerId: 'p1' });
    const { api, answer } = deferredRead();
    const reading = client.fetchQuery(multiplayerTablesQuery(api));
    await vi.waitFor(() => expect(api.transport.request).toHaveBeenCalled());
    // The other player sits down: the event reaches the cache while the read is on its way.
    client.setQueryData(
      multiplayerKeys.tables,
      (list: typeof undefined | { tables: TableState[]; playerId: string }) => withTable(list, table(1, 3)),
    );
    answer([table(1, 2)]);
    expect((await reading).tables[0]?.version).toBe(3);
  });

  it('a read with nothing newer on its way replaces the cache, even with lower versions (a restarted server)', async () => {
    const client = new QueryClient();
    client.setQueryData(multiplayerKeys.tables, { tables: [table(1, 9)], playerId: 'p1' });
    const { api, answer } = deferredRead();
    const reading = client.fetchQuery(multiplayerTablesQuery(api));
    await vi.waitFor(() => expect(api.transport.request).toHaveBeenCalled());
    answer([table(1, 1)]);
    expect((await reading).tables[0]?.version).toBe(1);
  });
});
