// transport.upload: the XMLHttpRequest twin of request() that reports upload progress. One part runs
// a real XMLHttpRequest (jsdom's, which does real HTTP) against a server on 127.0.0.1; the other
// drives a scripted XMLHttpRequest to pin the timeout and abort rules exactly.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { createTransport, type TransportConfig, type UploadProgress } from './transport.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const seen: Seen[] = [];

function handler(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const path = (req.url ?? '').split('?')[0];
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (path === '/api/upload') return json(200, { data: { received: body.length } });
    if (path === '/api/forbidden')
      return json(403, { error: { code: 'FORBIDDEN', message: 'Log in again' } });
    if (path === '/api/refused')
      return json(400, { error: { code: 'UPLOAD_FAILED', message: 'upload failed', field: 'fileName' } });
    if (path === '/api/malformed') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"data": ');
    }
    json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}

let server: Server;
let baseUrl = '';
let dom: JSDOM;

beforeAll(async () => {
  server = createServer(handler);
  baseUrl = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
  // Same origin as the server, so jsdom's XMLHttpRequest needs no CORS answer.
  dom = new JSDOM('', { url: `${baseUrl}/` });
});
afterAll(() => {
  dom.window.close();
  server.closeAllConnections();
  server.close();
});

const realXhr = (overrides: Partial<TransportConfig> = {}) =>
  createTransport({
    casinoUrl: baseUrl,
    coreUrl: baseUrl,
    getToken: () => null,
    getLanguage: () => 'de',
    createXhr: () => new dom.window.XMLHttpRequest() as unknown as XMLHttpRequest,
    ...overrides,
  });

