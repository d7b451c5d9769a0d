// The place reports "near" only once the observer sees it within a screen, and then stays near.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearViewportMargin, useNearViewport } from './useNearViewport.ts';

function Probe() {
  const [place, near] = useNearViewport<HTMLDivElement>();
  return near ? <p>loaded</p> : <div ref={place} data-testid="place" />;
}

type Callback = (entries: { isIntersecting: boolean }[]) => void;

function stubObserver() {
  const observers: { callback: Callback; options: IntersectionObserverInit; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof observers)[number];
      constructor(callback: Callback, options: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('renders the place until the observer sees it within a screen of the viewport', () => {
    const observers = stubObserver();
    render(<Probe />);
    expect(screen.getByTestId('place')).toBeTruthy();
    expect(observers[0]?.options.rootMargin).toBe(`${nearViewportMargin} 0px`);
    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('loaded')).toBeNull();
    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('without an observer nothing is deferred', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
