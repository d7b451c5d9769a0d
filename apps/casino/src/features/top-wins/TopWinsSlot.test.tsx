import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopWinsSlot } from './TopWinsSlot.tsx';

const loaded = vi.fn();
vi.mock('./TopWins.tsx', () => ({
  TopWins: () => {
    loaded();
    return <p>the table</p>;
  },
}));

/** The observers the slot made, and a way to tell them their element came near the screen. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
const comeNear = () =>
  act(() => {
    for (const { callback } of observers)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

beforeEach(() => {
  observers = [];
  loaded.mockClear();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TopWinsSlot', () => {
  it('loads the table only once its place comes near the screen, ahead of it', async () => {
    render(<TopWinsSlot />);
    expect(screen.getByTestId('top-wins-placeholder')).toBeTruthy();
    expect(loaded).not.toHaveBeenCalled();
    expect(observers[0]?.options?.rootMargin).toMatch(/^\d+px$/);
    await comeNear();
    expect(await screen.findByText('the table')).toBeTruthy();
    expect(screen.queryByTestId('top-wins-placeholder')).toBeNull();
  });
});
