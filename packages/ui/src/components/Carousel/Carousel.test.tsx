import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { AUTO_SCROLL_MS } from './Carousel.props.ts';
import { Carousel } from './Carousel.tsx';

const slides = ['A', 'B', 'C', 'D', 'E'].map((name) => <div key={name}>{name}</div>);
const scrollBy = vi.fn();
const scrollTo = vi.fn();
/** Every programmatic move (by a step, or back to the start when wrapping). */
const moves = () => scrollBy.mock.calls.length + scrollTo.mock.calls.length;

function setMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') ? reduced : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  scrollBy.mockReset();
  scrollTo.mockReset();
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  setMotion(false);
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('Carousel', () => {
  it('is a labelled carousel of slides with arrows, View all slot and slide labels', () => {
    renderUi(
      <Carousel label="Popular" viewAll={<a href="/all">View all</a>}>
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Popular' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(screen.getByRole('group', { name: '2 of 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all' })).toBeTruthy();
  });

  it('arrow keys scroll, mirrored in right-to-left', () => {
    const { unmount } = renderUi(<Carousel label="Popular">{slides}</Carousel>);
    const track = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(scrollBy.mock.calls.at(-1)?.[0].left).toBeGreaterThanOrEqual(0);
    unmount();
    renderUi(<Carousel label="Popular">{slides}</Carousel>, { dir: 'rtl' });
    const rtlTrack = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    Object.defineProperty(rtlTrack.firstElementChild, 'offsetWidth', { value: 100 });
    fireEvent.keyDown(rtlTrack, { key: 'ArrowLeft' });
    expect(scrollBy.mock.calls.at(-1)?.[0].left).toBeLessThan(0);
  });

  it('auto-scrolls every 3 s and pauses on hover and focus', () => {
    renderUi(
      <Carousel label="Popular" autoScroll>
        {slides}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Popular' });
    expect(region.dataset.autoScroll).toBe('running');
    act(() => vi.advanceTimersByTime(AUTO_SCROLL_MS - 1));
    expect(moves()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(moves()).toBe(1);
    fireEvent.pointerEnter(region);
    expect(region.dataset.autoScroll).toBe('paused');
    act(() => vi.advanceTimersByTime(AUTO_SCROLL_MS * 2));
    expect(moves()).toBe(1);
    fireEvent.pointerLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slides' }));
    act(() => vi.advanceTimersByTime(AUTO_SCROLL_MS * 2));
    expect(moves()).toBe(1);
    fireEvent.blur(screen.getByRole('button', { name: 'Next slides' }));
    act(() => vi.advanceTimersByTime(AUTO_SCROLL_MS));
    expect(moves()).toBe(2);
  });

  it('does not auto-scroll under prefers-reduced-motion', () => {
    setMotion(true);
    renderUi(
      <Carousel label="Popular" autoScroll>
        {slides}
      </Carousel>,
    );
    act(() => vi.advanceTimersByTime(AUTO_SCROLL_MS * 3));
    expect(moves()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause automatic scrolling' })).toBeNull();
  });

  it('shows the empty slot without slides', () => {
    renderUi(
      <Carousel label="Popular" empty={<p>Nothing here</p>}>
        {[]}
      </Carousel>,
    );
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next slides' })).toBeNull();
  });
});
