import type { HTMLAttributes } from 'react';
import { styledElement } from '../../internal/styling.ts';
import type { TableCellProps, TableProps } from './Table.props.ts';
import { tableStyles } from './Table.styles.ts';

const TableElement = styledElement('table', tableStyles);

// Explicit roles: a table whose rows are restyled as blocks (the phone layout) loses its table
// semantics in some browsers unless the roles are stated.

/**
 * A data table that needs no sideways scroll: from 768 px a table, below it each row a card whose
 * cells read "label value". Columns are declared once; each cell repeats its column's label.
 */
export function Table({ columns, children, caption, ...rest }: TableProps) {
  return (
    <TableElement role="table" {...rest}>
      {caption && <caption>{caption}</caption>}
      {/* biome-ignore lint/a11y/noRedundantRoles: kept for the stacked phone layout */}
      <thead role="rowgroup">
        {/* biome-ignore lint/a11y/noRedundantRoles: kept for the stacked phone layout */}
        <tr role="row">
          {columns.map((column) => (
            // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked phone layout
            <th key={column.id} scope="col" role="columnheader" data-align={column.align ?? 'start'}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: kept for the stacked phone layout */}
      <tbody role="rowgroup">{children}</tbody>
    </TableElement>
  );
}

/** One row; `data-*` attributes (a row's id, a fresh-row flag) pass through. */
export function TableRow(props: HTMLAttributes<HTMLTableRowElement>) {
  // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked phone layout
  return <tr role="row" {...props} />;
}

export function TableCell({ label, align = 'start', primary = false, ...rest }: TableCellProps) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked phone layout
    <td role="cell" data-label={label} data-align={align} data-primary={primary || undefined} {...rest} />
  );
}
