import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AmountDisplay } from '../AmountDisplay/AmountDisplay.tsx';
import type { TableColumn } from './Table.props.ts';
import { Table, TableCell, TableRow } from './Table.tsx';

const columns: TableColumn[] = [
  { id: 'player', label: 'Player' },
  { id: 'game', label: 'Game' },
  { id: 'bet', label: 'Bet', align: 'end' },
  { id: 'multiplier', label: 'Multiplier', align: 'end' },
  { id: 'payout', label: 'Payout', align: 'end' },
];

const rows = [
  { id: 1, player: 'lucky_anna', game: 'Book of Gold', bet: '2.00', multiplier: '25×', payout: '50.00' },
  {
    id: 2,
    player: 'Hidden',
    game: 'Starburst Mega Deluxe Edition',
    bet: '0.50',
    multiplier: '0×',
    payout: '0.00',
  },
  {
    id: 3,
    player: 'max_power_player_1999',
    game: 'Sweet Bonanza',
    bet: '10.00',
    multiplier: '120×',
    payout: '1200.00',
  },
];

function Bets() {
  return (
    <Table columns={columns} aria-label="Top wins">
      {rows.map((row) => (
        <TableRow key={row.id}>
          <TableCell label="Player">{row.player}</TableCell>
          <TableCell label="Game" primary>
            {row.game}
          </TableCell>
          <TableCell label="Bet" align="end">
            <AmountDisplay value={row.bet} currency="EUR" size="small" />
          </TableCell>
          <TableCell label="Multiplier" align="end">
            {row.multiplier}
          </TableCell>
          <TableCell label="Payout" align="end">
            <AmountDisplay value={row.payout} currency="EUR" size="small" />
          </TableCell>
        </TableRow>
      ))}
    </Table>
  );
}

const meta = {
  title: 'Components/Table',
  component: Table,
  args: { columns, children: null },
  render: () => <Bets />,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Top wins' });
    await expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
  },
};

/** Below 768 px each row is a card of labelled lines: the page never scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Top wins' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
