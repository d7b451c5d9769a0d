// SIGTERM on the real process (src/main.ts, as `pnpm backend:start` runs it): a deploy or a
// scale-in must not cut a player's request in flight (a deposit, a spin) nor leave the process
// hanging. The process is started as operators start it and stopped by the signal itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { makeServer } from './helpers.ts';

const packageDir = join(import.meta.dirname, '..');
const started: ChildProcess[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The back end as a process of its own on a free loopback port; resolves with its URL. */
async function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      CASINO_TEST_MODE: '1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'error',
      PASSWORD_HASH_LOG2_N: '10',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 120 s:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /casino host\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code }) => reject(new Error(`exited with ${code} before starting:\n${output}`)));
  });
  return { child, url, exited, output: () => output };
}

const slowRoute = '/api/core/casino/settings2';
async function slowDown(url: string, latencyMs: number) {
  const response = await fetch(`${url}/__test/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route: slowRoute, latencyMs, times: 1 }),
  });
  expect(response.status).toBe(200);
}

describe('SIGTERM drains the back end', () => {
  it('a request in flight completes, sockets are told to go, new connections are refused, then it exits 0', async () => {
    const server = await startProcess({ SHUTDOWN_TIMEOUT_MS: '10000' });
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
    const socket = connect(server.url, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    await slowDown(server.url, 1_500);
    const inFlight = fetch(`${server.url}${slowRoute}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');

    // The server closes the socket (its client reconnects, behind a proxy to another instance).
    expect(['io server disconnect', 'transport close']).toContain(await disconnected);
    // The listener is closed at once: a new visitor goes to another instance.
    await expect(
      new Promise((resolve, reject) =>
        setTimeout(() => fetch(`${server.url}/ready`).then(resolve, reject), 200),
      ),
    ).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ brandName: expect.any(String) });
    const { code, at } = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(at - signalledAt).toBeGreaterThanOrEqual(1_000);
    expect(at - signalledAt).toBeLessThan(10_000);
  }, 180_000);

  it('a request longer than SHUTDOWN_TIMEOUT_MS is cut, and the process still exits 0', async () => {
    const server = await startProcess({ SHUTDOWN_TIMEOUT_MS: '1000' });
    await slowDown(server.url, 20_000);
    const inFlight = fetch(`${server.url}${slowRoute}`).then(
      (response) => response.status,
      (error: Error) => `cut: ${error.message}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(at - signalledAt).toBeLessThan(5_000);
    expect(await inFlight).toMatch(/^cut: /);
  }, 180_000);
});

describe('/ready', () => {
  it('answers 200 while serving and 503 once draining; /health stays 200', async () => {
    const server = await makeServer();
    try {
      expect((await server.call('GET', '/ready')).statusCode).toBe(200);
      server.ctx.draining = true;
      const draining = await server.call('GET', '/ready');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ ready: false, draining: true });
      expect(draining.headers.connection).toBe('close');
      expect((await server.call('GET', '/health')).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  }, 60_000);
});
