import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeFilter } from './RangeFilter.tsx';

const meta = {
  title: 'Components/RangeFilter',
  component: RangeFilter,
  args: { label: 'RTP', unit: '%', value: {}, bounds: { min: '0', max: '100' }, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '320px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a range: it goes out on Tab (blur); a minimum above the maximum is explained, not sent. */
export const Playground: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <RangeFilter
        {...args}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Minimum' });
    const max = canvas.getByRole('textbox', { name: 'Maximum' });
    await userEvent.type(min, '96,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: '96.5' });
    await userEvent.type(max, '90');
    await userEvent.tab();
    await expect(canvas.getByText('The minimum must not be above the maximum')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.clear(max);
    await userEvent.type(max, '99{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: '96.5', max: '99' });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)' }}>
      <RangeFilter
        label="RTP"
        unit="%"
        value={{ min: '96', max: '99' }}
        bounds={{ min: '0', max: '100' }}
        onChange={() => {}}
      />
      <RangeFilter label="Max multiplier" unit="×" value={{ min: '5000' }} onChange={() => {}} />
      <RangeFilter
        label="Min bet"
        unit="EUR"
        value={{}}
        bounds={{ min: '0.1', max: '100' }}
        onChange={() => {}}
      />
    </div>
  ),
};
