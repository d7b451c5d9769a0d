import type { TableState } from '@casino/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TableLobbyView } from './TableLobbyView.tsx';
import { TableView } from './TableView.tsx';

const serverNow = '2026-11-23T10:00:00.000Z';
const at = (secondsFromNow: number) => new Date(Date.parse(serverNow) + secondsFromNow * 1000).toISOString();
const frozenNow = () => new Date(serverNow);

type Player = NonNullable<TableState['seats'][number]['player']>;
const player = (playerId: string, nickname: string, extra: Partial<Player> = {}): Player => ({
  playerId,
  nickname,
  score: 0,
  status: 'present',
  awayReason: null,
  awaySince: null,
  removalAt: null,
  dice: null,
  folded: false,
  ...extra,
});
const away = (since: number): Partial<Player> => ({
  status: 'away',
  awayReason: 'idle',
  awaySince: at(since),
  removalAt: at(since + 30 * 60),
  folded: true,
});

function table(seats: (Player | null)[], extra: Partial<TableState> = {}): TableState {
  return {
    tableId: 1,
    name: 'High Roll 1',
    version: 12,
    serverNow,
    round: 3,
    turn: { seat: 1, deadline: at(24) },
    rules: { turnMs: 30_000, awayAfterMs: 300_000, removeAfterMs: 1_800_000, minPlayers: 2 },
    seats: [0, 1, 2, 3].map((seat) => ({ seat, player: seats[seat] ?? null })),
    events: [
      { id: 9, at: at(-40), type: 'roundWon', seats: [0], total: 11 },
      { id: 10, at: at(-40), type: 'roundStarted' },
      { id: 11, at: at(-6), type: 'rolled', seat: 0, nickname: 'LuckyAda', dice: [5, 3] },
    ],
    ...extra,
  };
}

const ada = player('ada', 'LuckyAda', { score: 2, dice: [5, 3] });
const me = player('me', 'DanaD', { score: 1 });
const bo = player('bo', 'a-very-long-nickname-that-does-not-fit', { score: 0 });

const tableMeta = {
  title: 'App/Multiplayer/TableView',
  component: TableView,
  args: { table: table([ada, me, bo]), playerId: 'me', serverNow: frozenNow, onAction: fn() },
} satisfies Meta<typeof TableView>;
export default tableMeta;
type Story = StoryObj<typeof tableMeta>;

/** Seated, another player's turn: the roll waits, the timer counts that player's turn. */
export const Seated: Story = {
  args: { table: table([ada, me, bo], { turn: { seat: 2, deadline: at(18) } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('multiplayer-turn')).toHaveTextContent(
      "a-very-long-nickname-that-does-not-fit's turn",
    );
    await expect(canvas.getByRole('timer')).toHaveAttribute('datetime', 'P0DT0H0M18S');
    await expect(canvas.getByTestId('multiplayer-roll')).toBeDisabled();
  },
};

/** The player's turn: the roll is theirs, before the timer runs out. */
export const YourTurn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('multiplayer-turn')).toHaveTextContent('Your turn');
    await userEvent.click(canvas.getByTestId('multiplayer-roll'));
    await expect(args.onAction).toHaveBeenCalledWith('roll');
  },
};

/** The player is away: the notice with the removal time and "I'm back"; their hand is folded. */
export const Away: Story = {
  args: {
    table: table([ada, player('me', 'DanaD', { score: 1, ...away(-120) }), bo], {
      turn: { seat: 2, deadline: at(30) },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('multiplayer-away-notice')).toHaveTextContent('You are away');
    await expect(canvas.getByTestId('multiplayer-seat-1')).toHaveTextContent('Hand folded');
    await userEvent.click(canvas.getByRole('button', { name: "I'm back" }));
    await expect(args.onAction).toHaveBeenCalledWith('back');
  },
};

/** Another player is away: every player sees the badge and the skipped turn. */
export const OtherPlayerAway: Story = {
  args: {
    table: table([player('ada', 'LuckyAda', { score: 2, ...away(-60) }), me], {
      events: [
        { id: 20, at: at(-60), type: 'away', seat: 0, nickname: 'LuckyAda', reason: 'idle' },
        { id: 21, at: at(-30), type: 'skipped', seat: 0, nickname: 'LuckyAda' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('multiplayer-seat-0')).toHaveTextContent('Away');
    await expect(canvas.getByTestId('multiplayer-events')).toHaveTextContent(
      "LuckyAda's turn was skipped: away",
    );
    await expect(canvas.queryByTestId('multiplayer-away-notice')).toBeNull();
  },
};

/** Alone at the table: no round until a second player sits. */
export const EmptyTable: Story = {
  args: {
    table: table([null, me], {
      round: 0,
      turn: null,
      events: [{ id: 1, at: at(-5), type: 'joined', seat: 1, nickname: 'DanaD' }],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('multiplayer-turn')).toHaveTextContent('Waiting for players');
    await expect(canvas.getAllByText('Free seat')).toHaveLength(3);
  },
};

/** An action the server refused (not the player's turn any more). */
export const ActionError: Story = {
  args: {
    table: table([ada, me, bo], { turn: { seat: 2, deadline: at(29) } }),
    error: 'It is not your turn',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('It is not your turn');
  },
};

export const Lobby: StoryObj<typeof TableLobbyView> = {
  render: (args) => <TableLobbyView {...args} />,
  args: {
    tables: [
      table([ada, null, bo], { tableId: 1 }),
      table([ada, me, bo, player('c', 'Cleo')], { tableId: 2, name: 'High Roll 2' }),
      table([], { tableId: 3, name: 'High Roll 3', round: 0, turn: null }),
    ],
    onJoin: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Table full' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Take a seat at High Roll 3' }));
    await expect(args.onJoin).toHaveBeenCalledWith(3);
  },
};

/** The player lost the seat after 30 minutes away. */
export const Removed: StoryObj<typeof TableLobbyView> = {
  ...Lobby,
  args: { ...Lobby.args, removed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('multiplayer-removed')).toHaveTextContent(
      'lost your seat',
    );
  },
};

export const LobbyError: StoryObj<typeof TableLobbyView> = {
  ...Lobby,
  args: { ...Lobby.args, error: 'Table 1 has no free seat' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Table 1 has no free seat');
  },
};

export const NoTables: StoryObj<typeof TableLobbyView> = {
  ...Lobby,
  args: { tables: [], onJoin: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tables are open right now.')).toBeVisible();
  },
};
