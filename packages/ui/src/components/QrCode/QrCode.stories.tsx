import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode, qrErrorLevels } from './QrCode.tsx';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: {
    value: 'bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    label: 'QR code for the deposit address',
    caption: true,
  },
  argTypes: { level: { control: 'inline-radio', options: qrErrorLevels } },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'QR code for the deposit address' }),
    ).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'flex-start' }}>
      {qrErrorLevels.map((level) => (
        <QrCode
          key={level}
          value={args.value}
          label={`QR code, error correction ${level}`}
          level={level}
          size={120}
        />
      ))}
    </div>
  ),
};
