// The slot's entry: the table's code loads in the browser only, and only once the table's place
// comes near the screen. The home page is prerendered by the app server (ADR 6), and a lazy part
// inside it would come out with React's inline scripts that complete a suspended boundary, which
// the page's CSP (hashes of known scripts only) blocks; a live table has nothing useful to
// prerender anyway (its rows are the latest of the moment). Below the fold on a phone, it would
// otherwise add ~16 KB gzip of table, tabs and live code to every first visit's load.
import { lazy, useEffect, useRef, useState } from 'react';

const TopWins = lazy(() => import('./TopWins.tsx').then((module) => ({ default: module.TopWins })));

/** How far below the screen the table starts loading, so it is there when scrolled to. */
const LOAD_AHEAD = '600px';

export function TopWinsSlot() {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? <TopWins /> : <div ref={placeholder} data-testid="top-wins-placeholder" />;
}
