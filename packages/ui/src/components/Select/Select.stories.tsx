import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select.tsx';

const countries = [
  { value: 'TR', label: 'Türkiye' },
  { value: 'DE', label: 'Germany' },
  { value: 'BR', label: 'Brazil' },
  { value: 'XX', label: 'Unavailable', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Country', options: countries, placeholder: 'Select a country' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Country');
    await userEvent.selectOptions(select, 'DE');
    await expect(select).toHaveValue('DE');
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 320px))', gap: 'var(--space-4)' }}
    >
      <Select label="Empty" options={countries} placeholder="Select a country" />
      <Select label="Chosen" options={countries} defaultValue="BR" />
      <Select label="Error" options={countries} placeholder="Select a country" error="Required" />
      <Select label="Disabled" options={countries} defaultValue="TR" disabled />
    </div>
  ),
};
