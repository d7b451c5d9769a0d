import type { PageKey } from '@casino/layout-engine';
import { createContext, useContext } from 'react';

/** Which page of the route table the current route serves; set by the route's element. */
export const PageKeyContext = createContext<PageKey | undefined>(undefined);

/** The page key of the page being rendered. */
export function usePageKey(): PageKey | undefined {
  return useContext(PageKeyContext);
}
