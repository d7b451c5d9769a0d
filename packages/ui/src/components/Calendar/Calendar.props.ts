import type { MouseEvent } from 'react';

/**
 * Where a calendar link goes, from the caller: the app resolves a page key or a modal through its
 * route table and passes the href with its own click handler (in-app navigation, no reload).
 */
export type CalendarLink = {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};
