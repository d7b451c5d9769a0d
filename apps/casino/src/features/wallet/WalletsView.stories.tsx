import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletSwitcherView } from './WalletSwitcher.tsx';
import { WalletsView } from './WalletsView.tsx';

const crypto = new Set(['BTC', 'USDT']);
const meta = {
  title: 'App/Wallet/WalletsView',
  component: WalletsView,
  args: {
    multiWallet: true,
    isCrypto: (code: string) => crypto.has(code),
    wallets: [
      { currencyCode: 'EUR', balance: '1250.50', bonusBalance: '25.00', isPrimary: true },
      { currencyCode: 'BTC', balance: '0.01250000', bonusBalance: '0.00000000', isPrimary: false },
      { currencyCode: 'USDT', balance: '0.00000000', bonusBalance: '0.00000000', isPrimary: false },
    ],
    openable: [
      { code: 'ETH', name: 'Ethereum' },
      { code: 'USD', name: 'US Dollar' },
    ],
    onSwitch: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof WalletsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One wallet per currency, crypto included; zero as 0.00, crypto trimmed (spec 9). */
export const MultiWallet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use BTC' }));
    await expect(args.onSwitch).toHaveBeenCalledWith('BTC');
    await expect(canvasElement.querySelector('[data-currency="BTC"] data')).toHaveTextContent('0.0125 BTC');
    await userEvent.selectOptions(canvas.getByLabelText('Currency'), 'ETH');
    await userEvent.click(canvas.getByRole('button', { name: 'Open wallet' }));
    await expect(args.onOpen).toHaveBeenCalledWith('ETH');
  },
};

export const Switching: Story = { args: { busy: 'BTC' } };

export const SwitchFailed: Story = { args: { error: 'Something went wrong. Please try again.' } };

export const SingleWallet: Story = {
  args: {
    multiWallet: false,
    wallets: [{ currencyCode: 'EUR', balance: '0.00', bonusBalance: '0.00', isPrimary: true }],
  },
};

export const HeaderSwitcher: StoryObj<typeof WalletSwitcherView> = {
  render: () => <WalletSwitcherView currencies={['EUR', 'BTC', 'USDT']} active="EUR" onSwitch={fn()} />,
};
