import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleGames } from '../../internal/gameFixtures.ts';
import { gameCardBadges } from './GameCard.props.ts';
import { GameCard, GameCardSkeleton } from './GameCard.tsx';

const [game] = sampleGames(1) as [ReturnType<typeof sampleGames>[number]];

const meta = {
  title: 'Components/GameCard',
  component: GameCard,
  args: {
    title: game.name,
    provider: game.provider,
    thumbnailSrc: game.thumbnailUrl,
    badges: ['new'],
    link: { href: '#game' },
    play: { href: '#play', onClick: fn() },
    demo: { onClick: fn() },
    favourite: false,
    onFavouriteChange: fn(),
  },
  argTypes: { badges: { control: 'check', options: gameCardBadges } },
  decorators: [
    (Story) => (
      <div style={{ width: '200px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (root: HTMLElement) => root.querySelector('[data-part="actions"]') as HTMLElement;

/** Tab reaches the game link, the heart, Play and Demo in that order; focus reveals the actions. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(actions(canvasElement)).opacity).toBe('0');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: game.name })).toHaveFocus();
    await expect(getComputedStyle(actions(canvasElement)).opacity).toBe('1');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Favourite: ${game.name}` })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: `Play ${game.name}` })).toHaveFocus();
    await userEvent.tab();
    const demo = canvas.getByRole('button', { name: `Demo: ${game.name}` });
    await expect(demo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.demo?.onClick).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The heart is a toggle whose state the caller owns (optimistic in the app). */
export const Favourite: Story = {
  render: function Render(args) {
    const [favourite, setFavourite] = useState(false);
    return (
      <GameCard
        {...args}
        favourite={favourite}
        onFavouriteChange={(next) => {
          args.onFavouriteChange?.(next);
          setFavourite(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Favourite: ${game.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart);
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    heart.blur();
  },
};

/** While the caller's request runs the heart ignores presses. */
export const FavouritePending: Story = {
  args: { favourite: true, favouritePending: true },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: `Favourite: ${game.name}` });
    await userEvent.click(heart);
    await expect(args.onFavouriteChange).not.toHaveBeenCalled();
    heart.blur();
  },
};

/** Every badge, heart state and action set, with the skeleton beside them. */
export const Matrix: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '860px' }}>
        <Story />
      </div>
    ),
  ],
  render: () => {
    const games = sampleGames(5);
    const card = (index: number) => games[index] as (typeof games)[number];
    const common = (index: number) => ({
      title: card(index).name,
      provider: card(index).provider,
      thumbnailSrc: card(index).thumbnailUrl,
      link: { href: `#game-${index}` },
      loading: 'eager' as const,
    });
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 'var(--space-3)' }}>
        <GameCard
          {...common(0)}
          badges={['new']}
          favourite={false}
          play={{ href: '#p' }}
          demo={{ href: '#d' }}
        />
        <GameCard {...common(1)} badges={['live']} favourite play={{ href: '#p' }} />
        <GameCard {...common(2)} badges={['new', 'live']} favourite={false} favouritePending />
        <GameCard
          {...common(3)}
          provider="A provider with a very long name indeed"
          title="A game whose name does not fit"
        />
        <GameCardSkeleton />
      </div>
    );
  },
};

/** At a phone's width (two columns in the lobby); on touch screens the actions show all the time. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { loading: 'eager' },
};

export const Skeleton: Story = {
  render: () => <GameCardSkeleton />,
};

/**
 * A deferred thumbnail (a grid's new search results, before they settle): no image request yet;
 * the media box keeps the image's place, so nothing moves when it arrives.
 */
export const ThumbnailDeferred: Story = {
  args: { loading: 'deferred' },
  play: async ({ canvasElement }) => {
    const thumbnail = canvasElement.querySelector('[data-part="thumbnail"]') as HTMLImageElement;
    await expect(thumbnail).not.toHaveAttribute('src');
    const media = canvasElement.querySelector('[data-part="media"]') as HTMLElement;
    await expect(media.getBoundingClientRect().height).toBeGreaterThan(media.getBoundingClientRect().width);
  },
};
