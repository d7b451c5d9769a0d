// What the page derives from a table's state: the player's own seat, whether a seat lost was a
// removal, and when input is worth reporting. The rules themselves are the server's.
import type { TableState } from '@casino/api-client';

export type Seat = TableState['seats'][number];
export type SeatedPlayer = NonNullable<Seat['player']>;
export type TableEvent = TableState['events'][number];

/** The player's seat at a table, if they sit there. */
export function mySeat(table: TableState, playerId: string | null): Seat | undefined {
  if (!playerId) return undefined;
  return table.seats.find((seat) => seat.player?.playerId === playerId);
}

/** The table the player sits at among many. */
export function seatedTable(tables: readonly TableState[], playerId: string | null): TableState | undefined {
  return tables.find((table) => mySeat(table, playerId));
}

/** The player's seat at `seat` is gone because the server removed them (not because they left). */
export function removedFrom(table: TableState, seat: number, since: number): boolean {
  return table.events.some((event) => event.type === 'removed' && event.seat === seat && event.id > since);
}

/**
 * Input (a click, a key) resets the server's 5-minute idle clock. An away player's input returns
 * them at once; a present player's is reported at most once per `inputReportEveryMs` of server time,
 * far inside the 5 minutes, so a busy player is never sent a call per click.
 */
export const inputReportEveryMs = 30_000;

export function shouldReportInput(
  away: boolean,
  lastReportAt: number | undefined,
  serverNow: number,
): boolean {
  return away || lastReportAt === undefined || serverNow - lastReportAt >= inputReportEveryMs;
}

export const diceTotal = (dice: readonly number[]) => dice.reduce((sum, die) => sum + die, 0);

/** Buttons that are game actions themselves: their click is the input, not a second report. */
export const tableActionAttribute = 'data-table-action';
