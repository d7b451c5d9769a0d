import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXED_NOW } from '../../internal/fixtures.ts';
import { Countdown } from './Countdown.tsx';

const fixedClock = () => FIXED_NOW;

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { mode: 'half-hour', now: fixedClock },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To the next :00 or :30 (spec 4): at 14:12:30 that is 17:30. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('17:30');
  },
};

export const ToTarget: Story = {
  args: { mode: 'target', target: new Date(FIXED_NOW.getTime() + 2 * 3600_000 + 5 * 60_000 + 9_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('2:05:09');
  },
};

export const Finished: Story = { args: { mode: 'target', target: new Date(FIXED_NOW.getTime() - 1000) } };

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
      <span>
        Claim in <Countdown mode="half-hour" now={fixedClock} />
      </span>
      <span>
        Race ends in <Countdown target={new Date(FIXED_NOW.getTime() + 59_000)} now={fixedClock} />
      </span>
      <span>
        Tournament starts in{' '}
        <Countdown target={new Date(FIXED_NOW.getTime() + 3 * 3600_000)} now={fixedClock} />
      </span>
    </div>
  ),
};
