import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createDebouncer', () => {
  it('delivers the last value once, delay after the last call', () => {
    const deliver = vi.fn();
    const debouncer = createDebouncer(300, deliver);
    debouncer.call('b');
    vi.advanceTimersByTime(200);
    debouncer.call('bo');
    vi.advanceTimersByTime(299);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deliver).toHaveBeenCalledExactlyOnceWith('bo');
  });

  it('flush delivers now, cancel drops, neither delivers twice', () => {
    const deliver = vi.fn();
    const debouncer = createDebouncer(300, deliver);
    debouncer.call('book');
    debouncer.flush();
    expect(deliver).toHaveBeenCalledExactlyOnceWith('book');
    vi.advanceTimersByTime(1000);
    expect(deliver).toHaveBeenCalledTimes(1);
    debouncer.call('x');
    expect(debouncer.pending()).toBe(true);
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(deliver).toHaveBeenCalledTimes(1);
    debouncer.flush();
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('for any typing rhythm: one delivery per pause of at least the delay, each the last value before it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 40 }),
        (delay, gaps) => {
          const deliver = vi.fn();
          const debouncer = createDebouncer(delay, deliver);
          const expected: number[] = [];
          gaps.forEach((gap, index) => {
            debouncer.call(index);
            // The next keystroke comes `gap` ms later (the last one is followed by silence).
            const next = index < gaps.length - 1 ? gap : delay;
            if (next >= delay) expected.push(index);
            vi.advanceTimersByTime(next);
          });
          expect(deliver.mock.calls.map(([value]) => value)).toEqual(expected);
        },
      ),
    );
  });
});
