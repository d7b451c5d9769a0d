import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Running, startServer } from '../src/server.ts';
import { VISA } from './helpers.ts';

/** A real server on loopback (casino and core on two ports): sockets, faults, restart. */
let srv: Running;
const sockets: Socket[] = [];

const post = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: loosely typed JSON answers in a test
  return { status: res.status, json: (await res.json()) as Record<string, any> };
};
const login = async (email: string) =>
  (await post(`${srv.casinoUrl}/api/user/login`, { email, password: 'Demo1234!' })).json
    .accessToken as string;

function socketFor(
  token: string,
  transports: ('websocket' | 'polling')[] = ['websocket', 'polling'],
): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(srv.casinoUrl, {
      auth: { token },
      transports,
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    socket.once('authenticated', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}
/** A socket without a token: a guest of the site. */
function guestSocket(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(srv.casinoUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}
const next = <T>(socket: Socket, event: string, ms = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

// One PGlite data folder for the whole file: the last test restarts the server on it.
const dataDir = mkdtempSync(join(tmpdir(), 'casino-db-'));
const options = { port: 0, corePort: 0, dataDir, logLevel: 'silent', testMode: true, paymentsDemo: true };

beforeAll(async () => {
  srv = await startServer(options, {});
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await srv?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two hosts', () => {
  it('core calls on the core port, casino calls on the casino port, CORS for a dev origin', async () => {
    expect(srv.coreUrl).not.toBe(srv.casinoUrl);
    expect((await fetch(`${srv.coreUrl}/api/core/casino/settings2`)).status).toBe(200);
    expect((await fetch(`${srv.casinoUrl}/api/core/casino/settings2`)).status).toBe(404);
    expect((await fetch(`${srv.coreUrl}/api/admin/get-currencies`)).status).toBe(404);
    const res = await fetch(`${srv.casinoUrl}/api/admin/get-currencies`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(`${srv.casinoUrl}/api/admin/get-currencies`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(srv.casinoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('socket events', () => {
  it('refuses a bad token', async () => {
    await expect(socketFor('not-a-token')).rejects.toThrow('UNAUTHORIZED');
  });

  it('debit and credit (with win) go to the playing player only; polling works too', async () => {
    const a = await login('kyc@demo.casino');
    const b = await login('depositor@demo.casino');
    const sa = await socketFor(a, ['websocket']);
    const sb = await socketFor(b, ['polling']);
    const leaked: string[] = [];
    sb.on('debit', () => leaked.push('debit'));
    sb.on('credit', () => leaked.push('credit'));
    const launch = (await post(`${srv.casinoUrl}/api/user/game-launch`, { gameId: 1 }, a)).json.data;
    expect(launch.url).toBe(`${srv.casinoUrl}/demo-game/${launch.sessionId}`);
    await post(`${srv.casinoUrl}/__test/next-spins`, {
      reels: [
        ['♣', '♠', '♦'],
        ['7', '7', '7'],
      ],
    });
    const lose = next<{ win: string; balance: string }>(sa, 'debit');
    const lost = (await post(`${srv.casinoUrl}/api/demo-game/spin`, { sessionId: launch.sessionId, bet: 1 }))
      .json.data;
    expect(lost).toMatchObject({ win: '0.00', reels: ['♣', '♠', '♦'] });
    expect(await lose).toMatchObject({ win: '1.00', balance: lost.balance });
    const debit = next<{ win: string }>(sa, 'debit');
    const credit = next<{ win: string; balance: string }>(sa, 'credit');
    const won = (await post(`${srv.casinoUrl}/api/demo-game/spin`, { sessionId: launch.sessionId, bet: 1 }))
      .json.data;
    expect(won.win).toBe('100.00');
    expect((await debit).win).toBe('1.00');
    expect(await credit).toMatchObject({ win: '100.00', balance: won.balance });
    await new Promise((r) => setTimeout(r, 100));
    expect(leaked).toEqual([]);
  });

  it("a guest socket gets the public events (bet, tournamentUpdate, chatMessage), never a player's", async () => {
    const guest = await guestSocket();
    const heard: string[] = [];
    guest.onAny((event: string) => heard.push(event));
    const a = await login('kyc@demo.casino');
    const player = await socketFor(a);
    const launch = (await post(`${srv.casinoUrl}/api/user/game-launch`, { gameId: 1 }, a)).json.data;
    await post(`${srv.casinoUrl}/__test/next-spins`, { reels: [['7', '7', '7']] });
    const bet = next<{ betId: number; nickname: string; gameId: number; win: string }>(guest, 'bet');
    const scored = next<{ tournamentId: number; score: number }>(guest, 'tournamentUpdate');
    const debit = next<{ betId: number }>(player, 'debit');
    const credit = next(player, 'credit');
    const spin = (await post(`${srv.casinoUrl}/api/demo-game/spin`, { sessionId: launch.sessionId, bet: 1 }))
      .json.data;
    expect(await bet).toMatchObject({ betId: spin.betId, gameId: 1, win: '100.00' });
    // Game 1 is in every running tournament of the seed; the turnover is the score.
    expect((await scored).score).toBeGreaterThanOrEqual(1);
    expect((await debit).betId).toBe(spin.betId);
    await credit;
    const chat = next<{ text: string }>(guest, 'chatMessage');
    await post(`${srv.casinoUrl}/api/user/chat/messages`, { text: 'hello guests' }, a);
    expect((await chat).text).toBe('hello guests');
    await new Promise((r) => setTimeout(r, 100));
    expect(heard.filter((event) => !['bet', 'tournamentUpdate', 'chatMessage'].includes(event))).toEqual([]);
    expect(heard).toContain('bet');
  });

  it('logout closes the sockets opened with that token only', async () => {
    const first = await login('depositor@demo.casino');
    const second = await login('depositor@demo.casino');
    const s1 = await socketFor(first);
    const s2 = await socketFor(second);
    const closed = next(s1, 'disconnect');
    expect((await post(`${srv.casinoUrl}/api/user/logout`, { reason: 'USER_INITIATED' }, first)).status).toBe(
      200,
    );
    await closed;
    await new Promise((r) => setTimeout(r, 100));
    expect(s2.connected).toBe(true);
    await expect(socketFor(first)).rejects.toThrow('UNAUTHORIZED');
  });

  it('failedDeposit (with method) on a failed deposit', async () => {
    const a = await login('crypto@demo.casino');
    const sa = await socketFor(a);
    const event = next<{ method: string }>(sa, 'failedDeposit');
    const res = await post(
      `${srv.casinoUrl}/api/user/deposit`,
      { paymentMethodId: 1, amount: 20, card: VISA, simulate: 'failed', currencyCode: 'USDT' },
      a,
    );
    expect(res.status).toBe(200);
    expect((await event).method).toBe('Visa / Mastercard');
  });
});

describe('faults (test mode only)', () => {
  const fault = (body: Record<string, unknown>) => post(`${srv.casinoUrl}/__test/faults`, body);
  const clear = () => fetch(`${srv.casinoUrl}/__test/faults`, { method: 'DELETE' });
  const url = () => `${srv.casinoUrl}/api/admin/get-currencies`;

  it('latency, status, malformed JSON, and times', async () => {
    await fault({ route: '/api/admin/get-currencies', latencyMs: 300, times: 1 });
    const started = Date.now();
    expect((await fetch(url())).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(
      ((await (await fetch(`${srv.casinoUrl}/__test/faults`)).json()) as { faults: unknown[] }).faults,
    ).toEqual([]);
    await fault({ route: '/api/admin/*', status: 503 });
    const down = await fetch(url());
    expect(down.status).toBe(503);
    expect(((await down.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    await clear();
    await fault({ route: '/api/admin/get-currencies', malformed: true });
    const bad = await fetch(url());
    expect(bad.status).toBe(200);
    await expect(bad.clone().json()).rejects.toThrow();
    await clear();
    expect((await fetch(url())).status).toBe(200);
  });

  it('a hung request stays open until the faults are cleared', async () => {
    await fault({ route: '/api/admin/get-currencies', hang: true });
    let settled = false;
    const pending = fetch(url()).then((r) => {
      settled = true;
      return r.status;
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(settled).toBe(false);
    await clear();
    expect(await pending).toBe(503);
  });

  it('dropSockets disconnects sockets and refuses new ones until cleared', async () => {
    const a = await login('kyc@demo.casino');
    const sa = await socketFor(a);
    const gone = next(sa, 'disconnect');
    await fault({ route: '*', dropSockets: true });
    await gone;
    await expect(socketFor(a)).rejects.toThrow(/sockets dropped/);
    await clear();
    await expect(socketFor(a)).resolves.toBeTruthy();
  });

  it('no fault endpoint and no test helper outside test mode', async () => {
    const off = await buildApp({ ...srv.ctx, config: { ...srv.ctx.config, testMode: false } }, 'all');
    await off.ready();
    for (const [method, u] of [
      ['POST', '/__test/faults'],
      ['DELETE', '/__test/faults'],
      ['POST', '/__test/clock'],
      ['PUT', '/__test/settings'],
    ] as const)
      expect((await off.inject({ method, url: u, payload: { route: '*' } })).statusCode).toBe(404);
    await off.close();
  });
});

describe('persistence', () => {
  it('state survives a restart of the server (PGlite data folder)', async () => {
    const signup = await post(`${srv.casinoUrl}/api/user/sign-up`, {
      email: 'restart@example.com',
      password: 'Restart1!',
      currencyCode: 'EUR',
      countryCode: 'MT',
      dateOfBirth: '1990-01-01',
      terms: true,
    });
    const token = signup.json.accessToken as string;
    expect(
      (await post(`${srv.casinoUrl}/api/user/deposit`, { paymentMethodId: 2, amount: 42 }, token)).status,
    ).toBe(200);
    await post(`${srv.casinoUrl}/api/user/favourites`, { gameId: 7 }, token);
    for (const s of sockets) s.close();
    await srv.close();

    srv = await startServer(options, {});
    const details = await fetch(`${srv.casinoUrl}/api/user/get-user-details`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.status).toBe(200);
    const body = (await details.json()) as { wallet: { balance: string }; depositCount: number };
    expect(body.wallet.balance).toBe('42.00');
    expect(body.depositCount).toBe(1);
    const favs = await fetch(`${srv.casinoUrl}/api/user/favourites`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      ((await favs.json()) as { data: { games: { rows: { id: number }[] } } }).data.games.rows.map(
        (g) => g.id,
      ),
    ).toEqual([7]);
    expect(
      (await post(`${srv.casinoUrl}/api/user/login`, { email: 'restart@example.com', password: 'Restart1!' }))
        .status,
    ).toBe(200);
    expect((await fetch(`${srv.casinoUrl}/api/games/providers`)).status).toBe(200);
  });
});
