import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { money } from '../../internal/fixtures.ts';
import { AmountStepper } from './AmountStepper.tsx';

const meta = {
  title: 'Forms/AmountStepper',
  component: AmountStepper,
  args: { currency: 'EUR', onChange: fn() },
} satisfies Meta<typeof AmountStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 4: starts at 25; +1 below 30, +5 from 30; −5 above 30, −1 down to 0; reset to 25; quick amounts. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Amount');
    const up = canvas.getByRole('button', { name: 'Increase amount' });
    const down = canvas.getByRole('button', { name: 'Decrease amount' });
    await expect(amount).toHaveValue('25');
    for (let i = 0; i < 5; i += 1) await userEvent.click(up);
    await expect(amount).toHaveValue('30');
    await userEvent.click(up);
    await expect(amount).toHaveValue('35');
    await userEvent.click(down);
    await userEvent.click(down);
    await expect(amount).toHaveValue('29');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(amount).toHaveValue('25');
    await userEvent.click(canvas.getByRole('button', { name: money(100) }));
    await expect(amount).toHaveValue('100');
    await expect(canvas.getByRole('button', { name: money(100) })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

export const NeverBelowZero: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const down = canvas.getByRole('button', { name: 'Decrease amount' });
    await userEvent.click(down);
    await expect(canvas.getByLabelText('Amount')).toHaveValue('0');
    await expect(down).toBeDisabled();
    await expect(canvas.getByText('Amount must be above 0')).toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 420px))', gap: 'var(--space-5)' }}
    >
      <AmountStepper currency="EUR" label="Default (25)" />
      <AmountStepper currency="TRY" label="Quick amount chosen" defaultValue={50} />
      <AmountStepper currency="EUR" label="Below provider minimum" defaultValue={3} min={5} max={100000} />
      <AmountStepper currency="EUR" label="Disabled" disabled />
    </div>
  ),
};
