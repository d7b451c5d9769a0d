// The page's table state: the tables from HTTP, the seated table kept current by the live
// tableState events of its socket room, the player's actions, and their input reported so the
// server's 5-minute idle clock restarts (a click of an away player brings them back).
import {
  joinTableMutation,
  multiplayerKeys,
  multiplayerTablesQuery,
  type TableAction,
  type TablesAnswer,
  tableActionMutation,
  withTable,
} from '@casino/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApp } from '../../core/AppContext.tsx';
import { useLiveEvent } from '../../core/live/useLiveEvent.ts';
import { mySeat, removedFrom, seatedTable, shouldReportInput, tableActionAttribute } from './tableModel.ts';

export function useMultiplayer() {
  const { api } = useApp();
  const client = useQueryClient();
  const tables = useQuery(multiplayerTablesQuery(api));
  const playerId = tables.data?.playerId ?? null;
  const table = tables.data ? seatedTable(tables.data.tables, playerId) : undefined;
  const seat = table ? mySeat(table, playerId) : undefined;
  const away = seat?.player?.status === 'away';

  // The server's clock as seen from here (test mode moves it): its reading at the last state.
  const skew = useRef(0);
  useEffect(() => {
    if (table) skew.current = Date.parse(table.serverNow) - Date.now();
  }, [table]);
  const serverNow = useCallback(() => new Date(Date.now() + skew.current), []);

  // A seat lost without leaving is a removal (30 minutes away): the page says so.
  const lastSeat = useRef<{ tableId: number; seat: number; eventId: number } | undefined>(undefined);
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (table && seat) {
      lastSeat.current = { tableId: table.tableId, seat: seat.seat, eventId: table.events.at(-1)?.id ?? 0 };
      setRemoved(false);
      return;
    }
    const last = lastSeat.current;
    const former = last && tables.data?.tables.find((candidate) => candidate.tableId === last.tableId);
    if (last && former && former.version > 0 && removedFrom(former, last.seat, last.eventId))
      setRemoved(true);
    if (former) lastSeat.current = undefined;
  }, [table, seat, tables.data]);

  useLiveEvent('tableState', (state) => {
    client.setQueryData(multiplayerKeys.tables, (list: TablesAnswer | undefined) => withTable(list, state));
  });
  // Events sent while the socket was down are lost: read the tables again once it is back.
  useLiveEvent('resync', () => void tables.refetch());

  const joinTable = useMutation(joinTableMutation(api));
  const action = useMutation(tableActionMutation(api, table?.tableId ?? 0));
  const lastReport = useRef<number | undefined>(undefined);
  // A game action is input too: the server restarts the idle clock on it.
  const act = (next: TableAction) => {
    lastReport.current = serverNow().getTime();
    action.mutate(next);
  };
  const join = (id: number) => {
    lastReport.current = serverNow().getTime();
    joinTable.mutate(id);
  };

  // Any click or key press while seated is input for the server.
  const report = useRef<() => void>(() => {});
  report.current = () => {
    if (!seat) return;
    const now = serverNow().getTime();
    if (!shouldReportInput(away, lastReport.current, now)) return;
    lastReport.current = now;
    action.mutate('back');
  };
  const seated = !!seat;
  useEffect(() => {
    if (!seated) return;
    const onInput = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`[${tableActionAttribute}]`)) return;
      report.current();
    };
    document.addEventListener('pointerdown', onInput, true);
    document.addEventListener('keydown', onInput, true);
    return () => {
      document.removeEventListener('pointerdown', onInput, true);
      document.removeEventListener('keydown', onInput, true);
    };
  }, [seated]);

  return { tables, playerId, table, removed, serverNow, action, act, joinTable, join };
}
