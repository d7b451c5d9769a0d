import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_TODAY, samplePromotions } from '../../internal/fixtures.ts';
import { BonusCalendar } from './BonusCalendar.tsx';
import { spilledDayParts } from './phoneChecks.ts';

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

/** The narrowest phone (issue 33): gifts in 7 columns at 320 px; words only in the day's sheet. */
export const Mobile320: Story = {
  decorators: [(Story) => <div style={{ width: '320px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    // The grid measures itself after the first paint; on a busy machine that is a few frames later.
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-part="compact-day"]')).toHaveLength(28),
      {
        timeout: 5_000,
      },
    );
    await expect(within(canvasElement).queryByText('Mystery Drop')).toBeNull();
    await expect(spilledDayParts(canvasElement)).toEqual([]);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Today tapped on a phone: the whole promotion title and More in a sheet. */
export const MobileDaySheet: Story = {
  decorators: [(Story) => <div style={{ width: '320px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const today = await waitFor(
      () => {
        const tile = canvasElement.querySelector<HTMLElement>(`[data-day="${FIXED_TODAY}"]`);
        if (!tile) throw new Error('no tile for today');
        return tile;
      },
      { timeout: 5_000 },
    );
    await userEvent.click(today);
    const sheet = await within(document.body).findByRole('dialog', {}, { timeout: 5_000 });
    await expect(within(sheet).getByText(samplePromotions[FIXED_TODAY] ?? '')).toBeVisible();
    await expect(within(sheet).getByRole('link')).toHaveAttribute('href', '/promotions');
  },
};
