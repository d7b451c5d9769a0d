// Issue 35 (5): the header balance (cash + bonus) and its breakdown, in every brand, for a player,
// a player with an active bonus, a USDT wallet and a paused (self-excluded) account.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { HomePage } from '../../features/home/HomePage.tsx';
import { sampleActiveBonus } from '../../features/promotions/storyData.ts';
import { ShellLayout } from '../../shell/ShellLayout.tsx';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';
import { storyBody, storyJson, storyPlayer } from './storyBackEnd.ts';
import { storyWithdrawalStatus } from './storyCashier.ts';

function ShellPage(props: Omit<ShellStoryProps, 'children'>) {
  return (
    <ShellStoryFrame {...props}>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route index element={<HomePage />} />
        </Route>
      </Routes>
    </ShellStoryFrame>
  );
}

const noBonuses = storyBody({ data: { bonus: { count: 0, rows: [] } } });
const answers = {
  'GET /api/user/withdraw/status': storyWithdrawalStatus(),
  '/api/user/get-user-bonus': noBonuses,
};

const meta = {
  title: 'App/Shell/Balance',
  component: ShellPage,
  args: { path: '/', player: storyPlayer, answers },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the breakdown and checks the total and each row. */
const opens =
  (total: string, rows: Record<string, string>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const balance = await canvas.findByTestId('balance', undefined, { timeout: 10_000 });
    await expect(balance).toHaveTextContent(total);
    await userEvent.click(canvas.getByTestId('balance-button'));
    // By test id: the stories also run in Arabic.
    const breakdown = await canvas.findByTestId('balance-breakdown', undefined, { timeout: 10_000 });
    for (const [testId, text] of Object.entries(rows))
      await expect(await within(breakdown).findByTestId(testId)).toHaveTextContent(text);
  };

export const Player: Story = {
  play: opens('1,244.50', {
    'balance-cash': '1,234.50',
    'balance-bonus': '10.00',
    'balance-withdrawable': '1,234.50',
  }),
};

export const PlayerMobile: Story = {
  ...Player,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const ActiveBonus: Story = {
  args: {
    player: {
      ...storyPlayer,
      wallet: { ...storyPlayer.wallet, bonusBalance: '100.00', totalBalance: '1334.50' },
    },
    answers: {
      ...answers,
      'GET /api/user/withdraw/status': () =>
        storyJson({
          data: {
            restrictions: [],
            withdrawable: '0.00',
            balance: '1234.50',
            currencyCode: 'EUR',
            isCrypto: false,
          },
        }),
      '/api/user/get-user-bonus': storyBody({ data: { bonus: { count: 1, rows: [sampleActiveBonus] } } }),
    },
  },
  play: opens('1,334.50', {
    'balance-bonus': '100.00',
    'balance-wager-left': sampleActiveBonus.name,
    'balance-withdrawable': '0.00',
  }),
};

export const Crypto: Story = {
  args: {
    player: {
      ...storyPlayer,
      user: { ...storyPlayer.user, currencyCode: 'USDT' },
      wallet: {
        currencyCode: 'USDT',
        currencySymbol: '₮',
        balance: '750.12345678',
        bonusBalance: '0.00000001',
        totalBalance: '750.12345679',
      },
      currencySymbol: '₮',
      isCrypto: true,
    },
  },
  play: opens('750.12345679', { 'balance-cash': '750.12345678', 'balance-bonus': '0.00000001' }),
};

export const Paused: Story = {
  args: {
    player: {
      ...storyPlayer,
      user: {
        ...storyPlayer.user,
        userLimit: {
          isSelfExclusionPermanent: false,
          selfExclusion: '2099-12-07T10:15:00.000Z',
          frozenUntil: null,
        },
      },
    },
  },
  play: async (context) => {
    await opens('1,244.50', { 'balance-cash': '1,234.50' })(context);
    // No Deposit action for a paused account; the banner says until when.
    await expect(within(context.canvasElement).queryByTestId('header-deposit')).toBeNull();
    await expect(await within(context.canvasElement).findByTestId('self-exclusion-notice')).toBeVisible();
  },
};
