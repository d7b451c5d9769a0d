// The VIP club page in each state, on the story back end: a guest (the levels and a log-in
// prompt), a player (their level, refer-a-friend where the brand offers it, and the levels), the
// levels loading and failed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLevelSteps, sampleLevels } from '../../features/vip/storyData.ts';
import { VipPage } from '../../features/vip/VipPages.tsx';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';
import { storyBody, storyFailure, storyNeverAnswers, storyPlayer } from './storyBackEnd.ts';

const vipPlayer = {
  ...storyPlayer,
  userLoyaltyLevel: {
    level: 6,
    name: 'Silver 6',
    points: 2600,
    nextLevel: 7,
    nextLevelPoints: 3600,
    progressPercent: 10,
    rakebackPercent: 7.5,
  },
  referralData: {
    referralCode: 'REF1002',
    referralLink: 'https://casino.example/?ref=REF1002',
    referredCount: 3,
    percent: 10,
  },
};

function VipStory(frame: Omit<ShellStoryProps, 'children'>) {
  return (
    <ShellStoryFrame {...frame}>
      <VipPage />
    </ShellStoryFrame>
  );
}

const meta = {
  title: 'App/Vip/VipPage',
  component: VipStory,
  args: {
    path: '/vip-club',
    player: null,
    settings2: { loyaltyLevelGroupSteps: sampleLevelSteps },
    answers: { '/api/admin/get-loyalty-levels': storyBody({ data: { levels: sampleLevels } }) },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof VipStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('table')).toHaveLength(3);
  },
};

export const Player: Story = {
  args: { player: vipPlayer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The player's level first, named by its group (refer-a-friend follows where the brand offers
    // it); the full table waits behind its disclosure, closed.
    await expect(await canvas.findByTestId('vip-level-name')).toBeVisible();
    await expect(await canvas.findByTestId('vip-levels-disclosure')).not.toHaveAttribute('open');
  },
};

export const LevelsLoading: Story = {
  args: { answers: { '/api/admin/get-loyalty-levels': storyNeverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const LevelsLoadFailed: Story = {
  args: { answers: { '/api/admin/get-loyalty-levels': storyFailure() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};
