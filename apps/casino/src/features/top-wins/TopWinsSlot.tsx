// The slot's entry: the table's code loads in the browser only. The home page is prerendered by
// the app server (ADR 6), and a lazy part inside it would come out with React's inline scripts
// that complete a suspended boundary, which the page's CSP (hashes of known scripts only) blocks.
// A live table has nothing useful to prerender anyway: its rows are the latest of the moment.
import { lazy, useSyncExternalStore } from 'react';

const TopWins = lazy(() => import('./TopWins.tsx').then((module) => ({ default: module.TopWins })));

const noSubscription = () => () => undefined;

export function TopWinsSlot() {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? <TopWins /> : null;
}
