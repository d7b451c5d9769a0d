import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stubClipboard } from './clipboardStub.ts';
import { PasteButton } from './PasteButton.tsx';

let clipboard: ReturnType<typeof stubClipboard>;

const meta = {
  title: 'Components/PasteButton',
  component: PasteButton,
  args: { onPaste: fn() },
  beforeEach: () => {
    clipboard = stubClipboard({ text: 'TRC20-address-123' });
    return () => clipboard.restore();
  },
} satisfies Meta<typeof PasteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Paste' }));
    await expect(args.onPaste).toHaveBeenCalledWith('TRC20-address-123');
  },
};

/** A refused or unsupported clipboard: 'Unable to read from clipboard'. */
export const ReadFails: Story = {
  beforeEach: () => {
    clipboard.restore();
    clipboard = stubClipboard({ failRead: true });
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Paste' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to read from clipboard');
    await expect(args.onPaste).not.toHaveBeenCalled();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <PasteButton {...args} />
      <PasteButton {...args} iconOnly label="Paste wallet address" />
    </div>
  ),
};
