import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SampleGame, sampleGames } from '../../internal/gameFixtures.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { GameCard } from '../GameCard/GameCard.tsx';
import type { GameGridItemProps, GameGridProps } from './GameGrid.props.ts';
import { GameGrid } from './GameGrid.tsx';

const catalogue = sampleGames(3000);

const card = (game: SampleGame, props: GameGridItemProps) => (
  <GameCard
    {...props}
    title={game.name}
    provider={game.provider}
    thumbnailSrc={game.thumbnailUrl}
    badges={[...(game.isNew ? (['new'] as const) : []), ...(game.isLive ? (['live'] as const) : [])]}
    link={{ href: `#game-${game.id}` }}
    play={{ href: `#play-${game.id}` }}
    demo={game.hasDemo ? { href: `#demo-${game.id}` } : undefined}
    favourite={game.id % 6 === 0}
    onFavouriteChange={() => {}}
  />
);

type Props = GameGridProps<SampleGame>;

const meta = {
  title: 'Components/GameGrid',
  component: GameGrid as (props: Props) => ReturnType<typeof GameGrid>,
  args: {
    items: catalogue.slice(0, 24),
    getKey: (game: SampleGame) => game.id,
    renderItem: card,
    label: 'All games',
    scrollMode: 'window',
  },
} satisfies Meta<(props: Props) => ReturnType<typeof GameGrid>>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => within(root).queryAllByRole('listitem');
/** A scroll box of its own, so a 3,000-game story has a screenshot of one screen. */
const box = (Story: () => React.ReactNode) => (
  <div style={{ height: '600px' }}>
    <Story />
  </div>
);

/**
 * 3,000 games in a scroll box: only the rows near the view are in the DOM; arrow keys move between
 * cards (Ctrl+End to the last game scrolls it in); the count is announced.
 */
export const Playground: Story = {
  args: { items: catalogue, scrollMode: 'element' },
  decorators: [box],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await expect(cards(canvasElement).length).toBeLessThan(120);
    await expect(canvas.getByRole('status')).toHaveTextContent('3,000 games found');
    await expect(cards(canvasElement)[0]).toHaveAttribute('aria-setsize', '3000');
    const grid = canvasElement.querySelector('[data-part="game-grid"]') as HTMLElement;
    const columns = Number(grid.dataset.columns);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: catalogue[0]?.name })).toHaveFocus();
    const rtl = canvasElement.closest('[dir="rtl"]') !== null;
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('link', { name: catalogue[1]?.name })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: catalogue[1 + columns]?.name })).toHaveFocus();
    // Only the focused card is a Tab stop.
    await expect(canvasElement.querySelectorAll('[data-game-card-primary][tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(canvas.getByRole('link', { name: catalogue[2999]?.name })).toHaveFocus());
    await expect(cards(canvasElement).length).toBeLessThan(120);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(canvas.getByRole('link', { name: catalogue[0]?.name })).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The lobby's form: the page scrolls, the grid follows the window. */
export const WindowScroll: Story = {
  // All 24 images eager: the full-page screenshot scrolls, and lazy images arriving mid-shot never settle.
  args: { eagerRows: 24 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('24 games found');
  },
};

/** Paging: near the end the grid asks for more, and shows a row of skeletons while they load. */
export const LoadMore: Story = {
  args: { scrollMode: 'element', total: 96, onEndReached: fn() },
  decorators: [box],
  render: function Render(args) {
    const [count, setCount] = useState(24);
    const [loadingMore, setLoadingMore] = useState(false);
    return (
      <GameGrid
        {...args}
        items={catalogue.slice(0, count)}
        loadingMore={loadingMore}
        onEndReached={() => {
          args.onEndReached?.();
          setLoadingMore(true);
          setTimeout(() => {
            setCount((old) => Math.min(old + 24, 96));
            setLoadingMore(false);
          }, 50);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const grid = canvasElement.querySelector('[data-part="game-grid"]') as HTMLElement;
    await waitFor(() => expect(cards(canvasElement).length).toBeGreaterThan(0));
    const called = (args.onEndReached as ReturnType<typeof fn>).mock.calls.length;
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() =>
      expect((args.onEndReached as ReturnType<typeof fn>).mock.calls.length).toBeGreaterThan(called),
    );
    await waitFor(() => {
      const positions = cards(canvasElement).map((item) => Number(item.getAttribute('aria-posinset')));
      expect(Math.max(...positions)).toBeGreaterThan(24);
    });
    grid.scrollTop = 0;
  },
};

/**
 * Search results while the player types (`settleMs`): each new list shows at once, with the
 * rows in view only and no thumbnails; once it has stayed for `settleMs` the rows below the fold
 * follow and the thumbnails load. A list replaced sooner never downloads its images.
 */
export const SettlingResults: Story = {
  args: { settleMs: 400 },
  render: function Render(args) {
    const [start, setStart] = useState(0);
    return (
      <>
        <Button kind="secondary" size="small" onClick={() => setStart((old) => old + 24)}>
          Next search
        </Button>
        <GameGrid {...args} items={catalogue.slice(start, start + 24)} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const thumbnails = () => [...canvasElement.querySelectorAll<HTMLImageElement>('[data-part="thumbnail"]')];
    // Settled: every rendered card has its image.
    await waitFor(() => expect(thumbnails().every((image) => image.hasAttribute('src'))).toBe(true), {
      timeout: 3000,
    });
    const settledCount = thumbnails().length;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next search' }));
    // The new list at once: its own games, no images yet.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('link', { name: catalogue[24]?.name })).toBeVisible(),
    );
    await expect(thumbnails().some((image) => image.hasAttribute('src'))).toBe(false);
    // Then its images, and the rows beyond the view.
    await waitFor(() => expect(thumbnails().every((image) => image.hasAttribute('src'))).toBe(true), {
      timeout: 3000,
    });
    await expect(thumbnails().length).toBe(settledCount);
  },
};

/** The first page is loading: skeleton cards, announced once. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading content')).toBeInTheDocument();
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: {
    items: [],
    empty: (
      <EmptyState
        title="No games match"
        description="Try another name or clear the filters."
        action={
          <Button kind="secondary" size="small">
            Clear filters
          </Button>
        }
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No games found');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { items: catalogue.slice(0, 8) },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector('[data-part="game-grid"]') as HTMLElement;
    // Three games to a row on a 375 px phone (issue 33: phoneMinColumnWidth), not two.
    await waitFor(() => expect(grid.dataset.columns).toBe('3'));
  },
};
