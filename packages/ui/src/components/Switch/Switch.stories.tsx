import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { switchSizes } from './Switch.props.ts';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Ghost mode', description: 'Hide my name in the feeds others see', onCheckedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: switchSizes } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Ghost mode' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'false');
  },
};

/** Every size, off, on, disabled. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-3)', maxWidth: 420 }}>
      {switchSizes.map((size) => (
        <div key={size} style={{ display: 'grid', gap: 'var(--space-3)' }}>
          <Switch size={size} label={`Off (${size})`} />
          <Switch size={size} label={`On (${size})`} defaultChecked />
          <Switch size={size} label={`Disabled (${size})`} disabled />
          <Switch size={size} label={`Disabled and on (${size})`} disabled defaultChecked />
        </div>
      ))}
      <Switch label="With a description" description="What the setting does, in one line" defaultChecked />
    </div>
  ),
};
