export type { FilterChip, FilterChipsProps } from './FilterChips.props.ts';
export { FilterChips, filterChipsMessages } from './FilterChips.tsx';
