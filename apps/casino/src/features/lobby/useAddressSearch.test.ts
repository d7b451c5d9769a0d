// The box and the address: the address follows after a pause, Back and links show in the box, and
// no key is lost when it lands together with the address's update of an earlier search.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchDebounceMs, useAddressSearch } from './useAddressSearch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(initial = '') {
  const commits: [string, boolean][] = [];
  const hook = renderHook(
    ({ address }) => useAddressSearch(address, (search, replace) => commits.push([search, replace])),
    { initialProps: { address: initial } },
  );
  const type = (text: string) => act(() => hook.result.current[1](text));
  const pause = () => act(() => vi.advanceTimersByTime(searchDebounceMs));
  return { ...hook, commits, type, pause };
}

describe('useAddressSearch', () => {
  it('puts the search in the address after a pause: the first letters push, refining replaces', () => {
    const { rerender, commits, type, pause } = setup();
    type('f');
    type('fr');
    expect(commits).toEqual([]);
    pause();
    expect(commits).toEqual([['fr', false]]);
    rerender({ address: 'fr' });
    type('fruit ');
    pause();
    expect(commits).toEqual([
      ['fr', false],
      ['fruit', true],
    ]);
  });

  it('keeps a key that lands together with the address’s update of the search before it', () => {
    const { result, rerender, commits, type, pause } = setup();
    type('fr');
    pause();
    // The next key and the address's 'fr' arrive in one render.
    act(() => {
      result.current[1]('fru');
      rerender({ address: 'fr' });
    });
    expect(result.current[0]).toBe('fru');
    pause();
    expect(commits.at(-1)).toEqual(['fru', true]);
  });

  it('shows a search the address brings by itself (Back, a link), without putting it back', () => {
    const { result, rerender, commits, type, pause } = setup('gold');
    expect(result.current[0]).toBe('gold');
    type('golden');
    pause();
    rerender({ address: 'golden' });
    // Back to the entry before the search.
    rerender({ address: '' });
    expect(result.current[0]).toBe('');
    rerender({ address: 'star' });
    expect(result.current[0]).toBe('star');
    pause();
    expect(commits).toEqual([['golden', true]]);
  });
});
