import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FIXED_TODAY, money } from '../../internal/fixtures.ts';
import { rakebackDayStates } from '../../logic/rakeback.ts';
import { RakebackDay } from './RakebackDay.tsx';

const meta = {
  title: 'Calendars/RakebackDay',
  component: RakebackDay,
  args: { day: FIXED_TODAY, state: 'claimable', amount: 5.4, currency: 'EUR', isToday: true, onClaim: fn() },
  argTypes: { state: { control: 'select', options: rakebackDayStates } },
  decorators: [(Story) => <div style={{ width: '140px' }}>{Story()}</div>],
} satisfies Meta<typeof RakebackDay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Claim ${money(5.4)}` }));
    await expect(args.onClaim).toHaveBeenCalledTimes(1);
  },
};

export const Claiming: Story = { args: { claiming: true } };

/** Every state: claimed, not claimed, claimable, locked future, Play to Earn. */
export const Matrix: Story = {
  decorators: [(Story) => <div style={{ width: '800px' }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 140px)', gap: 'var(--space-2)' }}>
      {rakebackDayStates.map((state) => (
        <RakebackDay key={state} {...args} state={state} isToday={state === 'claimable'} />
      ))}
    </div>
  ),
};
