import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { type SampleGame, sampleGames } from '../../internal/gameFixtures.ts';
import { GameCard } from '../GameCard/GameCard.tsx';
import type { GameGridProps } from './GameGrid.props.ts';
import { GameGrid } from './GameGrid.tsx';

// jsdom has no layout: every element is 1,000 px wide and every row 300 px tall, in a 1024 × 768
// window (jsdom's), so the virtualiser has something to measure.
const ROW = 300;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: ROW,
    right: 1000,
    width: 1000,
    height: ROW,
    toJSON: () => ({}),
  });
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.restoreAllMocks());

const games = sampleGames(3000);
const renderGrid = (props: Partial<GameGridProps<SampleGame>> = {}) =>
  renderUi(
    <GameGrid<SampleGame>
      items={games}
      getKey={(game) => game.id}
      label="All games"
      renderItem={(game, itemProps) => (
        <GameCard
          {...itemProps}
          title={game.name}
          provider={game.provider}
          thumbnailSrc=""
          link={{ href: '#' }}
        />
      )}
      {...props}
    />,
  );
const cards = () => screen.queryAllByRole('listitem');

describe('GameGrid', () => {
  it('renders only the rows near the viewport, with the list size of every result', () => {
    renderGrid({ total: 3000 });
    // 1,000 px at 152 px + 12 px gap → 6 columns; 768 px of window / 300 px rows → 3 rows + 2 overscan.
    const rendered = cards();
    expect(rendered.length).toBeGreaterThanOrEqual(6);
    expect(rendered.length).toBeLessThanOrEqual(6 * 6);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('3000');
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(screen.getByRole('list', { name: 'All games' })).toBeTruthy();
  });

  it('announces the result count politely', () => {
    renderGrid({ items: games.slice(0, 1), total: 1 });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('1 game found');
  });

  it('one card is the Tab stop; arrow keys move it and focus the card', { timeout: 30_000 }, () => {
    renderGrid({ items: games.slice(0, 20) });
    const links = () => screen.getAllByRole('link');
    expect(links().filter((link) => link.getAttribute('tabindex') === '0')).toHaveLength(1);
    links()[0]?.focus();
    fireEvent.keyDown(links()[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links()[1]);
    fireEvent.keyDown(links()[1] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links()[7]);
    expect(links()[7]?.getAttribute('tabindex')).toBe('0');
    expect(links().filter((link) => link.getAttribute('tabindex') === '0')).toHaveLength(1);
    fireEvent.keyDown(links()[7] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(links()[11]);
  });

  it('shows skeletons while the first page loads, and the empty slot when there is nothing', () => {
    const { unmount, container } = renderGrid({ items: [], loading: true, skeletonCount: 5 });
    expect(container.querySelectorAll('[data-part="game-card-skeleton"]')).toHaveLength(5);
    expect(screen.getByText('Loading content')).toBeTruthy();
    unmount();
    renderGrid({ items: [], empty: <p>Nothing here</p> });
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No games found');
  });

  it('asks for the next page once per length when the end is near, never while loading', () => {
    const onEndReached = vi.fn();
    const { rerender } = renderGrid({ items: games.slice(0, 12), onEndReached });
    expect(onEndReached).toHaveBeenCalledTimes(1);
    const grid = (props: Partial<GameGridProps<SampleGame>>) => (
      <GameGrid<SampleGame>
        items={games.slice(0, 12)}
        getKey={(game) => game.id}
        label="All games"
        renderItem={(game) => <span>{game.name}</span>}
        onEndReached={onEndReached}
        {...props}
      />
    );
    act(() => rerender(grid({ loadingMore: true })));
    expect(onEndReached).toHaveBeenCalledTimes(1);
    act(() => rerender(grid({ items: games.slice(0, 24) })));
    expect(onEndReached).toHaveBeenCalledTimes(2);
  });

  it('with a long list and the window at the top, the end is not near', () => {
    const onEndReached = vi.fn();
    renderGrid({ onEndReached });
    expect(onEndReached).not.toHaveBeenCalled();
  });

  it('a loading page adds skeleton cards after the games', () => {
    const { container } = renderGrid({ items: games.slice(0, 4), loadingMore: true });
    // 4 games in 6 columns: 2 skeletons finish the row and 6 more make the next.
    expect(container.querySelectorAll('[data-part="game-card-skeleton"]')).toHaveLength(8);
    expect(screen.getByRole('list').getAttribute('aria-busy')).toBe('true');
  });
});
