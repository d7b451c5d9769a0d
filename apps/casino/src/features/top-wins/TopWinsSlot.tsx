// The slot's entry. The table is at the foot of the lobby and of a game's page, below the first
// screen: its code (~4 KB gzip with its tabs) and its feed load when the visitor scrolls towards
// it (core/ui/useNearViewport), not with the page. In the prerendered HTML it is its empty place:
// a lazy part there would come out with React's inline scripts that complete a suspended boundary,
// which the page's CSP (hashes of known scripts only) blocks, and a live table has nothing useful
// to prerender anyway (its rows are the latest of the moment).
import { lazy } from 'react';
import { useNearViewport } from '../../core/ui/useNearViewport.ts';

const TopWins = lazy(() => import('./TopWins.tsx').then((module) => ({ default: module.TopWins })));

export function TopWinsSlot() {
  const [place, near] = useNearViewport<HTMLDivElement>();
  return near ? <TopWins /> : <div ref={place} data-testid="top-wins-place" />;
}
