import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FeedRow } from './feedRows.ts';
import { GhostModeToggleView } from './GhostModeToggle.tsx';
import { TopWinsView } from './TopWinsView.tsx';

const rows: FeedRow[] = [
  {
    id: 12,
    nickname: 'LuckyAda',
    gameName: 'Reference Fruits',
    amount: '2.00',
    win: '200.00',
    multiplier: 100,
    currencyCode: 'EUR',
  },
  {
    id: 11,
    nickname: 'Hidden',
    gameName: 'Reference Fruits',
    amount: '150.00',
    win: '0.00',
    multiplier: 0,
    currencyCode: 'EUR',
  },
  {
    id: 10,
    nickname: 'satoshi_fan',
    gameName: 'Lightning Roulette',
    amount: '0.00150000',
    win: '0.00450000',
    multiplier: 3,
    currencyCode: 'BTC',
  },
  {
    id: 9,
    nickname: 'a-very-long-nickname-that-does-not-fit',
    gameName: 'Book of Reference',
    amount: '1.00',
    win: '12.50',
    multiplier: 12.5,
    currencyCode: 'EUR',
  },
];

const meta = {
  title: 'App/TopWins/TopWinsView',
  component: TopWinsView,
  args: {
    tab: 'all',
    onTabChange: fn(),
    showMyTab: false,
    rows,
    state: 'ready',
    onRetry: fn(),
    onEngagedChange: fn(),
  },
  argTypes: {
    tab: { control: 'inline-radio', options: ['my', 'all', 'high-rollers', 'multiplier'] },
    state: { control: 'inline-radio', options: ['loading', 'failed', 'ready'] },
  },
} satisfies Meta<typeof TopWinsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's table: three tabs (no My Wins), the latest bets. */
export const Guest: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    await expect(canvas.getAllByTestId('top-wins-row')).toHaveLength(rows.length);
    await userEvent.click(canvas.getAllByRole('tab')[2] as HTMLElement);
    await expect(args.onTabChange).toHaveBeenCalledWith('multiplier');
  },
};

/** A player in ghost mode, on their own tab: four tabs and the notice. */
export const PlayerInGhostMode: Story = {
  args: { showMyTab: true, tab: 'my', ghostMode: true, rows: rows.slice(1, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')).toHaveLength(4);
    await expect(canvas.getByTestId('top-wins-ghost')).toBeVisible();
  },
};

/** Hovered: the owner is told, and shows the table held. */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.hover(within(canvasElement).getByTestId('top-wins-table'));
    await expect(args.onEngagedChange).toHaveBeenCalledWith(true);
  },
};

/** Rows that arrived live slide in (still under reduced motion and in the screenshots). */
export const FreshRows: Story = { args: { freshIds: new Set([12]) } };

export const Loading: Story = { args: { state: 'loading' } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  args: { state: 'failed', error: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const GhostModeOff: StoryObj<typeof GhostModeToggleView> = {
  render: (args) => <GhostModeToggleView {...args} />,
  args: { enabled: false, saving: false, onChange: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('switch'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const GhostModeOn: StoryObj<typeof GhostModeToggleView> = {
  render: (args) => <GhostModeToggleView {...args} />,
  args: { enabled: true, saving: false, onChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

export const GhostModeFailed: StoryObj<typeof GhostModeToggleView> = {
  render: (args) => <GhostModeToggleView {...args} />,
  args: { enabled: false, saving: false, error: 'Something went wrong. Please try again.', onChange: fn() },
};
