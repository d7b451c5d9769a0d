// Pure maths for a keyboard-navigable grid of cards (GameGrid): how many columns fit, and where an
// arrow key takes the focus. Kept free of React and the DOM so it can be property-tested.

/** Keys a grid answers to; anything else is left to the browser. */
export const gridNavigationKeys = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] as const;
export type GridNavigationKey = (typeof gridNavigationKeys)[number];

export const isGridNavigationKey = (key: string): key is GridNavigationKey =>
  (gridNavigationKeys as readonly string[]).includes(key);

/**
 * Columns that fit a width: as many `minColumnWidth` columns with `gap` between them as the width
 * holds, at least one (a card never disappears on a narrow screen) and at most `maxColumns`.
 */
export function gridColumnCount(
  width: number,
  minColumnWidth: number,
  gap: number,
  maxColumns = Number.POSITIVE_INFINITY,
): number {
  if (!(width > 0) || !(minColumnWidth > 0)) return 1;
  const fit = Math.floor((width + Math.max(0, gap)) / (minColumnWidth + Math.max(0, gap)));
  return Math.max(1, Math.min(Math.floor(maxColumns), fit));
}

/** Rows needed for `count` cards in `columns` columns. */
export const gridRowCount = (count: number, columns: number): number =>
  count <= 0 ? 0 : Math.ceil(count / Math.max(1, columns));

export type GridMove = {
  key: GridNavigationKey;
  /** Ctrl (or ⌘) with Home/End jumps to the first/last card instead of the row's. */
  ctrlKey?: boolean;
};

export type GridShape = {
  count: number;
  columns: number;
  /** Right-to-left: ArrowLeft moves forward. @default 'ltr' */
  dir?: 'ltr' | 'rtl';
  /** Rows PageUp/PageDown move. @default 3 */
  pageRows?: number;
};

/**
 * The index a key moves the focus to (WAI-ARIA grid pattern, in reading order):
 * - ←/→ previous/next card (mirrored in right-to-left), crossing rows, stopping at the ends;
 * - ↑/↓ the same column one row up/down; ↓ into a shorter last row lands on its last card;
 * - Home/End the row's first/last card; Ctrl+Home/End the first/last card;
 * - PageUp/PageDown `pageRows` rows, clamped to the first/last card.
 * An empty grid returns -1; an out-of-range index is clamped first.
 */
export function moveGridIndex(index: number, move: GridMove, shape: GridShape): number {
  const { count, dir = 'ltr', pageRows = 3 } = shape;
  if (count <= 0) return -1;
  const columns = Math.max(1, Math.floor(shape.columns));
  const last = count - 1;
  const from = Math.min(Math.max(0, Math.trunc(index)), last);
  const rowStart = from - (from % columns);
  const lastRow = Math.floor(last / columns);
  const row = Math.floor(from / columns);
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  switch (move.key) {
    case 'ArrowLeft':
    case 'ArrowRight':
      return move.key === forward ? Math.min(from + 1, last) : Math.max(from - 1, 0);
    case 'ArrowDown':
      return row < lastRow ? Math.min(from + columns, last) : from;
    case 'ArrowUp':
      return row > 0 ? from - columns : from;
    case 'Home':
      return move.ctrlKey ? 0 : rowStart;
    case 'End':
      return move.ctrlKey ? last : Math.min(rowStart + columns - 1, last);
    case 'PageDown':
      return row < lastRow ? Math.min(from + columns * Math.max(1, pageRows), last) : from;
    case 'PageUp':
      return Math.max(from - columns * Math.max(1, pageRows), from % columns);
  }
}
