import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pager } from './Pager.tsx';

const meta = {
  title: 'App/Promotions/Pager',
  component: Pager,
  args: { page: 2, pages: 5, onPage: fn() },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Between the first and the last page: both ways open; each asks for its neighbour. */
export const MiddlePage: Story = {
  play: async ({ canvasElement, args }) => {
    const [previous, next] = within(canvasElement).getAllByRole('button');
    await expect(previous).toBeEnabled();
    await expect(next).toBeEnabled();
    await userEvent.click(next as HTMLElement);
    await expect(args.onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(previous as HTMLElement);
    await expect(args.onPage).toHaveBeenLastCalledWith(1);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const [previous, next] = within(canvasElement).getAllByRole('button');
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const [previous, next] = within(canvasElement).getAllByRole('button');
    await expect(previous).toBeEnabled();
    await expect(next).toBeDisabled();
  },
};

/** One page only: no pager at all. */
export const SinglePage: Story = {
  args: { page: 1, pages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
