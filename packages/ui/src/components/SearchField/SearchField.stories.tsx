import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleGames } from '../../internal/gameFixtures.ts';
import { SearchField } from './SearchField.tsx';

const games = sampleGames(40);
const matches = (query: string) =>
  games.filter((game) => game.name.toLowerCase().includes(query.toLowerCase())).length;

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: {
    label: 'Search games',
    value: '',
    placeholder: 'Game or provider',
    debounceMs: 250,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '420px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing sends one query after the pause; the count follows; clear sends "" at once. */
export const Playground: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState(args.value);
    return (
      <SearchField
        {...args}
        value={query}
        resultCount={query ? matches(query) : undefined}
        onChange={(next) => {
          args.onChange(next);
          setQuery(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, 'gold');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('gold'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(`${matches('gold')} results`)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    box.blur();
  },
};

export const WithQuery: Story = {
  args: { value: 'Lucky', resultCount: 3 },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { value: 'zzz', resultCount: 0 },
};
