import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressSizes, progressTones } from './ProgressBar.tsx';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: {
    label: 'Wagering',
    value: 120,
    max: 500,
    valueText: '€120.00 of €500.00',
    tone: 'accent',
    size: 'medium',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: progressTones },
    size: { control: 'inline-radio', options: progressSizes },
  },
  decorators: [(Story) => <div style={{ maxWidth: '420px' }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Wagering' });
    await expect(bar).toHaveAttribute('aria-valuenow', '120');
    await expect(bar).toHaveAttribute('aria-valuetext', '€120.00 of €500.00');
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      {progressTones.map((tone) =>
        progressSizes.map((size) => (
          <ProgressBar
            key={`${tone}${size}`}
            label={`VIP level (${tone}, ${size})`}
            value={65}
            tone={tone}
            size={size}
            valueText="65%"
          />
        )),
      )}
      <ProgressBar label="Empty" value={0} valueText="0%" />
      <ProgressBar label="Complete" value={500} max={500} valueText="Done" tone="success" />
    </div>
  ),
};
