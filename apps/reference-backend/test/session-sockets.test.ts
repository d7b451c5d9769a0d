// Issue 12: sockets end with their session: on a password change (the other sessions' sockets),
// and when the session ends by time (idle timeout, session time limit), told why first.

import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitsFromEnv } from '../src/rateLimits.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { type Running, startServer } from '../src/server.ts';
import { SIGN_UP_COMPLETE } from './helpers.ts';

let srv: Running;
const sockets: Socket[] = [];

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${srv.casinoUrl}${path}`, {
    method: path.includes('session-time-limit') ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const login = async (email: string, password = DEMO_PASSWORD) =>
  (await api('/api/user/login', { email, password })).json.accessToken as string;

function socketFor(token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(srv.casinoUrl, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    socket.once('authenticated', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
// Generous: the wait starts before a password change, which hashes twice at N=2^17.
const disconnected = (socket: Socket, ms = 30_000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

beforeAll(async () => {
  srv = await startServer(
    {
      port: 0,
      dataDir: 'memory://',
      logLevel: 'silent',
      testMode: true,
      socketSweepMs: 100,
      rateLimits: rateLimitsFromEnv({ RATE_LIMIT_MULTIPLIER: '1000' }),
    },
    {},
  );
}, 180_000);
afterAll(async () => {
  for (const s of sockets) s.close();
  await srv?.close();
});

describe('sockets follow their session', () => {
  it("a password change closes the other sessions' sockets, not this one's", async () => {
    const email = `sock${Date.now()}@example.com`;
    const signUp = await api('/api/user/sign-up', {
      email,
      password: 'Abcdef1!',
      ...SIGN_UP_COMPLETE,
    });
    expect(signUp.status).toBe(200);
    const mine = await login(email, 'Abcdef1!');
    const other = await login(email, 'Abcdef1!');
    const mySocket = await socketFor(mine);
    const otherSocket = await socketFor(other);
    const gone = disconnected(otherSocket);
    const res = await fetch(`${srv.casinoUrl}/api/user/update-user-details`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${mine}` },
      body: JSON.stringify({ currentPassword: 'Abcdef1!', newPassword: 'Ghijkl2@' }),
    });
    expect(res.status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(mySocket.connected).toBe(true);
  });

  it('an idle session: its socket is told why (logout) and closed', async () => {
    const token = await login('bonus@demo.casino');
    const socket = await socketFor(token);
    const reason = new Promise((resolve) => socket.once('logout', resolve));
    const gone = disconnected(socket);
    srv.ctx.clock.advance(31 * 60_000);
    try {
      expect(await reason).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT' });
      await gone;
    } finally {
      srv.ctx.clock.reset();
    }
  });

  it('the session time limit: its socket is closed when the limit ends the session', async () => {
    const token = await login('kyc@demo.casino');
    expect((await api('/api/user/session-time-limit', { value: 10, unit: 'minutes' }, token)).status).toBe(
      200,
    );
    const socket = await socketFor(token);
    const reason = new Promise((resolve) => socket.once('logout', resolve));
    const gone = disconnected(socket);
    srv.ctx.clock.advance(11 * 60_000);
    try {
      expect(await reason).toEqual({ reason: 'SESSION_TIME_LIMIT' });
      await gone;
    } finally {
      srv.ctx.clock.reset();
    }
  });
});

describe('the test clock', () => {
  // A server whose sweep would not run within the test: only the clock move can tell the socket.
  let slow: Running;
  beforeAll(async () => {
    slow = await startServer(
      {
        port: 0,
        dataDir: 'memory://',
        logLevel: 'silent',
        testMode: true,
        socketSweepMs: 3_600_000,
        rateLimits: rateLimitsFromEnv({ RATE_LIMIT_MULTIPLIER: '1000' }),
      },
      {},
    );
  }, 180_000);
  afterAll(async () => {
    await slow?.close();
  });

  it('moving it past a session time limit tells the socket at once, not at the next sweep', async () => {
    const call = async (path: string, method: string, body: unknown, token?: string) => {
      const res = await fetch(`${slow.casinoUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };
    const { json } = await call('/api/user/login', 'POST', {
      email: 'kyc@demo.casino',
      password: DEMO_PASSWORD,
    });
    const token = json.accessToken as string;
    expect(
      (await call('/api/user/session-time-limit', 'PUT', { value: 10, unit: 'minutes' }, token)).status,
    ).toBe(200);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const opened = connect(slow.casinoUrl, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(opened);
      opened.once('authenticated', () => resolve(opened));
      opened.once('connect_error', reject);
    });
    const reason = new Promise((resolve) => socket.once('logout', resolve));
    const gone = disconnected(socket, 5_000);
    try {
      expect((await call('/__test/clock', 'POST', { advanceMs: 11 * 60_000 })).status).toBe(200);
      // Told why and closed within 5 s (the sweep is an hour away).
      const [said] = await Promise.all([reason, gone]);
      expect(said).toEqual({ reason: 'SESSION_TIME_LIMIT' });
    } finally {
      await call('/__test/clock', 'DELETE', {});
    }
  });
});
