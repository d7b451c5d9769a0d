import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountDisplay, amountSizes, amountTones } from './AmountDisplay.tsx';
import { CurrencyListProvider } from './CurrencyList.tsx';

const meta = {
  title: 'Components/AmountDisplay',
  component: AmountDisplay,
  args: { value: 1234.5, currency: 'EUR', crypto: false, size: 'medium', tone: 'default' },
  argTypes: {
    size: { control: 'inline-radio', options: amountSizes },
    tone: { control: 'inline-radio', options: amountTones },
  },
} satisfies Meta<typeof AmountDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const ar = canvasElement.closest('[dir="rtl"]') !== null;
    if (!ar) await expect(within(canvasElement).getByText('€1,234.50')).toBeInTheDocument();
  },
};

export const Crypto: Story = { args: { value: 0.00012, currency: 'BTC', crypto: true } };
export const Zero: Story = { args: { value: 0 } };

/** A back end's list with an operator token of 4 decimals beside the usual crypto codes. */
const currencyList = [
  { code: 'USDT', symbol: '₮', isCrypto: true, decimals: 8 },
  { code: 'BTC', symbol: '₿', isCrypto: true, decimals: 8 },
  { code: 'GEM', symbol: 'G', isCrypto: true, decimals: 4 },
];

/**
 * Codes `Intl` does not know as currencies (issue 29: a USDT wallet once broke every page), with no
 * crypto flag from the caller: the code decides, the currency list gives the decimals.
 */
export const CryptoCodes: Story = {
  render: () => (
    <CurrencyListProvider currencies={currencyList}>
      <div style={{ display: 'grid', gap: 'var(--space-2)', justifyItems: 'start' }}>
        <AmountDisplay value="750.12345678" currency="USDT" />
        <AmountDisplay value="-0.00012000" currency="BTC" />
        <AmountDisplay value="1.23456789" currency="GEM" />
        <AmountDisplay value="1500" currency="TRX" size="large" />
      </div>
    </CurrencyListProvider>
  ),
  play: async ({ canvasElement }) => {
    const texts = [...canvasElement.querySelectorAll('data')].map((element) => element.textContent);
    // Every code named, no error and no currency-style "BTC 0.00".
    await expect(texts.every((text, i) => text?.endsWith(['USDT', 'BTC', 'GEM', 'TRX'][i] ?? ''))).toBe(true);
    if (canvasElement.closest('[dir="rtl"]') === null)
      await expect(texts).toEqual(['750.12345678 USDT', '-0.00012 BTC', '1.2346 GEM', '1,500 TRX']);
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, auto)',
        gap: 'var(--space-3)',
        justifyContent: 'start',
      }}
    >
      {amountSizes.map((size) =>
        amountTones.map((tone) => (
          <AmountDisplay key={`${size}${tone}`} value={25} currency="EUR" size={size} tone={tone} />
        )),
      )}
      <AmountDisplay value={0} currency="EUR" />
      <AmountDisplay value={0} currency="BTC" crypto />
      <AmountDisplay value={1.5} currency="ETH" crypto />
      <AmountDisplay value={98765.4321} currency="TRY" />
    </div>
  ),
};
