import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SlotBoundary } from './SlotBoundary.tsx';

function Broken(): never {
  throw new Error('A widget that cannot render');
}

const meta = {
  title: 'App/Shell/SlotBoundary',
  component: SlotBoundary,
  args: { name: 'profileMenu/accumulator', children: <Broken /> },
} satisfies Meta<typeof SlotBoundary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One slot contribution failed: its place says so with a retry; everything around it stays. */
export const Failed: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', maxWidth: '20rem' }}>
      <strong>Account</strong>
      <SlotBoundary {...args} />
      <span>My wallets</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This part could not be shown.');
    await expect(canvas.getByText('My wallets')).toBeVisible();
    // Retrying a contribution that still fails shows the same small state again, not a blank.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
