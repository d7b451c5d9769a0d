import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
