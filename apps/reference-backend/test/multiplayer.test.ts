import type { TableStateEvent } from '@casino/api-client/live-events';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Clock } from '../src/clock.ts';
import type { ApiError } from '../src/errors.ts';
import { DiceTables, tableRules } from '../src/multiplayer.ts';
import { makeServer, type TestServer, userIdOf } from './helpers.ts';

const second = 1_000;
const minute = 60 * second;
const A = { userId: 1, playerId: 'uuid-a', nickname: 'Ada' };
const B = { userId: 2, playerId: 'uuid-b', nickname: 'Bo' };

/** A clock that moves only when told, so "one millisecond early" means exactly that. */
class StoppedClock extends Clock {
  private at = Date.parse('2026-11-23T10:00:00Z');
  override now(): Date {
    return new Date(this.at);
  }
  override advance(ms: number): void {
    this.at += ms;
  }
}

const seatOf = (state: TableStateEvent, playerId: string) =>
  state.seats.find((s) => s.player?.playerId === playerId);
const statusOf = (state: TableStateEvent, playerId: string) => seatOf(state, playerId)?.player?.status;
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as ApiError).code;
  }
  return undefined;
};

describe('dice table rules (spec 4 away status), on a moved clock', () => {
  let clock: Clock;
  let tables: DiceTables;
  let published: TableStateEvent[];
  beforeEach(() => {
    clock = new StoppedClock();
    // Seat 0 always rolls 6+6 and seat 1 1+1, so the winner is known.
    let n = 0;
    tables = new DiceTables(clock, () => (n++ % 4 < 2 ? 6 : 1));
    published = [];
    tables.onChange((state) => published.push(state));
    tables.join(1, A);
    tables.join(1, B);
  });

  it('two seated players start a round: seat 0 (A) has the turn, with the turn timer', () => {
    const state = tables.state(1);
    expect(state.round).toBe(1);
    expect(state.turn?.seat).toBe(0);
    expect(Date.parse(state.turn?.deadline ?? '') - Date.parse(state.serverNow)).toBe(tableRules.turnMs);
  });

  it('a roll passes the turn, and the round goes to the higher total', () => {
    tables.roll(1, A.userId);
    expect(tables.state(1).turn?.seat).toBe(1);
    const state = tables.roll(1, B.userId);
    expect(seatOf(state, 'uuid-a')?.player?.score).toBe(1);
    expect(state.events.find((e) => e.type === 'roundWon')).toMatchObject({ seats: [0], total: 12 });
    expect(state.round).toBe(2);
    expect(state.turn?.seat).toBe(0);
  });

  it('a turn not played in time folds that hand and passes the turn, without making the player away', () => {
    clock.advance(tableRules.turnMs - 1);
    expect(tables.state(1).turn?.seat).toBe(0);
    clock.advance(1);
    const state = tables.state(1);
    expect(state.turn?.seat).toBe(1);
    expect(seatOf(state, 'uuid-a')?.player).toMatchObject({ folded: true, status: 'present' });
    expect(state.events.at(-1)).toMatchObject({ type: 'timedOut', seat: 0, nickname: 'Ada' });
  });

  it('auto-away after 5 minutes without input (not a second earlier), other players unaffected', () => {
    clock.advance(4 * minute);
    tables.input(1, B.userId);
    clock.advance(minute - 1);
    expect(statusOf(tables.state(1), 'uuid-a')).toBe('present');
    clock.advance(1);
    const state = tables.state(1);
    expect(seatOf(state, 'uuid-a')?.player).toMatchObject({
      status: 'away',
      awayReason: 'idle',
      folded: true,
    });
    expect(statusOf(state, 'uuid-b')).toBe('present');
    expect(state.events.some((e) => e.type === 'away' && e.seat === 0 && e.reason === 'idle')).toBe(true);
    // The room heard it.
    expect(statusOf(published.at(-1) as TableStateEvent, 'uuid-a')).toBe('away');
  });

  it("while away the player's turns are skipped and the hand folded, round after round", () => {
    tables.roll(1, A.userId);
    tables.away(1, A.userId);
    let state = tables.state(1);
    // A had rolled 12 this round: folded, the roll no longer counts.
    expect(seatOf(state, 'uuid-a')?.player?.folded).toBe(true);
    state = tables.roll(1, B.userId);
    expect(seatOf(state, 'uuid-b')?.player?.score).toBe(1);
    expect(seatOf(state, 'uuid-a')?.player?.score).toBe(0);
    // Round 2: A's turn (seat 0) is skipped, B plays straight away.
    expect(state.round).toBe(2);
    expect(state.turn?.seat).toBe(1);
    expect(state.events.at(-1)).toMatchObject({ type: 'skipped', seat: 0 });
    state = tables.roll(1, B.userId);
    expect(state.round).toBe(3);
    expect(state.turn?.seat).toBe(1);
    expect(state.events.filter((e) => e.type === 'skipped' && e.seat === 0)).toHaveLength(2);
  });

  it('going away during your own turn skips it at once', () => {
    const state = tables.away(1, A.userId);
    expect(state.turn?.seat).toBe(1);
    expect(state.events.slice(-2).map((e) => e.type)).toEqual(['away', 'skipped']);
  });

  it('removed after 30 minutes away (counted from going away), never before', () => {
    tables.away(1, A.userId);
    const keepBHere = (ms: number) => {
      for (let left = ms; left > 0; left -= 4 * minute) {
        clock.advance(Math.min(4 * minute, left));
        tables.input(1, B.userId);
      }
    };
    keepBHere(tableRules.removeAfterMs - 1);
    expect(statusOf(tables.state(1), 'uuid-a')).toBe('away');
    clock.advance(1);
    const state = tables.state(1);
    expect(seatOf(state, 'uuid-a')).toBeUndefined();
    expect(state.seats[0]?.player).toBeNull();
    expect(state.events.find((e) => e.type === 'removed')).toMatchObject({ seat: 0, nickname: 'Ada' });
    expect(tables.tableOf(A.userId)).toBeUndefined();
    expect(refusal(() => tables.input(1, A.userId))).toBe('NOT_SEATED');
  });

  it('an idle player is away at 5 minutes and removed 30 minutes later, in one jump of the clock', () => {
    clock.advance(35 * minute);
    const state = tables.state(1);
    expect(state.seats.every((s) => s.player === null)).toBe(true);
    const removed = state.events.filter((e) => e.type === 'removed');
    expect(removed.map((e) => e.at)).toEqual([
      new Date(Date.parse(state.serverNow)).toISOString(),
      new Date(Date.parse(state.serverNow)).toISOString(),
    ]);
  });

  it('any game action returns the player: a roll (even one refused), or the "I\'m back" input', () => {
    tables.away(1, B.userId);
    // Not B's turn (A's): refused, but B is back.
    expect(refusal(() => tables.roll(1, B.userId))).toBe('NOT_YOUR_TURN');
    let state = tables.state(1);
    expect(statusOf(state, 'uuid-b')).toBe('present');
    expect(state.events.at(-1)).toMatchObject({ type: 'back', seat: 1 });
    tables.away(1, B.userId);
    state = tables.input(1, B.userId);
    expect(statusOf(state, 'uuid-b')).toBe('present');
  });

  it('coming back resets the 5-minute idle clock and restarts a table where everyone was away', () => {
    clock.advance(5 * minute);
    expect(tables.state(1).turn).toBeNull();
    tables.input(1, A.userId);
    const state = tables.state(1);
    expect(state.turn?.seat).toBe(0);
    clock.advance(5 * minute - 1);
    expect(statusOf(tables.state(1), 'uuid-a')).toBe('present');
  });

  it('a table seats four; a fifth player is refused', () => {
    tables.join(1, { userId: 3, playerId: 'c', nickname: 'C' });
    tables.join(1, { userId: 4, playerId: 'd', nickname: 'D' });
    expect(refusal(() => tables.join(1, { userId: 5, playerId: 'e', nickname: 'E' }))).toBe('TABLE_FULL');
  });
});

