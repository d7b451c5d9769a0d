import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXED_TODAY, samplePromotions } from '../../internal/fixtures.ts';
import { addDaysTo } from '../../logic/calendar.ts';
import { BonusCalendarDay } from './BonusCalendarDay.tsx';

const meta = {
  title: 'Calendars/BonusCalendarDay',
  component: BonusCalendarDay,
  args: {
    day: FIXED_TODAY,
    relation: 'today',
    title: samplePromotions[FIXED_TODAY],
    moreLink: { href: '/promotions' },
  },
  argTypes: { relation: { control: 'inline-radio', options: ['past', 'today', 'future'] } },
  decorators: [(Story) => <div style={{ width: '140px' }}>{Story()}</div>],
} satisfies Meta<typeof BonusCalendarDay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today: closed gift, title cut at 35 characters plus an ellipsis, More to promotions. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Weekend Reload Bonus 50% up to €500…')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /More about/ })).toHaveAttribute('href', '/promotions');
  },
};

export const Past: Story = { args: { day: addDaysTo(FIXED_TODAY, -1), relation: 'past', title: undefined } };
export const Future: Story = {
  args: {
    day: addDaysTo(FIXED_TODAY, 1),
    relation: 'future',
    title: samplePromotions[addDaysTo(FIXED_TODAY, 1)],
  },
};
export const NoBonus: Story = {
  args: { day: addDaysTo(FIXED_TODAY, 9), relation: 'future', title: undefined },
};

export const Matrix: Story = {
  decorators: [(Story) => <div style={{ width: '600px' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 140px)', gap: 'var(--space-2)' }}>
      <BonusCalendarDay day={addDaysTo(FIXED_TODAY, -1)} relation="past" />
      <BonusCalendarDay
        day={FIXED_TODAY}
        relation="today"
        title={samplePromotions[FIXED_TODAY]}
        moreLink={{ href: '/promotions' }}
      />
      <BonusCalendarDay day={addDaysTo(FIXED_TODAY, 1)} relation="future" title="Free Spins Friday" />
      <BonusCalendarDay day={addDaysTo(FIXED_TODAY, 8)} relation="future" />
    </div>
  ),
};
