export {
  type GameSortKey,
  gameSortKeys,
  type SortMenuProps,
  type SortOption,
} from './SortMenu.props.ts';
export { SortMenu, sortMenuMessages, useGameSortOptions } from './SortMenu.tsx';
