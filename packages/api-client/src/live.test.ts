// Against a real socket.io server on 127.0.0.1 that authenticates like the casino back end: no
// token = guest, a known token = that player's room, any other token refused.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as realIo } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLiveClient, type IoFactory, type LiveClient, type LiveSubscriptions } from './live.ts';
import type { ClientToServerEvents, ServerToClientEvents } from './liveEvents.ts';

const players: Record<string, number> = { 'token-7': 7 };

function startServer(
  recovery: boolean,
): Promise<{ io: Server<ClientToServerEvents, ServerToClientEvents>; url: string; http: HttpServer }> {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
    ...(recovery ? { connectionStateRecovery: { maxDisconnectionDuration: 10_000 } } : {}),
  });
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: string }).token;
    if (token === undefined) return next();
    const userId = players[token];
    if (userId === undefined) return next(new Error('UNAUTHORIZED'));
    socket.data.userId = userId;
    next();
  });
  io.on('connection', (socket) => {
    const userId = socket.data.userId as number | undefined;
    if (userId === undefined || socket.recovered) return;
    void socket.join(`user:${userId}`);
    socket.emit('authenticated', { userId });
  });
  return new Promise((resolve) =>
    http.listen(0, '127.0.0.1', () =>
      resolve({ io, http, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` }),
    ),
  );
}

const bet = {
  betId: 1,
  nickname: 'Lucky',
  gameId: 2,
  gameName: 'Demo slot',
  amount: '1.00',
  win: '0.00',
  multiplier: 0,
  currencyCode: 'EUR',
};
const debit = {
  win: '1.00',
  amount: '1.00',
  balance: '9.00',
  bonusBalance: '0.00',
  totalBalance: '9.00',
  currencyCode: 'EUR',
  gameId: 2,
  betId: 1,
};

/** Everything one client heard, in order. */
function record(client: LiveClient, events: (keyof LiveSubscriptions)[]) {
  const heard: { event: string; payload: unknown }[] = [];
  for (const event of events) client.subscribe(event, (payload) => heard.push({ event, payload }));
  return heard;
}

const waitFor = async (check: () => boolean, what: string, ms = 3_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

let server: Awaited<ReturnType<typeof startServer>>;
const clients: LiveClient[] = [];
const newClient = (options: Partial<Parameters<typeof createLiveClient>[0]> = {}) => {
  const client = createLiveClient({
    url: server.url,
    minReconnectDelayMs: 20,
    maxReconnectDelayMs: 100,
    ...options,
  });
  clients.push(client);
  return client;
};

beforeAll(async () => {
  server = await startServer(false);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(async () => {
  await server.io.close();
});

describe('live client', () => {
  it('loads socket.io-client only when started, and not at all when closed first', async () => {
    const loadIo = vi.fn(async () => realIo as IoFactory);
    const client = newClient({ loadIo });
    client.subscribe('bet', () => {});
    client.setToken('token-7');
    expect(loadIo).not.toHaveBeenCalled();
    client.start();
    client.start();
    expect(loadIo).toHaveBeenCalledTimes(1);

    const closedFirst = newClient({ loadIo });
    closedFirst.start();
    closedFirst.close();
    await waitFor(() => client.connected, 'the started client');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Only the first client's socket reached the server.
    expect(server.io.of('/').sockets.size).toBe(1);
  });

  it('a guest hears public events only; signing in and out switches identity on one socket at a time', async () => {
    const connections = vi.fn(realIo);
    const client = newClient({ loadIo: async () => connections as IoFactory });
    const heard = record(client, ['bet', 'debit', 'authenticated']);
    client.start();
    await waitFor(() => client.connected, 'guest connection');
    server.io.emit('bet', bet);
    server.io.to('user:7').emit('debit', debit);
    await waitFor(() => heard.length === 1, 'the bet');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([{ event: 'bet', payload: bet }]);

    heard.length = 0;
    client.setToken('token-7');
    await waitFor(() => heard.some((entry) => entry.event === 'authenticated'), 'authenticated');
    expect(server.io.of('/').sockets.size).toBe(1);
    server.io.to('user:7').emit('debit', debit);
    server.io.emit('bet', bet);
    await waitFor(() => heard.length === 3, 'debit and bet as the player');
    expect(heard.map((entry) => entry.event)).toEqual(['authenticated', 'debit', 'bet']);

    heard.length = 0;
    client.setToken(null);
    await waitFor(() => client.connected, 'guest again');
    expect(server.io.of('/').sockets.size).toBe(1);
    expect([...server.io.of('/').sockets.values()][0]?.data.userId).toBeUndefined();
    server.io.to('user:7').emit('debit', debit);
    server.io.emit('bet', bet);
    await waitFor(() => heard.length === 1, 'the bet as a guest');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([{ event: 'bet', payload: bet }]);
    // The same token again changes nothing: no new connection.
    client.setToken(undefined);
    expect(connections).toHaveBeenCalledTimes(3);
  });

  it('asks for a resync after every connection that recovered nothing, once each', async () => {
    const client = newClient();
    const heard = record(client, ['resync', 'connection']);
    client.start();
    await waitFor(() => heard.length === 2, 'first connection');
    expect(heard).toEqual([
      { event: 'connection', payload: { connected: true, asPlayer: false } },
      { event: 'resync', payload: { reason: 'connected', asPlayer: false } },
    ]);
    expect(client.asPlayer).toBe(false);
    heard.length = 0;
    // The server closes the connection (a restart, a dropped session): socket.io would not retry.
    server.io.disconnectSockets(true);
    await waitFor(() => heard.length === 3, 'the reconnection');
    expect(heard).toEqual([
      { event: 'connection', payload: { connected: false, asPlayer: false } },
      { event: 'connection', payload: { connected: true, asPlayer: false } },
      { event: 'resync', payload: { reason: 'reconnected', asPlayer: false } },
    ]);
    heard.length = 0;
    client.setToken('token-7');
    await waitFor(() => heard.some((entry) => entry.event === 'resync'), 'the player connection');
    expect(heard.filter((entry) => entry.event === 'resync')).toEqual([
      { event: 'resync', payload: { reason: 'connected', asPlayer: true } },
    ]);
    // What a listener that arrives late reads to know it missed a player's connection.
    expect(client.connected && client.asPlayer).toBe(true);
  });

  it('no resync when the server recovered the session, and the missed event arrives', async () => {
    const recovering = await startServer(true);
    try {
      let socket: ReturnType<typeof realIo> | undefined;
      const client = newClient({
        url: recovering.url,
        loadIo: async () => (url, options) => {
          socket = realIo(url, options);
          return socket;
        },
      });
      const heard = record(client, ['resync', 'bet']);
      client.start();
      await waitFor(() => heard.length === 1, 'first connection');
      // The server replays from the last event the client saw: it needs to have seen one.
      recovering.io.emit('bet', { ...bet, betId: 0 });
      await waitFor(() => heard.length === 2, 'a first bet');
      heard.length = 0;
      // A network drop (not a close by either side): socket.io reconnects and the server replays.
      socket?.io.engine.close();
      await waitFor(() => !client.connected, 'the drop');
      recovering.io.emit('bet', bet);
      await waitFor(() => client.connected && heard.length === 1, 'the recovered connection');
      expect(socket?.recovered).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([{ event: 'bet', payload: bet }]);
    } finally {
      await recovering.io.close();
    }
  });

  it('a refused token is reported and retried; a throwing subscriber does not stop the others', async () => {
    const onError = vi.fn();
    const client = newClient({ token: 'revoked', onError });
    const unauthorized = vi.fn();
    client.subscribe('unauthorized', () => {
      throw new Error('subscriber bug');
    });
    client.subscribe('unauthorized', unauthorized);
    client.start();
    await waitFor(() => unauthorized.mock.calls.length === 2, 'two refusals', 2_000);
    expect(unauthorized).toHaveBeenCalledWith({ token: 'revoked' });
    expect(onError).toHaveBeenCalledWith(new Error('subscriber bug'));
    client.setToken(null);
    await waitFor(() => client.connected, 'guest connection');
  });

  it('unsubscribe stops one subscription only', async () => {
    const client = newClient();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = client.subscribe('bet', first);
    client.subscribe('bet', second);
    stopFirst();
    client.start();
    await waitFor(() => client.connected, 'connection');
    server.io.emit('bet', bet);
    await waitFor(() => second.mock.calls.length === 1, 'the bet');
    expect(first).not.toHaveBeenCalled();
  });
});
