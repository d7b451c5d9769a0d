// The account-paused page's address: what was paused and until when, so the page can say it after
// the session has ended (nothing of the account can be fetched any more). Written by the freeze
// and self-exclusion forms from the server's answer, read by the page.
import type { LinkTarget, ResolvedLink } from '@casino/layout-engine';

export type AccountPause =
  | { kind: 'freeze'; until: string }
  | { kind: 'exclusion'; until: string | null; permanent: boolean };

/** The query string (with `?`) for a pause. */
export function pauseSearch(pause: AccountPause): string {
  const params = new URLSearchParams({ pause: pause.kind });
  if (pause.until) params.set('until', pause.until);
  if (pause.kind === 'exclusion' && pause.permanent) params.set('permanent', '1');
  return `?${params.toString()}`;
}

/** The pause a query string names, or null when it names none (or a date that is not one). */
export function readPause(search: string): AccountPause | null {
  const params = new URLSearchParams(search);
  const until = params.get('until');
  const validUntil = until !== null && !Number.isNaN(Date.parse(until)) ? until : null;
  switch (params.get('pause')) {
    case 'freeze':
      return validUntil ? { kind: 'freeze', until: validUntil } : null;
    case 'exclusion': {
      const permanent = params.get('permanent') === '1';
      return permanent || validUntil ? { kind: 'exclusion', until: validUntil, permanent } : null;
    }
    default:
      return null;
  }
}

/** The account-paused page's address for a pause (through the route table: a brand may move it). */
export function pausedPath(resolve: (target: LinkTarget) => ResolvedLink, pause: AccountPause): string {
  const link = resolve({ page: 'accountPaused' });
  return `${link.kind === 'path' ? link.to : '/account-paused'}${pauseSearch(pause)}`;
}
