import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleLevels as levels, sampleLevelSteps } from './storyData.ts';
import { PlayerLevelCard, ReferAFriendView, VipLevelsView } from './VipViews.tsx';

const meta = {
  title: 'App/Vip/VipLevels',
  component: VipLevelsView,
  args: { levels, steps: sampleLevelSteps, currentLevel: 6 },
} satisfies Meta<typeof VipLevelsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(3);
  },
};
/** No steps and level names without a group word: one group. */
export const OneGroup: Story = {
  args: {
    levels: levels.map((level) => ({ ...level, name: `Level ${level.level}` })),
    steps: [],
    currentLevel: undefined,
  },
};

/** A brand without steps (lulu, wincraft): the groups the level names make (issue 35). */
export const GroupsFromNames: Story = {
  args: { steps: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(3);
  },
};

/** A player's page: the full table behind a disclosure, closed at first. */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const disclosure = canvas.getByTestId('vip-levels-disclosure');
    await expect(disclosure).not.toHaveAttribute('open');
    await userEvent.click(canvas.getByRole('heading', { level: 2 }));
    await expect(disclosure).toHaveAttribute('open');
    await expect(canvas.getAllByRole('table')).toHaveLength(3);
  },
};

/**
 * Level 6 of the sample table: named by its group, the next level, progress within the level (bar
 * and label one figure: 100 of 1,100 points, 9 %) and what the level gives.
 */
export const PlayerLevel: Story = {
  render: () => (
    <PlayerLevelCard
      player={{
        level: 6,
        name: 'Silver 6',
        points: 2600,
        nextLevel: 7,
        nextLevelPoints: 3600,
        progressPercent: 10,
      }}
      levels={levels}
      steps={sampleLevelSteps}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar');
    await expect(Math.round(Number(bar.getAttribute('aria-valuenow')))).toBe(9);
    if (canvasElement.closest('[dir="rtl"]') === null) {
      await expect(canvas.getByTestId('vip-level-name')).toHaveTextContent('Silver (level 6)');
      await expect(canvas.getByTestId('vip-next-level')).toHaveTextContent('Next level: Silver (level 7)');
      await expect(bar).toHaveAttribute('aria-valuetext', '100 of 1,100 points');
    }
  },
};
export const TopLevel: Story = {
  render: () => (
    <PlayerLevelCard
      player={{
        level: 40,
        name: 'Diamond 40',
        points: 200000,
        nextLevel: null,
        nextLevelPoints: null,
        progressPercent: 100,
      }}
    />
  ),
};
export const ReferAFriend: Story = {
  render: () => (
    <ReferAFriendView
      referral={{
        referralCode: 'REF1002',
        referralLink: 'https://casino.example/?ref=REF1002',
        referredCount: 3,
      }}
      percent={10}
    />
  ),
  play: async ({ canvasElement }) => {
    // The share by its figure: how a percentage is written follows the locale.
    await expect(within(canvasElement).getByText(/you receive \S*10\S*/)).toBeVisible();
  },
};
export const ReferAFriendNoShare: Story = {
  render: () => (
    <ReferAFriendView
      referral={{
        referralCode: 'REF1002',
        referralLink: 'https://casino.example/?ref=REF1002',
        referredCount: 0,
      }}
      percent={0}
    />
  ),
};
