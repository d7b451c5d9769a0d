import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render.tsx';
import { type TableColumn, tableAligns } from './Table.props.ts';
import { Table, TableCell, TableRow } from './Table.tsx';

const columns: TableColumn[] = [
  { id: 'game', label: 'Game' },
  { id: 'bet', label: 'Bet', align: 'end' },
];

describe('Table', () => {
  it('a named table with column headers and cells that carry their column label', () => {
    renderUi(
      <Table columns={columns} aria-label="Top wins">
        <TableRow data-testid="row">
          <TableCell label="Game" primary>
            Book of Gold
          </TableCell>
          <TableCell label="Bet" align="end">
            2.00
          </TableCell>
        </TableRow>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Top wins' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Game', 'Bet']);
    const cells = within(screen.getByTestId('row')).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Game', 'Bet']);
    expect(cells[0]?.hasAttribute('data-primary')).toBe(true);
    expect(cells[1]?.dataset.align).toBe('end');
  });

  it.each(tableAligns)('column align %s is on its header', (align) => {
    renderUi(
      <Table columns={[{ id: 'a', label: 'A', align }]} caption="Caption">
        <TableRow>
          <TableCell label="A">1</TableCell>
        </TableRow>
      </Table>,
    );
    expect(screen.getByRole('columnheader', { name: 'A' }).dataset.align).toBe(align);
    expect(screen.getByRole('table', { name: 'Caption' })).toBeTruthy();
  });
});
