import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { VipLevel } from './levelGroups.ts';
import { PlayerLevelCard, ReferAFriendView, VipLevelsView } from './VipViews.tsx';

const groups = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];
const levels: VipLevel[] = Array.from({ length: 12 }, (_, i) => {
  const level = i + 1;
  const g = level < 5 ? 0 : level < 10 ? 1 : 2;
  return {
    level,
    name: `${groups[g]} ${level}`,
    minPoints: i * i * 100,
    rakebackPercent: 5 + g * 2.5,
    accumulatorPercent: 0.05 + g * 0.01,
    perks: g >= 2 ? ['personal-manager', 'bet-limit-by-support'] : [],
  };
});

const meta = {
  title: 'App/Vip/VipLevels',
  component: VipLevelsView,
  args: { levels, steps: [1, 5, 10], currentLevel: 6 },
} satisfies Meta<typeof VipLevelsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(3);
  },
};
export const OneGroup: Story = { args: { steps: [], currentLevel: undefined } };

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
    />
  ),
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
