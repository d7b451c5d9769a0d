export {
  type TableAlign,
  type TableCellProps,
  type TableColumn,
  type TableProps,
  tableAligns,
} from './Table.props.ts';
export { Table, TableCell, TableRow } from './Table.tsx';