describe('transport.upload over a real XMLHttpRequest', () => {
  it('sends JSON with the same headers as request() and reports progress up to the whole body', async () => {
    const progress: UploadProgress[] = [];
    const payload = { labelId: 1, fileName: 'id.png', contentBase64: 'A'.repeat(200_000) };
    const answer = await realXhr({ getToken: () => 'tok-1', systemToken: 'sys-2' }).upload<{
      data: { received: number };
    }>('POST', '/api/upload', { body: payload, query: { a: 1 }, onProgress: (p) => progress.push(p) });
    const sent = JSON.stringify(payload);
    expect(answer).toEqual({ data: { received: sent.length } });
    const last = seen.at(-1) as Seen;
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/api/upload?a=1');
    expect(last.body).toBe(sent);
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers['accept-language']).toBe('de');
    expect(last.headers.authorization).toBe('Bearer tok-1');
    expect(last.headers['x-access-token']).toBe('tok-1');
    expect(last.headers['x-system-token']).toBe('sys-2');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ loaded: sent.length, total: sent.length });
  });

  it('raises a refusal as an http ApiError with the server body', async () => {
    const error = (await realXhr()
      .upload('POST', '/api/refused', { body: {} })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'UPLOAD_FAILED',
      serverMessage: 'upload failed',
      field: 'fileName',
      method: 'POST',
      path: '/api/refused',
    });
  });

  it('on 403 calls onForbidden once, then fails', async () => {
    const onForbidden = vi.fn();
    const error = await realXhr({ onForbidden })
      .upload('POST', '/api/forbidden', { body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 'FORBIDDEN' });
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onForbidden.mock.calls[0]?.[0]).toBe(error);
  });

  it('fails as malformed when a 200 body is not JSON', async () => {
    await expect(realXhr().upload('POST', '/api/malformed', { body: {} })).rejects.toMatchObject({
      kind: 'malformed',
      status: 200,
    });
  });

  it('reports an unreachable server as a network error', async () => {
    const closed = createServer();
    const url = await new Promise<string>((resolve) =>
      closed.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(closed.address() as AddressInfo).port}`),
      ),
    );
    closed.close();
    const elsewhere = new JSDOM('', { url: `${url}/` });
    const transport = realXhr({
      casinoUrl: url,
      createXhr: () => new elsewhere.window.XMLHttpRequest() as unknown as XMLHttpRequest,
    });
    await expect(transport.upload('POST', '/api/upload', { body: {} })).rejects.toMatchObject({
      kind: 'network',
      retryable: true,
    });
    elsewhere.window.close();
  });
});

type ProgressLike = { loaded: number; total: number; lengthComputable: boolean };
type Listener = (event: ProgressLike) => void;

/** An XMLHttpRequest whose events the test fires by hand. */
class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  readonly listeners = new Map<string, Listener[]>();
  readonly uploadListeners = new Map<string, Listener[]>();
  status = 0;
  responseText = '';
  aborted = false;
  sent: unknown;
  readonly upload = {
    addEventListener: (type: string, listener: Listener) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };
  constructor() {
    ScriptedXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.get('progress') ?? [])
      listener({ loaded, total, lengthComputable: true });
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    for (const listener of this.uploadListeners.get('load') ?? [])
      listener({ loaded: 0, total: 0, lengthComputable: false });
    for (const listener of this.listeners.get('load') ?? [])
      listener({ loaded: 0, total: 0, lengthComputable: false });
  }
}

const scripted = (timeoutMs = 1000) =>
  createTransport({
    casinoUrl: 'http://casino.test',
    coreUrl: 'http://core.test',
    getToken: () => null,
    getLanguage: () => 'en',
    timeoutMs,
    createXhr: () => new ScriptedXhr() as unknown as XMLHttpRequest,
  });

describe('transport.upload timeout and abort', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('times out after the read timeout with no sign of life, and aborts the request', async () => {
    vi.useFakeTimers();
    const pending = scripted(1000)
      .upload('POST', '/api/upload', { body: { a: 1 } })
      .catch((caught: unknown) => caught);
    vi.advanceTimersByTime(1000);
    expect(await pending).toMatchObject({ kind: 'timeout', retryable: true });
    expect(ScriptedXhr.last?.aborted).toBe(true);
  });

  it('keeps a moving upload alive past the timeout: each progress event re-arms it', async () => {
    vi.useFakeTimers();
    const progress = vi.fn();
    const pending = scripted(1000).upload<{ ok: boolean }>('POST', '/api/upload', {
      body: { a: 1 },
      onProgress: progress,
    });
    const xhr = ScriptedXhr.last as ScriptedXhr;
    for (let step = 1; step <= 5; step += 1) {
      vi.advanceTimersByTime(900);
      xhr.progress(step * 10, 50);
    }
    vi.advanceTimersByTime(900);
    xhr.answer(200, '{"ok":true}');
    await expect(pending).resolves.toEqual({ ok: true });
    expect(progress).toHaveBeenCalledTimes(5);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 50, total: 50 });
  });

  it('a stalled upload fails even after some progress', async () => {
    vi.useFakeTimers();
    const pending = scripted(1000)
      .upload('POST', '/api/upload', { body: {} })
      .catch((caught: unknown) => caught);
    (ScriptedXhr.last as ScriptedXhr).progress(10, 50);
    vi.advanceTimersByTime(999);
    (ScriptedXhr.last as ScriptedXhr).progress(20, 50);
    vi.advanceTimersByTime(1000);
    expect(await pending).toMatchObject({ kind: 'timeout' });
  });

  it('tells a caller abort from a timeout and aborts the request', async () => {
    const controller = new AbortController();
    const pending = scripted().upload('POST', '/api/upload', { body: {}, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(ScriptedXhr.last?.aborted).toBe(true);
  });

  it('refuses at once with a signal that is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    ScriptedXhr.last = undefined;
    await expect(
      scripted().upload('POST', '/api/upload', { body: {}, signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(ScriptedXhr.last).toBeUndefined();
  });

  it('an answer after an abort changes nothing', async () => {
    const controller = new AbortController();
    const pending = scripted().upload('POST', '/api/upload', { body: {}, signal: controller.signal });
    controller.abort();
    (ScriptedXhr.last as ScriptedXhr).answer(200, '{"ok":true}');
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
