// The multiplayer dice table (issue 17, spec 4 away status). The server owns the rules: every
// call acts as the session's player. Changes to a table the player sits at arrive live as the
// socket event tableState; these are the reads and actions, and each action answers with the
// table as it is after it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { call } from '../call.ts';
import type { TableStateEvent } from '../liveEvents.ts';
import type { ApiContext } from './context.ts';

/** One table's state, the same in HTTP answers and the live tableState event. */
export type TableState = TableStateEvent;
/** A table and the caller's public id (null for a guest), to find the caller's seat. */
export interface TableAnswer {
  table: TableState;
  playerId: string | null;
}
/** What a seated player does (taking a seat is joinTableMutation). */
export type TableAction = 'leave' | 'roll' | 'away' | 'back';

export const multiplayerKeys = {
  tables: ['multiplayer', 'tables'] as const,
  table: (id: number) => ['multiplayer', 'table', id] as const,
};

export const multiplayerTablesQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: multiplayerKeys.tables,
    queryFn: async ({ signal, client, queryKey }) => {
      const updatesBefore = client.getQueryState(queryKey)?.dataUpdateCount ?? 0;
      const answer = (await call(api.transport, 'GET', '/api/multiplayer/tables', { signal }))
        .data as TablesAnswer;
      // A live tableState that came while this read was on its way is newer than the read's picture
      // of that table: a read replacing it would undo a seat taken meanwhile until the next event.
      // (Without one, the read wins even with lower versions: a restarted server counts afresh.)
      const cached = client.getQueryState<TablesAnswer>(queryKey);
      return cached?.data && cached.dataUpdateCount > updatesBefore
        ? keepNewerTables(cached.data, answer)
        : answer;
    },
  });

/** The read's tables, except those the cache holds in a later version. */
export function keepNewerTables(cached: TablesAnswer, read: TablesAnswer): TablesAnswer {
  return {
    ...read,
    tables: read.tables.map((table) => {
      const held = cached.tables.find((candidate) => candidate.tableId === table.tableId);
      return held && held.version > table.version ? held : table;
    }),
  };
}

export const multiplayerTableQuery = (api: ApiContext, id: number) =>
  queryOptions({
    queryKey: multiplayerKeys.table(id),
    queryFn: async ({ signal }): Promise<TableAnswer> =>
      (await call(api.transport, 'GET', '/api/multiplayer/tables/{id}', { params: { id }, signal })).data,
  });

const actions: Record<TableAction, (api: ApiContext, id: number) => Promise<{ data: TableAnswer }>> = {
  leave: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/leave', { params: { id } }),
  roll: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/roll', { params: { id } }),
  away: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/away', { params: { id } }),
  back: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/back', { params: { id } }),
};

export interface TablesAnswer {
  tables: TableState[];
  playerId: string | null;
}

/** Newer of two states of one table (HTTP answers and live events may arrive out of order). */
export function newerTable(current: TableAnswer | undefined, next: TableAnswer): TableAnswer {
  return current && current.table.version > next.table.version ? current : next;
}

/** The table list with one table's newer state in place of its older one. */
export function withTable(list: TablesAnswer | undefined, next: TableState): TablesAnswer | undefined {
  if (!list) return list;
  return {
    ...list,
    tables: list.tables.map((table) =>
      table.tableId === next.tableId && table.version <= next.version ? next : table,
    ),
  };
}

/** Take a free seat at a table (the server moves the player from another table). */
export const joinTableMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['multiplayer', 'join'],
    mutationFn: (id: number) =>
      call(api.transport, 'POST', '/api/multiplayer/tables/{id}/join', { params: { id } }),
    onSuccess: (answer, id, _result, { client }) => {
      client.setQueryData(multiplayerKeys.table(id), answer.data);
      return client.invalidateQueries({ queryKey: multiplayerKeys.tables });
    },
  });

/**
 * One action of a seated player (leave, roll, step away, "I'm back" / input); the answer replaces
 * the cached table unless a newer state already arrived. A refused action (NOT_YOUR_TURN) may
 * still have changed the table (it returns an away player), so the table is read again then.
 */
export const tableActionMutation = (api: ApiContext, id: number) =>
  mutationOptions({
    mutationKey: ['multiplayer', 'action', id],
    mutationFn: (action: TableAction) => actions[action](api, id),
    onSuccess: (answer, _action, _result, { client }) => {
      client.setQueryData(multiplayerKeys.table(id), (current: TableAnswer | undefined) =>
        newerTable(current, answer.data),
      );
      client.setQueryData(multiplayerKeys.tables, (list: TablesAnswer | undefined) =>
        withTable(list, answer.data.table),
      );
    },
    onError: (_error, _action, _result, { client }) =>
      client.invalidateQueries({ queryKey: ['multiplayer'] }),
  });
