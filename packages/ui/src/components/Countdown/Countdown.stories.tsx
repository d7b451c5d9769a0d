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

const english = (canvasElement: HTMLElement) => canvasElement.closest('[dir="rtl"]') === null;

/** To the next :00 or :30 (spec 4): at 14:12:30 that is 17 min 30 sec, with its units. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveAttribute('datetime', 'P0DT0H17M30S');
    if (english(canvasElement)) await expect(timer).toHaveTextContent('17 min 30 sec');
  },
};

export const ToTarget: Story = {
  args: { mode: 'target', target: new Date(FIXED_NOW.getTime() + 2 * 3600_000 + 5 * 60_000 + 9_000) },
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveAttribute('datetime', 'P0DT2H5M9S');
    if (english(canvasElement)) await expect(timer).toHaveTextContent('2 hr 5 min');
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
      <span>
        Expires in{' '}
        <Countdown
          target={new Date(FIXED_NOW.getTime() + (4 * 24 + 23) * 3600_000 + 40 * 60_000)}
          now={fixedClock}
        />
      </span>
    </div>
  ),
};
