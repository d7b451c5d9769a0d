export type { CategoryRowItemProps, CategoryRowProps } from './CategoryRow.props.ts';
export { CategoryRow } from './CategoryRow.tsx';
