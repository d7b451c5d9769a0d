import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FIXED_TODAY, samplePromotions } from '../../internal/fixtures.ts';
import { BonusCalendar } from './BonusCalendar.tsx';

const meta = {
  title: 'Calendars/BonusCalendar',
  component: BonusCalendar,
  args: { today: FIXED_TODAY, promotions: samplePromotions, moreLink: { href: '/promotions' } },
} satisfies Meta<typeof BonusCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Past days opened, today with More, the next 6 days with their promotion titles. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Opened' })).toHaveLength(3);
    await expect(canvas.getAllByRole('link', { name: /More about/ })).toHaveLength(1);
    await expect(canvas.getByText('Mystery Drop')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { promotions: {} } };

export const Matrix: Story = {};
