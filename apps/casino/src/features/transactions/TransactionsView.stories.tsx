import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type TransactionRow, TransactionsView } from './TransactionsView.tsx';
import { transactionStatuses } from './transactionFilters.ts';

const types = ['deposit', 'withdrawal', 'bet', 'win', 'bonus', 'rakeback', 'coupon', 'accumulator'];
const rows: TransactionRow[] = transactionStatuses.map((status, index) => ({
  id: index + 1,
  transactionId: `7f3c9a${index}0-1b2c-4d5e-8f90-a1b2c3d4e5f6`,
  type: types[index] ?? 'deposit',
  status,
  amount: index === 3 ? '0.00125000' : `${(index + 1) * 12}.50`,
  currencyCode: index === 3 ? 'BTC' : 'EUR',
  createdAt: `2026-11-${String(20 - index).padStart(2, '0')}T10:${String(index * 7).padStart(2, '0')}:00.000Z`,
}));

const meta = {
  title: 'App/Transactions/TransactionsView',
  component: TransactionsView,
  args: {
    rows,
    count: 45,
    filters: { page: 1 },
    onFiltersChange: fn(),
    isCrypto: (code: string) => code === 'BTC',
  },
} satisfies Meta<typeof TransactionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every status of spec 3 as a badge; amounts per currency (crypto up to 8 decimals, trimmed). */
export const EveryStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('transaction-row')).toHaveLength(8);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'pending');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ page: 1, status: 'pending', type: undefined });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ page: 2 });
  },
};

export const Filtered: Story = {
  args: { rows: rows.slice(1, 2), count: 1, filters: { type: 'withdrawal', status: 'pending', page: 1 } },
};

export const NothingMatches: Story = {
  args: { rows: [], count: 0, filters: { type: 'bonus', page: 1 } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ page: 1 });
  },
};

export const Empty: Story = { args: { rows: [], count: 0 } };

/** A pending withdrawal shows where it is paid to, masked as the server sends it (issue 35). */
export const PendingWithdrawalDestination: Story = {
  args: {
    count: 2,
    rows: [
      {
        id: 1,
        transactionId: '5a1e0c2d-1b2c-4d5e-8f90-a1b2c3d4e5f6',
        type: 'withdrawal',
        status: 'pending',
        amount: '-20.00',
        currencyCode: 'EUR',
        createdAt: '2026-11-20T10:00:00.000Z',
        destination: { scheme: 'sepa', label: 'MT •••• 001S' },
      },
      {
        id: 2,
        transactionId: '6b2f1d3e-1b2c-4d5e-8f90-a1b2c3d4e5f6',
        type: 'withdrawal',
        status: 'pending',
        amount: '-10.00',
        currencyCode: 'EUR',
        createdAt: '2026-11-19T10:00:00.000Z',
        destination: { scheme: 'card', label: '•••• 4242' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const destinations = within(canvasElement).getAllByTestId('transaction-destination');
    await expect(destinations[0]).toHaveTextContent('To MT •••• 001S');
  },
};
