import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWideScreen } from './useWideScreen.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Width() {
  return <p data-testid="width">{useWideScreen() ? 'wide' : 'narrow'}</p>;
}

/** A stand-in for the browser's matchMedia: one switchable width, and a count of lists built. */
function stubMatchMedia() {
  const listeners = new Set<() => void>();
  const state = { wide: false, built: 0 };
  const matchMedia = vi.fn((query: string) => {
    state.built += 1;
    return {
      media: query,
      get matches() {
        return state.wide;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  const resize = (wide: boolean) => {
    state.wide = wide;
    for (const listener of listeners) listener();
  };
  return { state, resize };
}

describe('useWideScreen', () => {
  it('builds one media query list however often the lobby renders, and follows its changes', () => {
    const { state, resize } = stubMatchMedia();
    const { rerender } = render(<Width />);
    for (let key = 0; key < 5; key++) rerender(<Width />);
    expect(screen.getByTestId('width').textContent).toBe('narrow');

    act(() => resize(true));
    expect(screen.getByTestId('width').textContent).toBe('wide');
    rerender(<Width />);
    expect(state.built).toBe(1);
  });

  it('is narrow where the browser has no matchMedia (the server, the first render)', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Width />);
    expect(screen.getByTestId('width').textContent).toBe('narrow');
  });
});
