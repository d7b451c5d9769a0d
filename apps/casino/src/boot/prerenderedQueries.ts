// The data a prerendered page was rendered with, carried in the page (ADR 6, addendum issue 13).
// The app replaces the prerendered frame rather than hydrating it; starting from the same query
// cache, its first frame shows the same rows instead of skeletons, so the page neither flickers
// nor waits for a request the server already made (the lobby's largest paint is a game thumbnail
// in its first row: with the rows in the HTML it loads with the page, not after boot).
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/** The id of the JSON element beside the prerendered page. */
export const prerenderedQueriesElementId = 'prerendered-queries';

/**
 * Seeds `client` with the page's prerendered data when the visitor is shown that page (a guest in
 * the page's language). When the head script showed the splash instead (a stored session or
 * another language), the data was a guest's and is left alone.
 */
export function adoptPrerenderedQueries(doc: Document, client: QueryClient): void {
  if (doc.documentElement.classList.contains('prerender-off')) return;
  const text = doc.getElementById(prerenderedQueriesElementId)?.textContent;
  if (!text) return;
  try {
    const state = JSON.parse(text) as Partial<DehydratedState> | null;
    // The server dehydrates answered queries only (no errors, no pending promises), so each is
    // one setQueryData with its answer's time: TanStack's hydrate() does the same and more, and
    // would add ~0.6 KB gzip to every first load of the entry.
    for (const query of Array.isArray(state?.queries) ? state.queries : [])
      if (query.state.status === 'success')
        client.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  } catch {
    // A damaged element costs the page its head start only: the queries run as usual.
  }
}
