import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { textFieldTypes } from './TextField.props.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', placeholder: 'name@example.com' },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await userEvent.type(input, 'player@example.com');
    await expect(input).toHaveValue('player@example.com');
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 320px))', gap: 'var(--space-4)' }}
    >
      <TextField label="First name" placeholder="Jane" />
      <TextField label="Last name" defaultValue="Doe" />
      <TextField label="E-mail" type="email" defaultValue="not-an-email" error="Invalid format" />
      <TextField label="City" hint="As on your proof of address" defaultValue="Ankara" />
      <TextField label="Verified e-mail" type="email" defaultValue="jane@example.com" disabled />
      <TextField label="Postal code" required placeholder="34000" />
    </div>
  ),
};
