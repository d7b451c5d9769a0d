import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountDisplay, amountSizes, amountTones } from './AmountDisplay.tsx';

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
