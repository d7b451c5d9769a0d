import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FIXED_TODAY, money, sampleGuestRakebackDays, sampleRakebackDays } from '../../internal/fixtures.ts';
import { spilledDayParts } from './phoneChecks.ts';
import { RakebackCalendar, rakebackCalendarVariants } from './RakebackCalendar.tsx';

const meta = {
  title: 'Calendars/RakebackCalendar',
  component: RakebackCalendar,
  args: { today: FIXED_TODAY, days: sampleRakebackDays, currency: 'EUR', onClaim: fn() },
  argTypes: { variant: { control: 'inline-radio', options: rakebackCalendarVariants } },
} satisfies Meta<typeof RakebackCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in: today and yesterday can be claimed. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const claims = canvas.getAllByRole('button', { name: /^Claim / });
    await expect(claims).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: `Claim ${money(5.4)}` }));
    await expect(args.onClaim).toHaveBeenCalledWith(FIXED_TODAY);
    await expect(canvas.getAllByText('Play to Earn').length).toBeGreaterThan(0);
  },
};

/** Guests see a demo calendar and cannot claim (the caller gives no day the claimable state). */
export const Guest: Story = {
  args: { days: sampleGuestRakebackDays },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Claim / })).toBeNull();
  },
};

export const CarouselVariant: Story = {
  args: { variant: 'carousel', width: 940, viewAllLink: { href: '?modal=rakeback' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '?modal=rakeback');
    await expect(canvas.getAllByRole('group')).toHaveLength(sampleRakebackDays.length);
    // Issue 35: it opens on today, not on the first day of the list a week earlier.
    const today = canvasElement.querySelector('[data-relation="today"]')?.closest('[role="group"]');
    const track = today?.parentElement;
    if (!today || !track) throw new Error('no slide for today');
    const rtl = canvasElement.closest('[dir="rtl"]') !== null;
    // The carousel scrolls to today once it has measured itself: on a busy machine that lands a
    // few frames after the first render, so the check waits for it (a carousel that never gets
    // there still fails).
    await waitFor(
      async () => {
        const [slideBox, trackBox] = [today.getBoundingClientRect(), track.getBoundingClientRect()];
        const offset = rtl ? trackBox.right - slideBox.right : slideBox.left - trackBox.left;
        await expect(Math.abs(offset)).toBeLessThanOrEqual(1);
      },
      { timeout: 5_000 },
    );
  },
};

export const Matrix: Story = {};

/** The narrowest phone (issue 33): 320 px, each day a tile with its state icon and a short figure. */
export const Mobile320: Story = {
  decorators: [(Story) => <div style={{ width: '320px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The grid measures itself after the first paint; on a busy machine that is a few frames later.
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-part="compact-day"]')).toHaveLength(28),
      {
        timeout: 5_000,
      },
    );
    // No Claim button and no words in a day: the claim is one tap away, in the day's sheet.
    await expect(canvas.queryByRole('button', { name: /^Claim / })).toBeNull();
    await expect(spilledDayParts(canvasElement)).toEqual([]);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A phone's day tapped: the sheet with the full amount, claimed in one tap. */
export const MobileDaySheet: Story = {
  decorators: [(Story) => <div style={{ width: '320px' }}>{Story()}</div>],
  play: async ({ canvasElement, args }) => {
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
    const claim = within(sheet)
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-label')?.includes(money(5.4)));
    if (!claim) throw new Error('no claim in the sheet');
    await expect(claim).toBeVisible();
    await userEvent.click(claim);
    await expect(args.onClaim).toHaveBeenCalledWith(FIXED_TODAY);
    // The claim closed the sheet; open it again for the picture.
    await userEvent.click(today);
    await within(document.body).findByRole('dialog', {}, { timeout: 5_000 });
  },
};
