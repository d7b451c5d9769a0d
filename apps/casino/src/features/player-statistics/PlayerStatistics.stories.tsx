import type { PlayerStatistics } from '@casino/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatisticsView } from './StatisticsView.tsx';
import { StatisticsVisibilityView } from './StatisticsVisibility.tsx';

const statistics: PlayerStatistics = {
  userId: 2,
  nickname: 'DanaD',
  memberSince: '2025-06-14T09:30:00Z',
  totalBets: 1284,
  totalWagered: 15230.5,
  biggestWin: 2450,
  biggestMultiplier: 245,
  favouriteGame: { id: 1, name: 'Reference Fruits' },
  shareUrl: 'https://curacao.casino.local/statistics/00000000-0000-4000-8000-000000000002',
};
const shareUrl = 'https://curacao.casino.local/statistics/00000000-0000-4000-8000-000000000002';

const meta = {
  title: 'App/PlayerStatistics/StatisticsView',
  component: StatisticsView,
  args: { state: 'ready', statistics, shareUrl, onRetry: fn() },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'failed', 'hidden', 'not-found', 'ready'] },
  },
} satisfies Meta<typeof StatisticsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A public profile, as a guest sees it from the shared link. */
export const Public: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Statistics of DanaD');
    await expect(canvas.getByTestId('statistics-favourite-game')).toHaveTextContent('Reference Fruits');
    await expect(canvas.getByTestId('statistics-share-url')).toHaveValue(shareUrl);
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** A player with no bets yet: zeros and no favourite game. */
export const NoBetsYet: Story = {
  args: {
    statistics: {
      ...statistics,
      totalBets: 0,
      totalWagered: 0,
      biggestWin: 0,
      biggestMultiplier: 0,
      favouriteGame: null,
    },
  },
};

/** The owner on their own public page: their switch under the numbers. */
export const OwnerPublic: Story = {
  args: {
    ownerControls: <StatisticsVisibilityView isPublic saving={false} onChange={fn()} />,
  },
};

/** spec 8: a private profile (or a player in ghost mode). */
export const Private: Story = {
  args: { state: 'hidden', statistics: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('statistics-unavailable')).toHaveTextContent(
      'This user has no visible statistics',
    );
  },
};

/** The owner of a private profile: the message and the switch to make it public. */
export const OwnerPrivate: Story = {
  args: {
    state: 'hidden',
    statistics: undefined,
    ownerControls: <StatisticsVisibilityView isPublic={false} saving={false} onChange={fn()} />,
  },
};

export const NotFound: Story = { args: { state: 'not-found', statistics: undefined } };

export const Loading: Story = { args: { state: 'loading', statistics: undefined } };

export const Failed: Story = {
  args: { state: 'failed', statistics: undefined, error: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const PublicMobile: Story = {};

export const VisibilityOff: StoryObj<typeof StatisticsVisibilityView> = {
  render: (args) => <StatisticsVisibilityView {...args} />,
  args: { isPublic: false, saving: false, onChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const VisibilityOnWithLink: StoryObj<typeof StatisticsVisibilityView> = {
  render: (args) => <StatisticsVisibilityView {...args} />,
  args: {
    isPublic: true,
    saving: false,
    onChange: fn(),
    pageLink: <a href="/statistics/00000000-0000-4000-8000-000000000002">View my statistics page</a>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const VisibilityFailed: StoryObj<typeof StatisticsVisibilityView> = {
  render: (args) => <StatisticsVisibilityView {...args} />,
  args: { isPublic: false, saving: false, error: 'Something went wrong. Please try again.', onChange: fn() },
};
