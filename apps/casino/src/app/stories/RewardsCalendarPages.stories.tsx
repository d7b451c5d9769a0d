// The rewards calendars as the app wires them, in the states that do not depend on the day they
// are looked at, on the story back end: the bonus calendar and the player's rakeback calendar
// loading and failed, the rakeback calendar a brand switched off, and the profile's calendar
// button. The calendars' day states themselves (each day kind, today's cut title, the carousel)
// are the design system's Calendar stories, drawn on a fixed today.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BonusCalendarView } from '../../features/rewards-calendar/BonusCalendarModal.tsx';
import { ProfileCalendarButton } from '../../features/rewards-calendar/ProfileCalendarButton.tsx';
import { RakebackCalendarPanel } from '../../features/rewards-calendar/RakebackCalendarPanel.tsx';
import { ShellStoryFrame, type ShellStoryProps } from './ShellStoryFrame.tsx';
import { storyFailure, storyNeverAnswers, storyPlayer } from './storyBackEnd.ts';

const parts = {
  BonusCalendar: () => <BonusCalendarView />,
  RakebackGrid: () => <RakebackCalendarPanel variant="grid" />,
  RakebackCarousel: () => <RakebackCalendarPanel variant="carousel" />,
  ProfileCalendarButton,
} as const;

function RewardsStory({ part, ...frame }: Omit<ShellStoryProps, 'children'> & { part: keyof typeof parts }) {
  const Part = parts[part];
  return (
    <ShellStoryFrame {...frame}>
      <Part />
    </ShellStoryFrame>
  );
}

const meta = {
  title: 'App/RewardsCalendar/Pages',
  component: RewardsStory,
  args: { part: 'BonusCalendar', path: '/', player: storyPlayer },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RewardsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const loading = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('status')).toBeVisible();
};
const failed = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
};

export const BonusCalendarLoading: Story = {
  args: { answers: { '/api/admin/get-all-bonus': storyNeverAnswers } },
  play: loading,
};

/** Every day's lookup failed: what failed and a way to try again. */
export const BonusCalendarLoadFailed: Story = {
  args: { answers: { '/api/admin/get-all-bonus': storyFailure() } },
  play: failed,
};

export const RakebackLoading: Story = {
  args: { part: 'RakebackGrid', answers: { '/api/admin/get-rakeback-days': storyNeverAnswers } },
  play: loading,
};

export const RakebackLoadFailed: Story = {
  args: { part: 'RakebackGrid', answers: { '/api/admin/get-rakeback-days': storyFailure() } },
  play: failed,
};

export const RakebackCarouselLoadFailed: Story = {
  args: { part: 'RakebackCarousel', answers: { '/api/admin/get-rakeback-days': storyFailure() } },
  play: failed,
};

/** A brand with showRakebackCalendar off says so instead of drawing a calendar. */
export const RakebackSwitchedOff: Story = {
  args: { part: 'RakebackGrid', settings2: { showRakebackCalendar: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The rakeback calendar is not available.'),
    ).toBeVisible();
  },
};

/** The profile's button to the bonus calendar (?modal=calendar). */
export const ProfileButton: Story = {
  args: { part: 'ProfileCalendarButton', path: '/profile' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('profile-bonus-calendar')).toBeVisible();
  },
};
