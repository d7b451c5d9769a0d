// The multiplayer dice table (issue 17, spec 4 away status). The server owns the rules: every
// call acts as the session's player. Changes to a table the player sits at arrive live as the
// socket event tableState; these are the reads and actions, and each action answers with the
// table as it is after it.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type AnswerOf, call } from '../call.ts';
import type { ApiContext } from './context.ts';

/** A table and the caller's public id (null for a guest), to find the caller's seat. */
export type TableAnswer = AnswerOf<'/api/multiplayer/tables/{id}', 'GET'>['data'];
export type TableState = TableAnswer['table'];
export type TableAction = 'join' | 'leave' | 'roll' | 'away' | 'back';

export const multiplayerKeys = {
  tables: ['multiplayer', 'tables'] as const,
  table: (id: number) => ['multiplayer', 'table', id] as const,
};

export const multiplayerTablesQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: multiplayerKeys.tables,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/multiplayer/tables', { signal })).data,
  });

export const multiplayerTableQuery = (api: ApiContext, id: number) =>
  queryOptions({
    queryKey: multiplayerKeys.table(id),
    queryFn: async ({ signal }): Promise<TableAnswer> =>
      (await call(api.transport, 'GET', '/api/multiplayer/tables/{id}', { params: { id }, signal })).data,
  });

const actions: Record<TableAction, (api: ApiContext, id: number) => Promise<{ data: TableAnswer }>> = {
  join: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/join', { params: { id } }),
  leave: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/leave', { params: { id } }),
  roll: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/roll', { params: { id } }),
  away: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/away', { params: { id } }),
  back: (api, id) => call(api.transport, 'POST', '/api/multiplayer/tables/{id}/back', { params: { id } }),
};

/** Newer of two states of one table (HTTP answers and live events may arrive out of order). */
export function newerTable(current: TableAnswer | undefined, next: TableAnswer): TableAnswer {
  return current && current.table.version > next.table.version ? current : next;
}

/**
 * One table action (take a seat, leave, roll, step away, "I'm back" / input); the answer replaces
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
      return client.invalidateQueries({ queryKey: multiplayerKeys.tables });
    },
    onError: (_error, _action, _result, { client }) =>
      client.invalidateQueries({ queryKey: ['multiplayer'] }),
  });
