// The cashier's pay-out side and the player's money (issue 14) as players reach them, in every
// brand: /withdraw with what stands in the way shown before the form and a crypto withdrawal
// calculated then confirmed, the transactions and history pages, the balance page and the
// multi-wallet page, each the real page against the story back end, in its loading, failed, empty
// and filled states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PageStoryFrame } from './PageStoryFrame.tsx';
import { backToTop, pageArrives as found } from './pageStoryKit.ts';
import { storyJson, storyNeverAnswers, storyPlayer, storyRefusal } from './storyBackEnd.ts';
import { cashierAnswers, storyTransactions, storyWithdrawalStatus } from './storyCashier.ts';

const meta = {
  title: 'App/Cashier/WithdrawalAndTransactions',
  component: PageStoryFrame,
  args: { page: 'withdraw', player: storyPlayer, answers: cashierAnswers() },
  parameters: { layout: 'fullscreen' },
  afterEach: backToTop,
} satisfies Meta<typeof PageStoryFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing in the way: the withdrawal form with the methods that exist for withdrawals. */
export const WithdrawalForm: Story = {
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByTestId('withdrawal-form', undefined, found);
    await expect(form).toBeVisible();
  },
};

/** spec 8: an active bonus is explained, with the way out, before any form. */
export const ActiveBonus: Story = {
  args: {
    answers: {
      ...cashierAnswers(),
      'GET /api/user/withdraw/status': storyWithdrawalStatus([
        { code: 'ACTIVE_BONUS', bonusId: 4, bonusName: 'Welcome 100%' },
        { code: 'WAGERING_NOT_COMPLETE', wagerLeft: '320.00' },
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const restrictions = await canvas.findByTestId('withdrawal-restrictions', undefined, found);
    await expect(restrictions).toHaveTextContent('Welcome 100%');
    await expect(canvas.queryByTestId('withdrawal-form')).toBeNull();
  },
};

export const StatusLoading: Story = {
  args: { answers: { ...cashierAnswers(), 'GET /api/user/withdraw/status': storyNeverAnswers } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', undefined, found)).toBeInTheDocument();
  },
};

const statusFailed = fn(storyRefusal(500, 'INTERNAL_ERROR', 'Internal error'));

export const StatusFailed: Story = {
  args: { answers: { ...cashierAnswers(), 'GET /api/user/withdraw/status': statusFailed } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(statusFailed).toHaveBeenCalledTimes(2));
  },
};

/** /profile/transactions: every kind and status, each status a badge. */
export const Transactions: Story = {
  args: { page: 'transactions' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByTestId('transactions', undefined, found);
    await waitFor(() =>
      expect(within(list).getAllByTestId('transaction-row')).toHaveLength(storyTransactions.length),
    );
  },
};

export const TransactionsEmpty: Story = {
  args: {
    page: 'transactions',
    answers: {
      ...cashierAnswers(),
      'GET /api/user/transactions': () => storyJson({ data: { transactions: { count: 0, rows: [] } } }),
    },
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByTestId('transactions', undefined, found);
    await expect(within(list).queryAllByTestId('transaction-row')).toHaveLength(0);
  },
};

const transactionsFailed = fn(storyRefusal(500, 'INTERNAL_ERROR', 'Internal error'));

export const TransactionsFailed: Story = {
  args: {
    page: 'transactions',
    answers: { ...cashierAnswers(), 'GET /api/user/transactions': transactionsFailed },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, found);
    // The server's reason (describeError) when it gave one.
    await expect(alert).toHaveTextContent('Internal server error. Please try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(transactionsFailed).toHaveBeenCalledTimes(2));
  },
};

/** /profile2/my-history: the same list under the profile's second layout. */
export const MyHistory: Story = {
  args: { page: 'myHistory' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'My history' }, found),
    ).toBeVisible();
  },
};

const calculated = fn(() =>
  storyJson({
    data: { amount: '20.00', fee: '0.20', netAmount: '19.80', currencyCode: 'EUR', balanceAfter: '1214.50' },
  }),
);
const confirmed = fn(() =>
  storyJson({
    data: {
      transactionId: 'w-7c1e-story',
      status: 'pending',
      amount: '20.00',
      fee: '0.20',
      netAmount: '19.80',
      balance: '1214.50',
    },
  }),
);

/** A crypto withdrawal: network, address and amount; Calculate shows fee and net; Confirm sends it once. */
export const CryptoCalculateThenConfirm: Story = {
  args: {
    answers: {
      ...cashierAnswers(),
      'POST /api/user/withdraw/calculate': calculated,
      'POST /api/user/withdraw/confirm': confirmed,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByTestId('withdrawal-form', undefined, found));
    await userEvent.selectOptions(form.getByLabelText('Withdrawal method'), 'Tether');
    await userEvent.selectOptions(await form.findByLabelText('Network'), 'TRC20');
    await userEvent.type(form.getByLabelText('Wallet address'), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await userEvent.type(form.getByLabelText('Amount'), '20');
    await userEvent.click(form.getByRole('button', { name: 'Calculate withdrawal' }));
    const summary = await form.findByTestId('withdrawal-summary', undefined, found);
    await expect(within(summary).getByTestId('withdrawal-net')).toHaveTextContent(/19\.80|١٩٫٨٠/);
    await userEvent.dblClick(form.getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(await canvas.findByTestId('withdrawal-success', undefined, found)).toBeVisible();
    await expect(confirmed).toHaveBeenCalledOnce();
  },
};

/** /profile2/balance: real, bonus and total money, and what the server lets the player withdraw. */
export const Balance: Story = {
  args: { page: 'balance' },
  play: async ({ canvasElement }) => {
    const view = within(await within(canvasElement).findByTestId('balance-view', undefined, found));
    await waitFor(() => expect(view.getByTestId('withdrawable-balance')).toBeVisible());
  },
};

const multiWalletPlayer = {
  ...storyPlayer,
  wallet: {
    ...storyPlayer.wallet,
    wallets: [
      { currencyCode: 'EUR', balance: '1234.50', bonusBalance: '10.00', isPrimary: true },
      { currencyCode: 'BTC', balance: '0.00420000', bonusBalance: '0', isPrimary: false },
    ],
  },
};

/** /Wallet with useMultiWallet on: one wallet per currency (crypto included), the active one marked. */
export const Wallets: Story = {
  args: { page: 'wallet', player: multiWalletPlayer, settings2: { useMultiWallet: true } },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByTestId('wallets', undefined, found);
    await waitFor(() => expect(within(list).getAllByTestId('wallet')).toHaveLength(2));
  },
};
