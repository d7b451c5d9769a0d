import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spinnerSizes } from './Spinner.props.ts';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'flex', gap: 'var(--space-4)', alignItems: 'center', color: 'var(--color-accent)' }}
    >
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
};
