// Whether a place on the page has come near the viewport: content far down a page (the lobby's
// live top-wins table) loads its code and data when the visitor scrolls towards it, not with the
// page's first frame, where it would compete with what is on screen (issue 13: first-load JS and
// blocking time on a phone).
import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * How far ahead of the viewport "near" starts, as a share of the viewport's height: one screen
 * ahead, so what loads is ready by the time it scrolls in.
 */
export const nearViewportMargin = '100%';

/** A ref for the place, and true once it came within one screen of the viewport (it then stays true). */
export function useNearViewport<Place extends Element>(): [RefObject<Place | null>, boolean] {
  const place = useRef<Place>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    // No observer (an old engine): nothing is deferred.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${nearViewportMargin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [place, near];
}
