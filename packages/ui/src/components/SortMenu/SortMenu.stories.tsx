import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { GameSortKey } from './SortMenu.props.ts';
import { SortMenu, useGameSortOptions } from './SortMenu.tsx';

const meta = {
  title: 'Components/SortMenu',
  component: SortMenu,
  args: {
    value: 'popular',
    onChange: fn(),
    options: [
      { value: 'popular', label: 'Popular' },
      { value: 'newest', label: 'Newest' },
      { value: 'az', label: 'A–Z' },
      { value: 'rtp', label: 'RTP' },
    ],
  },
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lobby's four orders in the player's language (`useGameSortOptions`). */
export const Playground: Story = {
  render: function Render(args) {
    const options = useGameSortOptions();
    const [value, setValue] = useState<GameSortKey>('popular');
    return (
      <SortMenu
        options={options}
        value={value}
        onChange={(next) => {
          args.onChange(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('popular');
    await userEvent.selectOptions(select, 'newest');
    await expect(args.onChange).toHaveBeenCalledWith('newest');
    await expect(select).toHaveValue('newest');
  },
};

/** Options are the caller's: here only two, with its own label. */
export const CustomOptions: Story = {
  args: {
    label: 'Order',
    value: 'rtp',
    options: [
      { value: 'rtp', label: 'Highest RTP' },
      { value: 'az', label: 'Name' },
    ],
  },
};
