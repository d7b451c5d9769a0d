// A grid's mount reads the window's size only the first time in the document and does not scroll
// the window to where it already is; resizes still reach every grid, and real scroll writes still
// reach the window.
import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knownWindowRect, observeWindowRectOnce, scrollWindowUnlessAttaching } from './windowObservers.ts';

afterEach(() => vi.restoreAllMocks());

function countSizeReads() {
  const reads = { count: 0 };
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => {
    reads.count += 1;
    return 375;
  });
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(812);
  return reads;
}

describe('observeWindowRectOnce', () => {
  it('reads the size at most once for any number of grids, then on each resize, which reaches every grid', () => {
    // The size is kept for the document (test files share it): a resize makes it current.
    const reads = countSizeReads();
    const first = vi.fn();
    observeWindowRectOnce(null, first);
    window.dispatchEvent(new Event('resize'));
    expect(first).toHaveBeenLastCalledWith({ width: 375, height: 812 });
    const readsSoFar = reads.count;

    const second = vi.fn();
    const stopSecond = observeWindowRectOnce(null, second);
    const third = vi.fn();
    observeWindowRectOnce(null, third);
    expect(reads.count).toBe(readsSoFar);
    expect(second).toHaveBeenCalledWith({ width: 375, height: 812 });
    expect(third).toHaveBeenCalledWith({ width: 375, height: 812 });

    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(700);
    stopSecond();
    window.dispatchEvent(new Event('resize'));
    expect(reads.count).toBe(readsSoFar + 1);
    expect(first).toHaveBeenLastCalledWith({ width: 375, height: 700 });
    expect(third).toHaveBeenLastCalledWith({ width: 375, height: 700 });
    // A grid that has gone hears no more; the next one starts from the current size.
    expect(second).toHaveBeenCalledTimes(1);
    expect(knownWindowRect()).toEqual({ width: 375, height: 700 });
  });
});

describe('scrollWindowUnlessAttaching', () => {
  const virtualizerAt = (scrollOffset: number) =>
    ({ scrollOffset, scrollElement: window, options: {} }) as unknown as Virtualizer<Window, Element>;

  it("leaves out the attach's write-back of the offset just read, and passes every later write", () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const grid = virtualizerAt(1200);
    scrollWindowUnlessAttaching(1200, {}, grid);
    expect(scrollTo).not.toHaveBeenCalled();
    // The same offset again (a keyboard move to a row already in place) is a real command.
    scrollWindowUnlessAttaching(1200, {}, grid);
    scrollWindowUnlessAttaching(2400, { behavior: 'smooth' }, grid);
    expect(scrollTo.mock.calls).toEqual([[{ top: 1200 }], [{ top: 2400, behavior: 'smooth' }]]);
  });

  it("writes a first scroll that is not the attach's (another offset than the one read)", () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollWindowUnlessAttaching(600, {}, virtualizerAt(0));
    expect(scrollTo).toHaveBeenCalledWith({ top: 600 });
  });
});
