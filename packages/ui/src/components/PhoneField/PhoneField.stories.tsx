import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCountryCodes } from '../../internal/fixtures.ts';
import { PhoneField, type PhoneFieldProps, type PhoneValue } from './PhoneField.tsx';

function Controlled(props: Omit<PhoneFieldProps, 'value' | 'onChange'> & { initial?: PhoneValue }) {
  const [value, setValue] = useState<PhoneValue>(props.initial ?? { dialCode: '+90', number: '' });
  return <PhoneField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/PhoneField',
  component: Controlled,
  args: { label: 'Phone', codes: sampleCountryCodes, maxDigits: 10 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Phone');
    await userEvent.type(input, '5a3-2 1x');
    await expect(input).toHaveValue('5321');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country code' }), '+49');
    await expect(canvas.getByRole('combobox', { name: 'Country code' })).toHaveValue('+49');
  },
};

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 360px))', gap: 'var(--space-4)' }}
    >
      <Controlled label="Empty" codes={sampleCountryCodes} />
      <Controlled
        label="Filled"
        codes={sampleCountryCodes}
        initial={{ dialCode: '+44', number: '7700900123' }}
      />
      <Controlled
        label="Too short"
        codes={sampleCountryCodes}
        initial={{ dialCode: '+90', number: '53' }}
        error="Number is too short"
      />
      <Controlled
        label="Locked"
        codes={sampleCountryCodes}
        initial={{ dialCode: '+91', number: '9876543210' }}
        disabled
      />
    </div>
  ),
};
