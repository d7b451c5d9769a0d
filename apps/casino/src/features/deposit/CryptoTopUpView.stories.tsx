import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CryptoTopUpView } from './CryptoTopUp.tsx';
import { storyNetworks } from './storyData.ts';

const meta = {
  title: 'App/Deposit/CryptoTopUp',
  component: CryptoTopUpView,
  args: {
    networks: storyNetworks,
    network: 'TRC20',
    onNetwork: fn(),
    loading: false,
    address: {
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      network: 'TRC20',
      currencyCode: 'USDT',
      minDeposit: 5,
      qrText: 'usdt:TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    },
  },
} satisfies Meta<typeof CryptoTopUpView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Address: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('crypto-address')).toHaveTextContent(
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    );
    await expect(canvas.getByRole('img', { name: /Tron \(TRC20\)/ })).toBeVisible();
    await expect(canvas.getByTestId('network-warning')).toHaveTextContent('Tron (TRC20)');
    await expect(canvas.getByTestId('minimum-warning')).toHaveTextContent('5 USDT');
    await expect(canvas.getByRole('button', { name: 'Copy address' })).toBeVisible();
  },
};

export const Loading: Story = { args: { address: undefined, loading: true } };

export const Failed: Story = { args: { address: undefined, error: 'Deposit error' } };
