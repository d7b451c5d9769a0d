// The transport of spec 7: JSON; a language header; `Authorization: Bearer` plus a second copy
// when a token is stored; the system token when configured; /api/core paths to the core host,
// others to the casino host; a 15 s read timeout; 200 → body; 403 → the session is cleared
// (onForbidden) and the call fails; any other status → ApiError carrying the body. A 403 ends
// only the session it answered: one that answers a request made with another token (sent before
// a sign-out and a new sign-in) fails its call and leaves the new session alone.
import { ApiError, parseRetryAfter } from './errors.ts';

export interface TransportConfig {
  /** Base URL of the casino back end, e.g. https://api.brand.example (no trailing slash needed). */
  casinoUrl: string;
  /** Base URL of the core host that serves /api/core/... */
  coreUrl: string;
  /** Sent as x-system-token on every call when configured. */
  systemToken?: string | undefined;
  /** The stored access token, read at call time. */
  getToken: () => string | null | undefined;
  /** The active locale, read at call time. */
  getLanguage: () => string;
  /**
   * Called once per 403 answer, before the call fails: clear the session, open login. Only when
   * the request carried the token stored now (or none, and none is stored): a stale request's 403
   * says nothing about the current session.
   */
  onForbidden?: (error: ApiError) => void;
  /** Read timeout in milliseconds (spec 7 / 9: 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest of `upload` (tests pass one from another window). */
  createXhr?: () => XMLHttpRequest;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  /** Aborts the call (e.g. TanStack Query's signal). */
  signal?: AbortSignal;
  /** Extra headers for this call only. */
  headers?: Record<string, string>;
  /**
   * Sends this access token instead of the stored one (e.g. to ask who another token belongs
   * to). Its 403 never ends the stored session: it did not answer that session's token.
   */
  token?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const defaultTimeoutMs = 15_000;
const corePrefix = '/api/core';

/** How much of a request body has been sent. */
export interface UploadProgress {
  loaded: number;
  /** Total bytes to send; 0 when the browser cannot tell. */
  total: number;
}

export interface UploadOptions extends RequestOptions {
  /** Called as the body goes out (XMLHttpRequest upload progress events). */
  onProgress?: (progress: UploadProgress) => void;
}

export interface Transport {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /**
   * Like `request`, with upload progress: fetch cannot report how much of a body has been sent,
   * so this goes through XMLHttpRequest with the same headers, timeout and ApiError outcomes.
   * The read timeout counts from the last sign of life (send, a progress event, the end of the
   * upload), so a large file that keeps moving is not cut off, while a stalled one fails.
   */
  upload<T>(method: HttpMethod, path: string, options: UploadOptions): Promise<T>;
  /** The absolute URL a path resolves to (for links to assets and documents). */
  urlFor(path: string, query?: RequestOptions['query']): string;
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createTransport(config: TransportConfig): Transport {
  const doFetch = config.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs;

  const urlFor = (path: string, query?: RequestOptions['query']): string => {
    const base = path.startsWith(corePrefix) ? config.coreUrl : config.casinoUrl;
    return `${trimSlash(base)}${path}${queryString(query)}`;
  };

  /** The headers of a call, and the token they carry (to tell a stale 403 from a current one). */
  const headersFor = (options: RequestOptions): { headers: Record<string, string>; token: string | null } => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': config.getLanguage(),
      ...options.headers,
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = options.token ?? config.getToken();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
      headers['x-access-token'] = token;
    }
    if (config.systemToken) headers['x-system-token'] = config.systemToken;
    return { headers, token: token || null };
  };

  const failure =
    (method: HttpMethod, path: string) =>
    (init: Omit<ConstructorParameters<typeof ApiError>[0], 'method' | 'path'>) =>
      new ApiError({ ...init, method, path });

  /** 200 → the parsed body; 403 → onForbidden, then an error; anything else → an error with the body. */
  function settle<T>(
    method: HttpMethod,
    path: string,
    status: number,
    text: string,
    sentToken: string | null,
    retryAfter: string | null,
  ): T {
    const fail = failure(method, path);
    let body: unknown;
    let parsed = true;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = false;
      body = text;
    }
    if (status === 200) {
      if (!parsed) throw fail({ kind: 'malformed', status: 200, body: text });
      return body as T;
    }
    const error = fail({ kind: 'http', status, body, retryAfterSeconds: parseRetryAfter(retryAfter) });
    if (status === 403 && (config.getToken() || null) === sentToken) config.onForbidden?.(error);
    throw error;
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const { headers, token: sentToken } = headersFor(options);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    const fail = failure(method, path);

    let response: Response;
    let text: string;
    try {
      response = await doFetch(urlFor(path, options.query), {
        method,
        headers,
        signal,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      text = await response.text();
    } catch (cause) {
      if (timeout.signal.aborted) throw fail({ kind: 'timeout', cause });
      if (options.signal?.aborted) throw fail({ kind: 'aborted', cause });
      throw fail({ kind: 'network', cause });
    } finally {
      clearTimeout(timer);
    }
    return settle<T>(method, path, response.status, text, sentToken, response.headers.get('retry-after'));
  }

  function upload<T>(method: HttpMethod, path: string, options: UploadOptions): Promise<T> {
    const fail = failure(method, path);
    if (options.signal?.aborted) return Promise.reject(fail({ kind: 'aborted' }));
    return new Promise<T>((resolve, reject) => {
      const xhr = config.createXhr ? config.createXhr() : new XMLHttpRequest();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let done = false;
      const finish = (outcome: () => T) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
        try {
          resolve(outcome());
        } catch (error) {
          reject(error);
        }
      };
      const failWith = (kind: 'timeout' | 'aborted' | 'network') => () =>
        finish(() => {
          throw fail({ kind });
        });
      const onTimeout = () => {
        xhr.abort();
        failWith('timeout')();
      };
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(onTimeout, timeoutMs);
      };
      const onAbort = () => {
        xhr.abort();
        failWith('aborted')();
      };

      xhr.open(method, urlFor(path, options.query));
      const { headers, token: sentToken } = headersFor(options);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.addEventListener('progress', (event) => {
        arm();
        options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      });
      xhr.upload.addEventListener('load', arm);
      xhr.addEventListener('load', () =>
        finish(() =>
          settle<T>(
            method,
            path,
            xhr.status,
            xhr.responseText,
            sentToken,
            xhr.status === 200 ? null : xhr.getResponseHeader('retry-after'),
          ),
        ),
      );
      xhr.addEventListener('error', failWith('network'));
      xhr.addEventListener('timeout', failWith('timeout'));
      options.signal?.addEventListener('abort', onAbort, { once: true });
      arm();
      xhr.send(options.body !== undefined ? JSON.stringify(options.body) : null);
    });
  }

  return { request, upload, urlFor };
}
