import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioGroupProps, radioOrientations } from './RadioGroup.tsx';

const genders = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

function Controlled(props: Omit<RadioGroupProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial);
  return <RadioGroup {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/RadioGroup',
  component: Controlled,
  args: { legend: 'Gender', name: 'gender', options: genders },
  argTypes: { orientation: { control: 'inline-radio', options: radioOrientations } },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Male' }));
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Other' })).toBeChecked();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-5)' }}>
      <Controlled legend="Horizontal" name="h" options={genders} initial="female" />
      <Controlled legend="Vertical" name="v" options={genders} orientation="vertical" initial="other" />
      <Controlled legend="With error" name="e" options={genders} error="Required" />
      <Controlled legend="Disabled" name="d" options={genders} initial="male" disabled />
    </div>
  ),
};
