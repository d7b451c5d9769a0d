import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceView } from './BalanceView.tsx';

const meta = {
  title: 'App/Profile/BalanceView',
  component: BalanceView,
  args: { balance: 1234.5, bonusBalance: 10, totalBalance: 1244.5, currency: 'EUR', crypto: false },
} satisfies Meta<typeof BalanceView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 9: two decimals. */
export const Fiat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('wallet-balance').querySelector('data')).toHaveAttribute(
      'value',
      '1234.5',
    );
    await expect(canvas.getByTestId('total-balance').querySelector('data')).toHaveAttribute(
      'value',
      '1244.5',
    );
    // English writes it €1,234.50; other locales their own way.
    if ((document.documentElement.lang || 'en') === 'en')
      await expect(canvas.getByTestId('wallet-balance')).toHaveTextContent('€1,234.50');
  },
};

/** spec 9: zero shows as 0.00. */
export const Empty: Story = { args: { balance: 0, bonusBalance: 0, totalBalance: 0 } };

/** spec 9: up to 8 decimals for crypto, trailing zeros trimmed. */
export const Crypto: Story = {
  args: { balance: 0.0123, bonusBalance: 0, totalBalance: 0.0123, currency: 'USDT', crypto: true },
};

/** With what the player may withdraw now (the server's withdrawal status). */
export const WithWithdrawable: Story = {
  args: { balance: '120.00', bonusBalance: '15.00', totalBalance: '135.00', withdrawable: '0.00' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByTestId('withdrawable-balance').querySelector('data'),
    ).toHaveAttribute('value', '0.00');
  },
};
