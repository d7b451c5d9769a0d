export type { RangeFilterProps } from './RangeFilter.props.ts';
export { RangeFilter, rangeFilterMessages } from './RangeFilter.tsx';
