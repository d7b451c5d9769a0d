import type { ReactNode } from 'react';
import type { GameCardLoading } from '../GameCard/GameCard.props.ts';

/** Where the grid scrolls: the page (the lobby scrolls the window) or its own box. */
export const gameGridScrollModes = ['window', 'element'] as const;
export type GameGridScrollMode = (typeof gameGridScrollModes)[number];

/** What `renderItem` must pass on to its GameCard for the grid's roving tabindex. */
export type GameGridItemProps = {
  /** `0` for the one card in the tab order, `-1` for the rest: pass to GameCard's `tabIndex`. */
  tabIndex: 0 | -1;
  /** Position in `items`. */
  index: number;
  /**
   * `eager` for the cards of the first rows (above the fold), `lazy` after, `deferred` while a new
   * list settles (`settleMs`): pass to GameCard's `loading`.
   */
  loading: GameCardLoading;
};

export type GameGridProps<T> = {
  /** The games loaded so far (a page or more of the results). */
  items: readonly T[];
  /** A stable key per item (the game's id or slug). */
  getKey: (item: T, index: number) => string | number;
  /** Renders one card; spread the given props into GameCard. */
  renderItem: (item: T, props: GameGridItemProps) => ReactNode;
  /** Names the list for assistive technology (e.g. "Slots"). */
  label: string;
  /**
   * Every result, when `items` holds only the pages loaded so far: announced and exposed as the
   * list's size. @default items.length
   */
  total?: number;
  /** The first page is loading: skeleton cards instead of games. @default false */
  loading?: boolean;
  /** The next page is loading: a row of skeleton cards after the games. @default false */
  loadingMore?: boolean;
  /** Skeleton cards shown while `loading`. @default 12 */
  skeletonCount?: number;
  /** Shown when not loading and there are no items (an EmptyState). */
  empty?: ReactNode;
  /**
   * The rendered rows came within `endReachedThreshold` rows of the end: load the next page. Called
   * once per length of `items`, never while `loading` or `loadingMore`.
   */
  onEndReached?: () => void;
  /** @default 3 */
  endReachedThreshold?: number;
  /** Narrowest a card may get; the column count follows the grid's width. @default 152 */
  minColumnWidth?: number;
  /** @default 8 */
  maxColumns?: number;
  /**
   * On a phone a card may be as narrow as this, so a 375 px phone shows three games to a row
   * and a 320 px one two (issue 33); never more than three columns come from it. @default 96
   */
  phoneMinColumnWidth?: number;
  /** Rows rendered beyond the viewport on each side. @default 2 */
  overscan?: number;
  /**
   * How long a new list (another search's results) stays unchanged before the grid makes its rows
   * beyond the viewport and loads its thumbnails: a list the player replaces sooner, typing on,
   * costs neither. With 0 the other rows follow right after the list's first paint and the
   * thumbnails load at once. @default 0
   */
  settleMs?: number;
  /** Rows whose images load eagerly (the first screen). @default 1 */
  eagerRows?: number;
  /** @default 'window' */
  scrollMode?: GameGridScrollMode;
  /** The card thumbnail's size, for the row-height estimate before measuring. @default GAME_THUMBNAIL_SIZE */
  thumbnailSize?: { width: number; height: number };
};
