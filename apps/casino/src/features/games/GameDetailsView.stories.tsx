import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameDetailsView } from './GameDetailsView.tsx';
import { storyGame, storyThumbnail } from './storyGames.ts';

const meta = {
  title: 'App/Games/GameDetails',
  component: GameDetailsView,
  args: {
    game: storyGame,
    thumbnailSrc: storyThumbnail,
    currency: 'EUR',
    crypto: false,
    play: { href: '#play' },
    demo: { href: '#demo' },
    favourite: false,
    onFavouriteChange: fn(),
  },
} satisfies Meta<typeof GameDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playable: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Reference Fruits');
    await expect(canvas.getByTestId('game-release-date').querySelector('time')).toHaveAttribute(
      'datetime',
      '2024-03-01',
    );
    if ((document.documentElement.lang || 'en') === 'en') {
      await expect(canvas.getByTestId('game-rtp')).toHaveTextContent('96.48%');
      await expect(canvas.getByTestId('game-release-date')).toHaveTextContent('March 1, 2024');
    }
    await userEvent.click(canvas.getByTestId('favourite-toggle'));
    await expect(args.onFavouriteChange).toHaveBeenCalledOnce();
  },
};

export const Favourite: Story = { args: { favourite: true } };

/** A player's favourites still loading: the toggle is busy and a press does nothing yet. */
export const FavouriteLoading: Story = {
  args: { favouritePending: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByTestId('favourite-toggle');
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onFavouriteChange).not.toHaveBeenCalled();
  },
};

/** spec 8 'demo not available'. */
export const NoDemo: Story = {
  args: { demo: undefined, game: { ...storyGame, hasDemo: false, bonusEligible: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('demo-unavailable')).toBeInTheDocument();
  },
};

/** spec 8 country restriction for a game: no Play, the message instead. */
export const RestrictedInYourCountry: Story = {
  args: { restricted: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('game-restricted')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link', { name: 'Play' })).toBeNull();
  },
};

export const Crypto: Story = { args: { currency: 'USDT', crypto: true } };
