// The transport of spec 7: JSON; a language header; `Authorization: Bearer` plus a second copy
// when a token is stored; the system token when configured; /api/core paths to the core host,
// others to the casino host; a 15 s read timeout; 200 → body; 403 → the session is cleared
// (onForbidden) and the call fails; any other status → ApiError carrying the body.
import { ApiError } from './errors.ts';

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
  /** Called once per 403 answer, before the call fails: clear the session, open login. */
  onForbidden?: (error: ApiError) => void;
  /** Read timeout in milliseconds (spec 7 / 9: 15 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  /** Aborts the call (e.g. TanStack Query's signal). */
  signal?: AbortSignal;
  /** Extra headers for this call only. */
  headers?: Record<string, string>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const defaultTimeoutMs = 15_000;
const corePrefix = '/api/core';

export interface Transport {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
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

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': config.getLanguage(),
      ...options.headers,
    };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const token = config.getToken();
    if (token) {
      headers.Authorization = `Bearer ${token}`;
      headers['x-access-token'] = token;
    }
    if (config.systemToken) headers['x-system-token'] = config.systemToken;

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'method' | 'path'>) =>
      new ApiError({ ...init, method, path });

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

    let body: unknown;
    let parsed = true;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = false;
      body = text;
    }
    if (response.status === 200) {
      if (!parsed) throw fail({ kind: 'malformed', status: 200, body: text });
      return body as T;
    }
    const error = fail({ kind: 'http', status: response.status, body });
    if (response.status === 403) config.onForbidden?.(error);
    throw error;
  }

  return { request, urlFor };
}
