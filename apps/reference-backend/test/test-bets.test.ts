// The test-mode bet source of `pnpm bench:feed`: each recorded bet reaches a guest socket as the
// `bet` event a spin sends, and the public feed reads the same bets back (so a page that resyncs
// after a reconnect shows what it was sent).

import type { BetEvent } from '@casino/api-client/live-events';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Running, startServer } from '../src/server.ts';

let srv: Running;
let guest: Socket;

beforeAll(async () => {
  srv = await startServer({ port: 0, dataDir: 'memory://', logLevel: 'silent', testMode: true }, {});
  guest = connect(srv.casinoUrl, { transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    guest.once('connect', resolve);
    guest.once('connect_error', reject);
  });
}, 180_000);
afterAll(async () => {
  guest?.close();
  await srv?.close();
});

describe('POST /__test/bets', () => {
  it('broadcasts each recorded bet to guests and the feed lists them, newest first', async () => {
    const received: BetEvent[] = [];
    guest.on('bet', (event) => received.push(event));
    const res = await fetch(`${srv.casinoUrl}/__test/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 3 }),
    });
    expect(res.status).toBe(200);
    const { betIds } = (await res.json()) as { betIds: number[] };
    expect(betIds).toHaveLength(3);
    await expect.poll(() => received.map((event) => event.betId)).toEqual(betIds);
    for (const event of received) {
      expect(event.amount).toMatch(/^\d+\.\d{2}$/);
      expect(event.win).toMatch(/^\d+\.\d{2}$/);
      expect(event.nickname).not.toBe('');
      expect(event.gameName).not.toBe('');
    }
    const feed = (await (await fetch(`${srv.casinoUrl}/api/bet-feed?tab=all&limit=3`)).json()) as {
      data: { bets: { id: number; amount: string; win: string; nickname: string }[] };
    };
    expect(feed.data.bets.map((bet) => bet.id)).toEqual([...betIds].reverse());
    const newest = received[2] as BetEvent;
    expect(feed.data.bets[0]).toMatchObject({
      amount: newest.amount,
      win: newest.win,
      nickname: newest.nickname,
    });
  });
});
