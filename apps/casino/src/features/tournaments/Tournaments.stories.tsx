import type { Leaderboard, Tournament } from '@casino/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TournamentsView } from './TournamentsView.tsx';

// A fixed clock: the countdowns read the same in every run and screenshot.
const storyNow = new Date('2026-03-28T10:00:00Z');
const now = () => storyNow;
const at = (days: number) => new Date(storyNow.getTime() + days * 86_400_000).toISOString();
const prizes = (pool: number) =>
  [0.5, 0.25, 0.15, 0.1].map((share, index) => ({ place: index + 1, amount: pool * share }));

function tournament(
  id: number,
  type: Tournament['type'],
  status: Tournament['status'],
  name: string,
  start: number,
  end: number,
  pool: number,
): Tournament {
  return {
    id,
    type,
    name,
    description: `${name}: the biggest turnover wins.`,
    status,
    startsAt: at(start),
    endsAt: at(end),
    prizePool: pool,
    currencyCode: 'EUR',
    minBet: 0.2,
    gameIds: [1, 2, 3],
    prizes: prizes(pool),
    playersCount: 16,
  };
}

const running = tournament(1, 'tournament', 'active', 'Spring Slots Tournament', -3, 4.1275, 10000);
const upcoming = tournament(3, 'tournament', 'upcoming', 'Next Week Mega Tournament', 7, 14, 50000);
const finished = tournament(6, 'race', 'finished', 'Finished Weekend Race', -9, -7, 3000);
const race = tournament(4, 'race', 'active', 'Hourly Spin Race', -0.02, 0.0201, 500);
const all = [finished, upcoming, running, race];

const names = [
  'LuckyLuke3',
  'JackpotJoe86',
  'Hidden',
  'SpinQueen12',
  'RoyalFlush7',
  'a-very-long-nickname-indeed',
];
function board(tournamentId: number, mePlace: number | null, count = 14): Leaderboard {
  const rows = Array.from({ length: count }, (_, index) => ({
    place: index + 1,
    nickname: index + 1 === mePlace ? 'DanaD' : (names[index % names.length] ?? 'Player'),
    score: Math.round((9000 - index * 610.5) * 100) / 100,
    prize: prizes(10000)[index]?.amount ?? 0,
    isMe: index + 1 === mePlace,
  }));
  return {
    tournamentId,
    rows,
    me: mePlace === null ? null : { place: mePlace, score: rows[mePlace - 1]?.score ?? 12.5 },
  };
}

const meta = {
  title: 'App/Tournaments/TournamentsView',
  component: TournamentsView,
  args: {
    state: 'ready',
    tournaments: all,
    openId: running.id,
    onToggle: fn(),
    onRetry: fn(),
    now,
    leaderboard: { state: 'ready', leaderboard: board(running.id, 11), live: true, onRetry: fn() },
  },
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'failed', 'ready'] } },
} satisfies Meta<typeof TournamentsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A running tournament open: countdown, prizes, rules, the leaderboard with the player's row. */
export const RunningWithOwnRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getAllByTestId('tournament').find((card) => card.dataset.status === 'active');
    await expect(within(open as HTMLElement).getByTestId('tournament-countdown')).toHaveAttribute(
      'datetime',
      'P4DT3H3M36S',
    );
    const own = canvas.getAllByTestId('leaderboard-row').find((row) => row.dataset.me !== undefined);
    await expect(own).toHaveTextContent('DanaD');
    await expect(own).toHaveTextContent('You');
    await expect(canvas.getAllByTestId('prize-table')).toHaveLength(1);
    // Running first, then upcoming; the race list has its own section.
    await expect(canvas.getByTestId('race-list')).toHaveTextContent('Hourly Spin Race');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Leaderboard and rules' })[0] as HTMLElement);
    await expect(args.onToggle).toHaveBeenCalledWith(upcoming.id);
  },
};

/** The player's place is below the rows shown: it stays under the table. */
export const OwnPlaceBelowTheTable: Story = {
  args: {
    leaderboard: {
      state: 'ready',
      leaderboard: { ...board(running.id, null), me: { place: 34, score: 1.5 } },
      live: true,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('leaderboard-own-place')).toHaveTextContent(
      'Your place: 34',
    );
  },
};

/** An upcoming tournament open: it starts in a week, nobody has scored. */
export const Upcoming: Story = {
  args: {
    openId: upcoming.id,
    leaderboard: { state: 'ready', leaderboard: { tournamentId: upcoming.id, rows: [], me: null } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nobody has scored yet. Place a bet to take the lead.')).toBeVisible();
  },
};

/** A finished race open: the date it ended, the final board. */
export const Finished: Story = {
  args: {
    openId: finished.id,
    leaderboard: { state: 'ready', leaderboard: board(finished.id, 2, 6) },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
      .getAllByTestId('tournament')
      .find((element) => element.dataset.status === 'finished');
    await expect(card).toHaveTextContent('Ended on');
  },
};

/** A race in its last minute. */
export const RaceEndingSoon: Story = {
  args: { openId: race.id, leaderboard: { state: 'ready', leaderboard: board(race.id, 1, 4), live: true } },
};

export const AllClosed: Story = { args: { openId: null } };

export const LeaderboardLoading: Story = { args: { leaderboard: { state: 'loading' } } };

export const LeaderboardFailed: Story = {
  args: { leaderboard: { state: 'failed', error: 'Something went wrong. Please try again.', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

/** spec 8: the empty list message, per list. */
export const Empty: Story = {
  args: { tournaments: [], openId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('tournaments-empty')).toHaveLength(2);
    await expect(
      canvas.getByText('There are no tournaments at the moment. Please check back later.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = {
  args: { state: 'failed', error: 'Something went wrong. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** 375 px: cards and the leaderboard stack. */
export const RunningMobile: Story = {};
