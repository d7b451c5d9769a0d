// The player's bonus pages in each state, on the story back end: /profile2/my-bonuses with a
// bonus and free spins running, with none, loading and failed; /bonuses (the history) with rows,
// empty and failed. The running bonuses' expiry lies before any run of the stories, so their
// countdowns stand at zero in every screenshot (the card's own stories tick on a fixed clock).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AudienceGate } from '../../core/guards/AudienceGate.tsx';
import { BonusHistoryPage, MyBonusesPage } from '../../features/promotions/MyBonusesPages.tsx';
import type { UserBonus } from '../../features/promotions/promotionsApi.ts';
import { sampleActiveBonus, sampleFreeSpins } from '../../features/promotions/storyData.ts';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';
import { type StoryAnswer, storyBody, storyFailure, storyNeverAnswers, storyPlayer } from './storyBackEnd.ts';

const bonuses = (rows: readonly UserBonus[], count = rows.length): StoryAnswer =>
  storyBody({ data: { bonus: { count, rows } } });

const history: UserBonus[] = [
  sampleActiveBonus,
  sampleFreeSpins,
  {
    ...sampleActiveBonus,
    id: 3,
    status: 'completed',
    convertedAmount: '85.40',
    wagerLeft: '0.00',
    start: '2026-05-01T12:00:00Z',
    expiry: '2026-05-08T12:00:00Z',
  },
  {
    ...sampleFreeSpins,
    id: 4,
    status: 'expired',
    freeSpinsLeft: 12,
    start: '2026-04-10T12:00:00Z',
    expiry: '2026-04-17T12:00:00Z',
  },
];

const pages = { MyBonusesPage, BonusHistoryPage } as const;

function MyBonusesStory({
  page,
  ...frame
}: Omit<ShellStoryProps, 'children'> & { page: keyof typeof pages }) {
  const Page = pages[page];
  return (
    <ShellStoryFrame {...frame}>
      {/* The gate the route puts around a player page (it hands the page the player's details). */}
      <AudienceGate audience="player">
        <Page />
      </AudienceGate>
    </ShellStoryFrame>
  );
}

const meta = {
  title: 'App/Promotions/MyBonusesPages',
  component: MyBonusesStory,
  args: {
    page: 'MyBonusesPage',
    path: '/profile2/my-bonuses',
    player: storyPlayer,
    answers: { '/api/user/get-user-bonus': bonuses([sampleActiveBonus, sampleFreeSpins]) },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MyBonusesStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveBonusAndFreeSpins: Story = {
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: 'Active bonuses' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NoActiveBonus: Story = {
  args: { answers: { '/api/user/get-user-bonus': bonuses([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no active bonus.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { answers: { '/api/user/get-user-bonus': storyNeverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { answers: { '/api/user/get-user-bonus': storyFailure() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const History: Story = {
  args: {
    page: 'BonusHistoryPage',
    path: '/bonuses',
    answers: { '/api/user/get-user-bonus': bonuses(history) },
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByTestId('bonus-history');
    await expect(within(table).getAllByRole('row')).toHaveLength(history.length + 1);
  },
};

export const HistoryEmpty: Story = {
  args: { page: 'BonusHistoryPage', path: '/bonuses', answers: { '/api/user/get-user-bonus': bonuses([]) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have not had any bonuses yet.')).toBeVisible();
  },
};

export const HistoryLoadFailed: Story = {
  args: {
    page: 'BonusHistoryPage',
    path: '/bonuses',
    answers: { '/api/user/get-user-bonus': storyFailure() },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

/** A self-excluded player is told why the page is closed to them, not shown it. */
export const SelfExcluded: Story = {
  args: {
    player: {
      ...storyPlayer,
      user: {
        ...storyPlayer.user,
        userLimit: { isSelfExclusionPermanent: true, selfExclusion: null, frozenUntil: null },
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('self-exclusion-notice')).toBeVisible();
  },
};
