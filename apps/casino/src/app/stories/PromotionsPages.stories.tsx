// The promotion pages in each state a visitor can meet, on the story back end: /promotions for a
// guest and for a player with a bonus running, several pages, loading, empty and failed; one
// promotion and a missing one; /freemoney. Start and end times are left out of the page samples
// (the cards' own stories show the countdowns on a fixed clock), so every screenshot is the same.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FreeMoneyPage, PromotionPage, PromotionsPage } from '../../features/promotions/PromotionsPages.tsx';
import type { Promotion } from '../../features/promotions/promotionsApi.ts';
import { sampleActiveBonus, samplePromotions } from '../../features/promotions/storyData.ts';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';
import {
  type StoryAnswer,
  storyBody,
  storyFailure,
  storyJson,
  storyNeverAnswers,
  storyPlayer,
} from './storyBackEnd.ts';

const timeless = (promotion: Promotion): Promotion => ({ ...promotion, startAt: null, endAt: null });
const promotions = [
  samplePromotions.deposit,
  samplePromotions.freespins,
  samplePromotions.noDeposit,
  samplePromotions.cashback,
].map(timeless);

/** get-all-bonus as the back end answers it: the rows of the asked type (all when none). */
const bonusList =
  (rows: readonly Promotion[], count?: number): StoryAnswer =>
  ({ url }) => {
    const type = url.searchParams.get('type');
    const shown = type ? rows.filter((row) => row.type === type) : rows;
    return storyJson({ data: { bonus: { count: count ?? shown.length, rows: shown } } });
  };

const pages = { PromotionsPage, PromotionPage, FreeMoneyPage } as const;

function PromotionsStory({
  page,
  ...frame
}: Omit<ShellStoryProps, 'children'> & { page: keyof typeof pages }) {
  const Page = pages[page];
  return (
    <ShellStoryFrame {...frame}>
      <Page />
    </ShellStoryFrame>
  );
}

const meta = {
  title: 'App/Promotions/Pages',
  component: PromotionsStory,
  args: {
    page: 'PromotionsPage',
    path: '/promotions',
    player: null,
    answers: { '/api/admin/get-all-bonus': bonusList(promotions) },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PromotionsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('promotion-list');

export const ListGuest: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement)).getAllByRole('article');
    await expect(cards).toHaveLength(4);
    // A guest is asked to log in, not offered an activation.
    await expect(within(canvasElement).queryByRole('button', { name: /^Activate/ })).toBeNull();
  },
};

/** A player with a deposit bonus running: the deposit offers say the slot is taken before a try. */
export const ListPlayerWithActiveBonus: Story = {
  args: {
    player: storyPlayer,
    answers: {
      '/api/admin/get-all-bonus': bonusList(promotions),
      '/api/user/get-user-bonus': storyBody({ data: { bonus: { count: 1, rows: [sampleActiveBonus] } } }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await list(canvasElement)).toBeVisible();
  },
};

/** More promotions than one page holds: the pager under the list. */
export const ManyPages: Story = {
  args: { answers: { '/api/admin/get-all-bonus': bonusList(promotions, 30) } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await expect(within(canvasElement).getByRole('navigation')).toBeVisible();
  },
};

/** The type filter in the address (?type=freespins): only that type, its button pressed. */
export const FilteredByType: Story = {
  args: { path: '/promotions?type=freespins' },
  play: async ({ canvasElement }) => {
    await expect(within(await list(canvasElement)).getAllByRole('article')).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { answers: { '/api/admin/get-all-bonus': storyNeverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { answers: { '/api/admin/get-all-bonus': bonusList([]) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no promotions right now. Check back soon.'),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { answers: { '/api/admin/get-all-bonus': storyFailure() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
  },
};

export const OnePromotion: Story = {
  args: { page: 'PromotionPage', path: '/promotion?id=1' },
  play: async ({ canvasElement }) => {
    const page = await within(canvasElement).findByTestId('promotion-page');
    await expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome Bonus 100% up to 500',
    );
  },
};

export const PromotionNotFound: Story = {
  args: { page: 'PromotionPage', path: '/promotion?id=99' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This promotion is not available.' }),
    ).toBeVisible();
  },
};

export const FreeMoney: Story = {
  args: { page: 'FreeMoneyPage', path: '/freemoney' },
  play: async ({ canvasElement }) => {
    await expect(within(await list(canvasElement)).getAllByRole('article')).toHaveLength(1);
  },
};
