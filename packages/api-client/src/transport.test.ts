// Against real HTTP servers on 127.0.0.1: one plays the casino host, one the core host.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { createTransport, type TransportConfig } from './transport.ts';

interface Seen {
  host: 'casino' | 'core';
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen: Seen[] = [];
/** Answers of /api/forbidden-later, held until the test releases them. */
const forbiddenLater: (() => void)[] = [];

function handler(host: Seen['host']) {
  return (req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({ host, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const path = (req.url ?? '').split('?')[0];
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (path === '/api/ok' || path === '/api/core/casino/settings2') return json(200, { data: { host } });
      if (path === '/api/forbidden')
        return json(403, { error: { code: 'FORBIDDEN', message: 'Log in again' } });
      if (path === '/api/forbidden-later') {
        forbiddenLater.push(() => json(403, { error: { code: 'FORBIDDEN', message: 'Log in again' } }));
        return;
      }
      if (path === '/api/bad')
        return json(400, { error: { code: 'VALIDATION', message: 'email is required', field: 'email' } });
      if (path === '/api/boom')
        return json(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
      if (path === '/api/malformed') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"data": [1, 2');
      }
      if (path === '/api/limited') {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
        return res.end(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many attempts' } }));
      }
      if (path === '/api/hang') return; // never answers
      json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    });
  };
}

let casino: Server;
let core: Server;
let casinoUrl = '';
let coreUrl = '';
const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  casino = createServer(handler('casino'));
  core = createServer(handler('core'));
  casinoUrl = await listen(casino);
  coreUrl = await listen(core);
});
afterAll(() => {
  casino.closeAllConnections();
  core.closeAllConnections();
  casino.close();
  core.close();
});

const make = (overrides: Partial<TransportConfig> = {}) =>
  createTransport({ casinoUrl, coreUrl, getToken: () => null, getLanguage: () => 'de', ...overrides });

describe('transport (spec 7)', () => {
  it('sends /api/core paths to the core host and the rest to the casino host', async () => {
    const transport = make();
    await expect(transport.request('GET', '/api/core/casino/settings2')).resolves.toEqual({
      data: { host: 'core' },
    });
    await expect(transport.request('GET', '/api/ok')).resolves.toEqual({ data: { host: 'casino' } });
  });

  it('sends JSON, the language, the bearer token twice and the system token', async () => {
    const transport = make({ getToken: () => 'tok-123', systemToken: 'sys-9' });
    await transport.request('POST', '/api/ok', {
      body: { a: 1 },
      query: { pageNo: 1, type: ['deposit', 'freespins'], skip: undefined },
    });
    const last = seen.at(-1) as Seen;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/api/ok?pageNo=1&type=deposit&type=freespins');
    expect(last.body).toBe('{"a":1}');
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers['accept-language']).toBe('de');
    expect(last.headers.authorization).toBe('Bearer tok-123');
    expect(last.headers['x-access-token']).toBe('tok-123');
    expect(last.headers['x-system-token']).toBe('sys-9');
  });

  it('sends no authorization headers without a stored token', async () => {
    await make().request('GET', '/api/ok');
    const last = seen.at(-1) as Seen;
    expect(last.headers.authorization).toBeUndefined();
    expect(last.headers['x-access-token']).toBeUndefined();
    expect(last.headers['x-system-token']).toBeUndefined();
  });

  it('on 403 calls onForbidden once, then fails with the body', async () => {
    const onForbidden = vi.fn();
    const error = await make({ onForbidden })
      .request('GET', '/api/forbidden')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      code: 'FORBIDDEN',
      serverMessage: 'Log in again',
    });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onForbidden.mock.calls[0]?.[0]).toBe(error);
  });

  it('a 403 to a request made with an older token fails the call but leaves the new session alone', async () => {
    const onForbidden = vi.fn();
    let token: string | null = 'token-of-player-a';
    const transport = make({ onForbidden, getToken: () => token });
    const stale = transport.request('GET', '/api/forbidden-later').catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(forbiddenLater).toHaveLength(1));
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer token-of-player-a');
    // Player A signs out and player B signs in while A's request is still out.
    token = 'token-of-player-b';
    forbiddenLater.shift()?.();
    await expect(stale).resolves.toMatchObject({ kind: 'http', status: 403 });
    expect(onForbidden).not.toHaveBeenCalled();

    // The same answer to a request made with B's token ends B's session.
    const current = transport.request('GET', '/api/forbidden-later').catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(forbiddenLater).toHaveLength(1));
    forbiddenLater.shift()?.();
    expect(await current).toMatchObject({ kind: 'http', status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onForbidden.mock.calls[0]?.[0]).toBe(await current);
  });

  it('a call with an explicit token sends it, and its 403 leaves the stored session alone', async () => {
    const onForbidden = vi.fn();
    const transport = make({ onForbidden, getToken: () => 'stored-token' });
    await transport.request('GET', '/api/ok', { token: 'token-from-a-link' });
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer token-from-a-link');
    expect(seen.at(-1)?.headers['x-access-token']).toBe('token-from-a-link');
    await expect(
      transport.request('GET', '/api/forbidden', { token: 'token-from-a-link' }),
    ).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('a 403 to a guest request made before a sign-in leaves the new session alone', async () => {
    const onForbidden = vi.fn();
    let token: string | null = null;
    const transport = make({ onForbidden, getToken: () => token });
    const stale = transport.request('GET', '/api/forbidden-later').catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(forbiddenLater).toHaveLength(1));
    token = 'token-of-player-b';
    forbiddenLater.shift()?.();
    await expect(stale).resolves.toMatchObject({ status: 403 });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('raises other statuses as typed errors carrying the body, without touching the session', async () => {
    const onForbidden = vi.fn();
    const transport = make({ onForbidden });
    const bad = (await transport
      .request('POST', '/api/bad', { body: {} })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(bad).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'VALIDATION',
      field: 'email',
      retryable: false,
    });
    const boom = (await transport.request('GET', '/api/boom').catch((caught: unknown) => caught)) as ApiError;
    expect(boom).toMatchObject({ kind: 'http', status: 500, retryable: true });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('reads the retry time of a 429 from Retry-After', async () => {
    await expect(make().request('POST', '/api/limited', { body: {} })).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 30,
    });
  });

  it('fails as malformed when a 200 body is not JSON', async () => {
    await expect(make().request('GET', '/api/malformed')).rejects.toMatchObject({
      kind: 'malformed',
      status: 200,
    });
  });

  it('gives up after the read timeout', async () => {
    const error = (await make({ timeoutMs: 150 })
      .request('GET', '/api/hang')
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('tells a caller abort from a timeout', async () => {
    const controller = new AbortController();
    const pending = make().request('GET', '/api/hang', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('reports an unreachable server as a network error', async () => {
    const closed = createServer();
    const url = await listen(closed);
    closed.close();
    await expect(make({ casinoUrl: url }).request('GET', '/api/ok')).rejects.toMatchObject({
      kind: 'network',
      retryable: true,
    });
  });

  it('defaults the read timeout to 15 s', async () => {
    const { defaultTimeoutMs } = await import('./transport.ts');
    expect(defaultTimeoutMs).toBe(15_000);
  });
});
