import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips } from './FilterChips.tsx';

const chips = [
  { id: 'provider:aurora', label: 'Aurora Gaming' },
  { id: 'provider:playline', label: 'Playline' },
  { id: 'rtp', label: 'RTP 96–99 %' },
  { id: 'multiplier', label: 'Max ×5,000+' },
];

const meta = {
  title: 'Components/FilterChips',
  component: FilterChips,
  args: { chips, onRemove: fn(), onClearAll: fn() },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Remove chips with the keyboard one after another; Clear all empties the list. */
export const Playground: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(args.chips);
    return (
      <FilterChips
        {...args}
        chips={active}
        onRemove={(id) => {
          args.onRemove(id);
          setActive((old) => old.filter((chip) => chip.id !== id));
        }}
        onClearAll={() => {
          args.onClearAll();
          setActive([]);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove filter: Playline' }));
    await expect(args.onRemove).toHaveBeenCalledWith('provider:playline');
    await expect(canvas.getByRole('button', { name: 'Remove filter: RTP 96–99 %' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-4)', maxWidth: '420px' }}>
      <FilterChips chips={chips.slice(0, 1)} onRemove={() => {}} onClearAll={() => {}} />
      <FilterChips chips={chips} onRemove={() => {}} onClearAll={() => {}} />
    </div>
  ),
};
