// How a window-scrolled grid's virtualiser reads and writes the window without laying the page out
// when it mounts. A grid mounts in the middle of a commit (a search's first results), with the new
// rows in the DOM and not yet laid out: reading the window's size there (`innerWidth` and
// `innerHeight` lay out a phone's viewport) or scrolling it (`scrollTo` clamps against the layout)
// laid the page out once there and again for the paint (issue 13: keystroke → painted results in
// `bench:lobby`, 4× CPU: 12-20 ms of a word's first key).
import { type Rect, type Virtualizer, windowScroll } from '@tanstack/react-virtual';

let windowRect: Rect | undefined;
const listeners = new Set<(rect: Rect) => void>();

const readWindowRect = (): Rect => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size last read, if the document has read it yet (a grid's first render uses it). */
export const knownWindowRect = (): Rect | undefined => windowRect;

/**
 * `observeElementRect` for the window: the size known so far at once (read now only the first time
 * in the document), then every change. One `resize` listener serves every grid and keeps the size
 * current while none is mounted.
 */
export function observeWindowRectOnce(_instance: unknown, onRect: (rect: Rect) => void): () => void {
  if (!windowRect) {
    windowRect = readWindowRect();
    window.addEventListener(
      'resize',
      () => {
        const rect = readWindowRect();
        windowRect = rect;
        for (const listener of listeners) listener(rect);
      },
      { passive: true },
    );
  }
  onRect(windowRect);
  listeners.add(onRect);
  return () => {
    listeners.delete(onRect);
  };
}

const attached = new WeakSet<object>();

/**
 * `scrollToFn` for the window. When it attaches, the virtualiser writes back the offset it read
 * from the window while rendering, in the same task: a scroll to where the window already is. That
 * write is left out; every later one (keyboard moves, `scrollToIndex`) goes to the window.
 */
export function scrollWindowUnlessAttaching<TItem extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, TItem>,
): void {
  const first = !attached.has(instance);
  attached.add(instance);
  const writesBackWhatItRead =
    first && !options.adjustments && !options.behavior && offset === instance.scrollOffset;
  if (!writesBackWhatItRead) windowScroll(offset, options, instance);
}
