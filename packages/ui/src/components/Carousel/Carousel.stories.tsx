import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { AUTO_SCROLL_MS, carouselWidths } from './Carousel.props.ts';
import { Carousel } from './Carousel.tsx';

const games = [
  'Book of Gold',
  'Lucky Sevens',
  'Crash Rocket',
  'Fruit Party',
  'Mega Roulette',
  'Blackjack VIP',
  'Sweet Candy',
  'Dragon Tiger',
];

const tiles = (count = games.length) =>
  games.slice(0, count).map((name, index) => (
    <div
      key={name}
      style={{
        display: 'grid',
        placeItems: 'center',
        height: '120px',
        borderRadius: 'var(--carousel-radius)',
        background: index % 2 ? 'var(--color-surfaceRaised)' : 'var(--color-surface)',
        fontWeight: 'bold',
      }}
    >
      {name}
    </div>
  ));

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    label: 'Popular games',
    title: 'Popular games',
    width: 940,
    autoScroll: false,
    viewAll: (
      <Button href="#popular" kind="link" size="small">
        View all
      </Button>
    ),
    children: tiles(),
  },
  argTypes: { width: { control: 'select', options: carouselWidths } },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (root: HTMLElement) => root.querySelector('[aria-live]') as HTMLElement;

/** Arrows and the keyboard move by a view; the previous arrow is disabled at the start. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slides' });
    const next = canvas.getByRole('button', { name: 'Next slides' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getAllByRole('group')).toHaveLength(games.length);
    await expect(canvas.getByRole('group', { name: '1 of 8' })).toBeInTheDocument();
    await userEvent.click(next);
    await waitFor(() => expect(Math.abs(track(canvasElement).scrollLeft)).toBeGreaterThan(0));
    await waitFor(() => expect(previous).toBeEnabled());
    await userEvent.click(previous);
    await waitFor(() => expect(Math.abs(track(canvasElement).scrollLeft)).toBe(0));
    track(canvasElement).focus();
    const rtl = canvasElement.closest('[dir="rtl"]') !== null;
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await waitFor(() => expect(Math.abs(track(canvasElement).scrollLeft)).toBeGreaterThan(0));
  },
};

/**
 * Auto-scroll every 3 s; hover and focus pause it; the pause button stops it. Under
 * prefers-reduced-motion (the visual run emulates it) there is no auto-scroll and no pause button.
 */
export const AutoScroll: Story = {
  args: { autoScroll: true, width: 680 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvasElement.querySelector('section') as HTMLElement;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(region).toHaveAttribute('data-auto-scroll', 'paused');
      await expect(canvas.queryByRole('button', { name: 'Pause automatic scrolling' })).toBeNull();
      return;
    }
    await expect(region).toHaveAttribute('data-auto-scroll', 'running');
    await waitFor(() => expect(Math.abs(track(canvasElement).scrollLeft)).toBeGreaterThan(0), {
      timeout: AUTO_SCROLL_MS + 1500,
    });
    await userEvent.hover(track(canvasElement));
    await expect(region).toHaveAttribute('data-auto-scroll', 'paused');
    await userEvent.unhover(track(canvasElement));
    await expect(region).toHaveAttribute('data-auto-scroll', 'running');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause automatic scrolling' }));
    await userEvent.unhover(region);
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(region).toHaveAttribute('data-auto-scroll', 'paused');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { width: 360 },
};

export const Empty: Story = {
  args: { children: [], empty: <EmptyState title="No games here yet" /> },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
      {carouselWidths.map((width) => (
        <Carousel key={width} label={`Width ${width}`} title={`Width ${width}`} width={width}>
          {tiles(6)}
        </Carousel>
      ))}
    </div>
  ),
};