describe('dice table over HTTP: the session decides who plays', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const emitted: { tableId: number; state: TableStateEvent }[] = [];
  const rooms: string[] = [];
  beforeAll(async () => {
    s = await makeServer();
    for (const key of ['depositor', 'kyc', 'bonus'] as const) t[key] = await s.login(`${key}@demo.casino`);
    s.ctx.realtime.emitToTable = (tableId, _event, state) => emitted.push({ tableId, state });
    s.ctx.realtime.seatSockets = (userId, tableId, seated) =>
      rooms.push(`${seated ? '+' : '-'}${userId}@${tableId}`);
    for (const key of ['depositor', 'kyc'] as const) {
      const joined = await s.call('POST', '/api/multiplayer/tables/2/join', { token: t[key] });
      expect(joined.statusCode, joined.body).toBe(200);
    }
  });
  afterAll(() => s?.close());

  const table = async (token?: string) =>
    (await s.call('GET', '/api/multiplayer/tables/2', { token })).json().data as {
      table: TableStateEvent;
      playerId: string | null;
    };

  it("refuses a roll out of turn even when the request names the turn's seat and player", async () => {
    const before = await table(t.depositor);
    expect(before.table.turn?.seat).toBe(0);
    const depositorSeat = before.table.seats[0]?.player;
    expect(depositorSeat?.playerId).toBe(before.playerId);
    // The kyc player claims to be seat 0 / the depositor: the server goes by the session.
    const res = await s.call('POST', '/api/multiplayer/tables/2/roll', {
      token: t.kyc,
      body: { seat: 0, playerId: depositorSeat?.playerId, userId: userIdOf.depositor },
      headers: { 'x-seat': '0' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_YOUR_TURN');
    const after = (await table()).table;
    expect(after.turn?.seat).toBe(0);
    expect(after.seats.map((seat) => seat.player?.dice ?? null)).toEqual([null, null, null, null]);
    // The player whose turn it is can roll.
    const rolled = await s.call('POST', '/api/multiplayer/tables/2/roll', { token: t.depositor });
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json().data.table.seats[0].player.dice).toHaveLength(2);
  });

  it('a player without a seat cannot act; a guest cannot act at all', async () => {
    const res = await s.call('POST', '/api/multiplayer/tables/2/away', { token: t.bonus });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_SEATED');
    expect((await s.call('POST', '/api/multiplayer/tables/2/back')).statusCode).toBe(403);
  });

  it("seats put the player's sockets in the table's room, and changes go to that room", () => {
    expect(rooms).toEqual(expect.arrayContaining([`+${userIdOf.depositor}@2`, `+${userIdOf.kyc}@2`]));
    expect(emitted.length).toBeGreaterThan(0);
    expect(emitted.every((e) => e.tableId === 2 && e.state.tableId === 2)).toBe(true);
  });

  it("the test clock's advance settles the tables at once and the room hears it", async () => {
    await s.call('POST', '/__test/clock', { body: { advanceMs: 4 * minute } });
    await s.call('POST', '/api/multiplayer/tables/2/back', { token: t.kyc });
    emitted.length = 0;
    const res = await s.call('POST', '/__test/clock', { body: { advanceMs: minute + 5 * second } });
    expect(res.statusCode).toBe(200);
    const last = emitted.at(-1)?.state as TableStateEvent;
    expect(last.seats[0]?.player?.status).toBe('away');
    expect(last.seats[1]?.player?.status).toBe('present');
    await s.call('DELETE', '/__test/clock');
  });
});
