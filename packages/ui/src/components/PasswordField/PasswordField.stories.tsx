import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', defaultValue: 'hunter22' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 320px))', gap: 'var(--space-4)' }}
    >
      <PasswordField label="Password" />
      <PasswordField label="Shown" defaultValue="hunter22" defaultVisible />
      <PasswordField label="Too short" defaultValue="abc" error="Must be at least 6 characters" />
      <PasswordField label="Disabled" defaultValue="hunter22" disabled />
    </div>
  ),
};
