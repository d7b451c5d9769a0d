// The refer-a-friend link a player shares, on the brand's own public address (issue 35: the back
// end builds it on its one FRONTEND_URL, http://localhost:5173 in every brand). The back end's
// path and query (the code) are kept; only the origin is the brand's.

/**
 * The back end's link moved onto `origin` (an https origin without a path). A link that does not
 * parse becomes `${origin}/?ref=${code}`, the back end's documented shape.
 */
export function shareableReferralLink(backendLink: string, code: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  try {
    const url = new URL(backendLink);
    return `${base}${url.pathname}${url.search}${url.hash}`;
  } catch {
    return `${base}/?ref=${encodeURIComponent(code)}`;
  }
}

/** The brand's publicUrl, else the address the app is served on (a brand without one). */
export const referralOrigin = (linkOrigin: string | undefined): string =>
  linkOrigin ?? (typeof window === 'undefined' ? '' : window.location.origin);
