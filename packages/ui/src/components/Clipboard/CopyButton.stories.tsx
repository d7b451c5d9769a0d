import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyButton } from './CopyButton.tsx';
import { stubClipboard } from './clipboardStub.ts';

let clipboard: ReturnType<typeof stubClipboard>;

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: { value: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', onCopied: fn() },
  beforeEach: () => {
    clipboard = stubClipboard({});
    return () => clipboard.restore();
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Copied')).toBeInTheDocument();
    await expect(clipboard.written).toEqual([args.value]);
    await expect(args.onCopied).toHaveBeenCalledTimes(1);
  },
};

export const CopyFails: Story = {
  beforeEach: () => {
    clipboard.restore();
    clipboard = stubClipboard({ failWrite: true });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Unable to copy to clipboard')).toBeInTheDocument();
  },
};

export const IconOnly: Story = { args: { iconOnly: true, label: 'Copy wallet address' } };

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <CopyButton {...args} />
      <CopyButton {...args} kind="outline" />
      <CopyButton {...args} iconOnly label="Copy wallet address" />
    </div>
  ),
};
