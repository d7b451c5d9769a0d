// The request target (the path and query of the request line), checked before anything uses it:
// a target the server cannot read answers 400 instead of throwing inside a handler.

/** Longer targets are refused: no page of the app has an address near this long. */
export const maxTargetLength = 2048;

export interface RequestTarget {
  /** The decoded path: one leading slash, no `.` or `..` segment, no NUL or backslash. */
  pathname: string;
  query: URLSearchParams;
}

export type TargetCheck = { ok: true; target: RequestTarget } | { ok: false; reason: string };

const refuse = (reason: string): TargetCheck => ({ ok: false, reason });

function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

export function checkRequestTarget(raw: string | undefined): TargetCheck {
  if (!raw) return refuse('empty target');
  if (raw.length > maxTargetLength) return refuse('target too long');
  // Origin form only: `//host/...` would read as another host, `*` and absolute forms are for
  // proxies and OPTIONS, which this server is not.
  if (!raw.startsWith('/') || raw.startsWith('//')) return refuse('not an origin-form target');
  const queryAt = raw.indexOf('?');
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : raw.slice(queryAt + 1);
  const segments: string[] = [];
  for (const rawSegment of rawPath.slice(1).split('/')) {
    const segment = decodeSegment(rawSegment);
    if (segment === null) return refuse('bad escape in path');
    // An encoded slash or backslash would change which file a segment names.
    if (/[/\\\0]/.test(segment)) return refuse('separator or NUL inside a segment');
    if (segment === '.' || segment === '..') return refuse('dot segment');
    segments.push(segment);
  }
  // URLSearchParams keeps a malformed escape as it is instead of throwing.
  return { ok: true, target: { pathname: `/${segments.join('/')}`, query: new URLSearchParams(rawQuery) } };
}
