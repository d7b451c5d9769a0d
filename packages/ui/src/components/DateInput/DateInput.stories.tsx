import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { FIXED_TODAY } from '../../internal/fixtures.ts';
import { DateInput, type DateInputProps } from './DateInput.tsx';

function Controlled(props: Omit<DateInputProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <DateInput {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/DateInput',
  component: Controlled,
  args: { label: 'Date of birth', today: FIXED_TODAY, initial: '1990-05-17' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('max', '2008-11-19');
    await expect(input).toHaveAttribute('min', '1925-11-20');
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 320px))', gap: 'var(--space-4)' }}
    >
      <Controlled label="Empty" today={FIXED_TODAY} />
      <Controlled label="Valid" today={FIXED_TODAY} initial="1990-05-17" />
      <Controlled label="Too young" today={FIXED_TODAY} initial="2010-01-01" />
      <Controlled label="Locked" today={FIXED_TODAY} initial="1985-03-02" disabled />
    </div>
  ),
};
