/** The lobby's sort orders (issue 13); a SortMenu shows whichever options it is given. */
export const gameSortKeys = ['popular', 'newest', 'az', 'rtp'] as const;
export type GameSortKey = (typeof gameSortKeys)[number];

export type SortOption<V extends string = string> = { value: V; label: string };

export type SortMenuProps<V extends string = string> = {
  /** The choices, in order (e.g. from `useGameSortOptions()`). */
  options: readonly SortOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Shown before the control. @default "Sort by" */
  label?: string;
};
