import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXED_TODAY, longDate, monthName, plainNumber } from '../../internal/fixtures.ts';
import { BirthdayPicker, type BirthdayPickerProps } from './BirthdayPicker.tsx';

function Controlled(props: Omit<BirthdayPickerProps, 'onChange'> & { onChange?: (value: string) => void }) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ minHeight: '320px', maxWidth: '360px' }}>
      <BirthdayPicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <p style={{ marginTop: 'var(--space-6)' }}>Outside the picker</p>
    </div>
  );
}

const meta = {
  title: 'Forms/BirthdayPicker',
  component: Controlled,
  args: { today: FIXED_TODAY, onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults to today 18 years ago; picking updates the value; a click outside closes and commits. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Date of birth/ });
    await expect(trigger).toHaveTextContent(longDate('2008-11-19'));
    await userEvent.click(trigger);
    const years = canvas.getByRole('listbox', { name: 'Year' });
    await expect(within(years).getAllByRole('option')).toHaveLength(100);
    await userEvent.click(within(years).getByRole('option', { name: plainNumber(1990) }));
    await userEvent.click(
      within(canvas.getByRole('listbox', { name: 'Month' })).getByRole('option', { name: monthName(2) }),
    );
    await userEvent.click(
      within(canvas.getByRole('listbox', { name: 'Day' })).getByRole('option', { name: plainNumber(3) }),
    );
    await expect(trigger).toHaveTextContent(longDate('1990-02-03'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText('Outside the picker'));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(args.onChange).toHaveBeenCalledWith('1990-02-03');
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Date of birth/ });
    await userEvent.click(trigger);
    await userEvent.tab();
    await expect(canvas.getByRole('listbox', { name: 'Day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(trigger).toHaveTextContent(longDate('2008-11-21'));
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveTextContent(longDate('2008-11-19'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { defaultOpen: true, value: '1992-07-14' } };

export const Matrix: Story = {
  render: () => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 360px))', gap: 'var(--space-4)' }}
    >
      <BirthdayPicker today={FIXED_TODAY} onChange={() => {}} label="Default" />
      <BirthdayPicker today={FIXED_TODAY} onChange={() => {}} label="Chosen" value="1979-12-31" />
      <BirthdayPicker
        today={FIXED_TODAY}
        onChange={() => {}}
        label="Error"
        error="You must be at least 18 years old"
      />
      <BirthdayPicker today={FIXED_TODAY} onChange={() => {}} label="Locked" value="1985-03-02" disabled />
    </div>
  ),
};
