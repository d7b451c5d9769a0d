import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';

/** Text columns start-aligned, figures (amounts, multipliers) end-aligned. */
export const tableAligns = ['start', 'end'] as const;
export type TableAlign = (typeof tableAligns)[number];

export interface TableColumn {
  /** A stable key for the header cell. */
  id: string;
  /** The header, and the label each cell of the column shows when rows stack on a phone. */
  label: string;
  /** @default 'start' */
  align?: TableAlign;
}

export type TableProps = Omit<HTMLAttributes<HTMLTableElement>, 'children'> & {
  columns: readonly TableColumn[];
  /** TableRow elements. */
  children: ReactNode;
  /** A visible caption; without it pass `aria-label` or `aria-labelledby`. */
  caption?: ReactNode;
};

export type TableCellProps = Omit<TdHTMLAttributes<HTMLTableCellElement>, 'align'> & {
  /** The column's label: shown before the value when rows stack as cards below 768 px. */
  label: string;
  /** @default 'start' */
  align?: TableAlign;
  /** The row's key figure: first and larger when stacked (a bet's game, a transaction's amount). */
  primary?: boolean;
};
