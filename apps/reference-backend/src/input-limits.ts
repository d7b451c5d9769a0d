// Input limits every route shares: a small body by default, a length bound on every string the
// routes accept, and logs that never carry query-string secrets (tokens in ?token=, ?at=, …).
import type { FastifyRequest } from 'fastify';
import type { Schema } from './schema.ts';

/** Bodies are small JSON; a route that takes more (uploads) says so with its own bodyLimit. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** The bound of a request string whose route schema gives none. */
export const DEFAULT_STRING_MAX = 2048;

const isStringType = (type: unknown) => type === 'string' || (Array.isArray(type) && type.includes('string'));

/**
 * Gives every string of a request schema (body, query, params, headers) a maxLength, in place:
 * a route that forgets one still cannot be sent megabytes in a field. Shared sub-schemas are
 * visited once.
 */
export function boundStrings(schema: unknown, max = DEFAULT_STRING_MAX, seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as Schema;
  if (isStringType(s.type) && s.maxLength === undefined && s.enum === undefined && s.const === undefined)
    s.maxLength = max;
  for (const key of ['properties', 'patternProperties', '$defs'] as const) {
    const map = s[key];
    if (map && typeof map === 'object') for (const sub of Object.values(map)) boundStrings(sub, max, seen);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const)
    boundStrings(s[key], max, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const)
    if (Array.isArray(s[key])) for (const sub of s[key] as unknown[]) boundStrings(sub, max, seen);
}

/** The range of a PostgreSQL integer (int4), the column type of every id and count a request names. */
export const DB_INT_MIN = -2147483648;
export const DB_INT_MAX = 2147483647;

const isIntegerType = (type: unknown) =>
  type === 'integer' || (Array.isArray(type) && type.includes('integer'));

/**
 * Gives every integer of a request schema (body, query, params, headers) the database's integer
 * range where it names no bound of its own, in place: an id of 99999999999999999999 is a 400 of
 * the schema, not a PostgreSQL "out of range" 500 (issue 32).
 */
export function boundIntegers(schema: unknown, seen = new Set<unknown>()): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as Schema;
  if (isIntegerType(s.type)) {
    if (s.maximum === undefined && s.exclusiveMaximum === undefined) s.maximum = DB_INT_MAX;
    if (s.minimum === undefined && s.exclusiveMinimum === undefined) s.minimum = DB_INT_MIN;
  }
  for (const key of ['properties', 'patternProperties', '$defs'] as const) {
    const map = s[key];
    if (map && typeof map === 'object') for (const sub of Object.values(map)) boundIntegers(sub, seen);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const)
    boundIntegers(s[key], seen);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const)
    if (Array.isArray(s[key])) for (const sub of s[key] as unknown[]) boundIntegers(sub, seen);
}

/** Query parameters whose values are safe (and useful) in logs; every other value is redacted. */
const LOGGABLE_QUERY = new Set([
  'brand',
  'tab',
  'page',
  'limit',
  'offset',
  'currencyCode',
  'network',
  'category',
  'provider',
  'lng',
  'locale',
  'demo',
]);

export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const parts: string[] = [];
  for (const [key, value] of params)
    parts.push(
      `${encodeURIComponent(key)}=${LOGGABLE_QUERY.has(key) ? encodeURIComponent(value) : '[redacted]'}`,
    );
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

/** fastify's request log line, with the query string redacted. */
export const requestLogSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
