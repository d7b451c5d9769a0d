import type { PageKey } from '@casino/layout-engine';
import { useMatches } from 'react-router-dom';

/** Route handle of every page route: which page of the route table it serves. */
export interface PageHandle {
  page: PageKey;
}

/** The page key of the deepest matched page route. */
export function usePageKey(): PageKey | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as PageHandle | undefined;
    if (handle?.page) return handle.page;
  }
  return undefined;
}
