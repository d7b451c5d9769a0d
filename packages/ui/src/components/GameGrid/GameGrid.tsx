import {
  observeElementOffset,
  observeElementRect,
  useVirtualizer,
  useWindowVirtualizer,
} from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { defineMessage, useIntl } from 'react-intl';
import { useDirection } from '../../brand/BrandProvider.tsx';
import { phoneTilesPerRow } from '../../internal/media.ts';
import { styledElement } from '../../internal/styling.ts';
import {
  gridColumnCount,
  gridRowCount,
  isGridNavigationKey,
  moveGridIndex,
} from '../../logic/gridNavigation.ts';
import { GAME_THUMBNAIL_SIZE } from '../GameCard/GameCard.props.ts';
import { GameCardSkeleton } from '../GameCard/GameCard.tsx';
import { SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import type { GameGridItemProps, GameGridProps } from './GameGrid.props.ts';
import { liveStyles, rootStyles, rowStyles, sizerStyles, staticGridStyles } from './GameGrid.styles.ts';
import { knownWindowRect, observeWindowRectOnce, scrollWindowUnlessAttaching } from './windowObservers.ts';

export const gameGridMessages = {
  results: defineMessage<{ count: number }>({
    id: 'ui.gameGrid.results',
    defaultMessage: '{count, plural, =0 {No games found} one {# game found} other {# games found}}',
  }),
};

const Root = styledElement('div', rootStyles);
const Sizer = styledElement('div', sizerStyles);
const Row = styledElement('div', rowStyles);
const StaticGrid = styledElement('div', staticGridStyles);
const Live = styledElement('div', liveStyles);

/** Height of the title and provider lines under a thumbnail, before the first row is measured. */
const CAPTION_ESTIMATE = 44;

/**
 * The caption height (a row's height less its thumbnail and gap) last measured in this document.
 * Every grid's cards share it (one line each for title and provider, whatever the width), so a
 * grid made later (a new search's results) lays its rows out right from its first render.
 */
let learnedCaptionHeight: number | undefined;

/**
 * The grid's row height, learned from one rendered row. All rows are alike (single-line titles,
 * one thumbnail ratio), so one row stands for all of them: the virtualiser does not measure each
 * row as it mounts, which forced a layout in the middle of every commit (a search's results,
 * every scroll step that brings a row in).
 */
function useRowHeight(cardWidth: number, thumbnailRatio: number, gap: number) {
  const mediaHeight = cardWidth * thumbnailRatio;
  const [caption, setCaption] = useState(learnedCaptionHeight ?? CAPTION_ESTIMATE);
  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef<Element | null>(null);
  const latest = useRef({ mediaHeight, thumbnailRatio, gap, caption });
  latest.current = { mediaHeight, thumbnailRatio, gap, caption };
  // Called with the first rendered row; a ResizeObserver reads it after the browser's own layout
  // (nothing is forced), and a different height renders again before the paint (flushSync: rows
  // drawn at the estimate would overlap for a frame).
  const observeRow = useCallback((row: HTMLDivElement | null) => {
    if (!row || row === observed.current || typeof ResizeObserver === 'undefined') return;
    observed.current = row;
    observer.current ??= new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (!height || !entry?.target.isConnected) return;
      // The thumbnail's height from the card as laid out: the grid's width may still be a read
      // behind (a grid starts from the box another one learned, and its own box arrives in a later
      // callback), and with the same column count the row would not resize again to correct a
      // caption that had absorbed the difference (rows a few pixels apart for good).
      const laidOutCardWidth = entry.target.firstElementChild?.getBoundingClientRect().width ?? 0;
      const media =
        laidOutCardWidth > 0 ? laidOutCardWidth * latest.current.thumbnailRatio : latest.current.mediaHeight;
      const next = height - media - latest.current.gap;
      learnedCaptionHeight = next;
      if (Math.abs(latest.current.caption - next) > 0.01) flushSync(() => setCaption(next));
    });
    observer.current.disconnect();
    observer.current.observe(row);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  // Whole pixels, as the virtualiser's own measurements were: rows at fractional offsets blur text.
  return { rowHeight: Math.round(mediaHeight + caption + gap), observeRow };
}
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

interface GridBox {
  /** The grid's inner width; 0 until measured. */
  width: number;
  /** The gap between cards, in pixels. */
  gap: number;
  /** The grid's distance from the top of the document, which the window virtualiser subtracts. */
  offset: number;
}
const unmeasured: GridBox = { width: 0, gap: 0, offset: 0 };
const sameBox = (a: GridBox, b: GridBox) => a.width === b.width && a.gap === b.gap && a.offset === b.offset;

/**
 * The box last measured in this document: a grid made later (a new search's results, in the same
 * place) starts from it and renders its rows at once, instead of a first render without rows.
 */
let learnedBox: GridBox | undefined;

/**
 * The grid's width, gap and document offset, followed as the layout changes. They are read in a
 * ResizeObserver callback, after the browser's own layout (reading them in a layout effect forced
 * one in the middle of the commit, then the page laid out again), and a change renders again
 * before the paint. Without ResizeObserver (a test DOM) they are read once, before the paint.
 */
function useGridBox(ref: RefObject<HTMLDivElement | null>, windowMode: boolean): GridBox {
  const [box, setBox] = useState<GridBox>(() =>
    typeof document === 'undefined' ? unmeasured : (learnedBox ?? unmeasured),
  );
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = (): GridBox => ({
      width: element.clientWidth,
      gap: Number.parseFloat(getComputedStyle(element).getPropertyValue('--game-grid-gap')) || 0,
      offset: windowMode ? element.getBoundingClientRect().top + window.scrollY : 0,
    });
    const update = (next: GridBox) => {
      if (next.width === 0) return;
      learnedBox = next;
      setBox((old) => (sameBox(old, next) ? old : next));
    };
    if (typeof ResizeObserver === 'undefined') return update(read());
    const observer = new ResizeObserver(() => {
      const next = read();
      flushSync(() => update(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, windowMode]);
  return box;
}

/**
 * How many leading keys tell one list from another: more than the first screen shows at any width
 * (a new search changes some of them), and cheap to join on every render (every scroll step).
 */
const IDENTITY_KEYS = 24;

/**
 * What tells one list from another: the keys of its first games. A new search changes them; the
 * next page arriving (added at the end) does not.
 */
function listIdentity<T>(items: readonly T[], getKey: (item: T, index: number) => string | number) {
  return items
    .slice(0, IDENTITY_KEYS)
    .map((item, index) => getKey(item, index))
    .join('\n');
}

/**
 * Whether `list` (a list's identity) has stayed the same since the browser painted it, and for
 * `delayMs` after. A server render counts as settled: it has no later frame to wait for.
 */
function useSettled(list: unknown, delayMs: number) {
  const [settledFor, setSettledFor] = useState<{ list: unknown } | null>(
    typeof document === 'undefined' ? { list } : null,
  );
  const settled = settledFor !== null && Object.is(settledFor.list, list);
  useEffect(() => {
    if (settled) return;
    // A frame callback runs before that frame's paint; a task queued from it runs after.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSettledFor({ list }), delayMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [settled, list, delayMs]);
  return settled;
}

/**
 * A virtualised, keyboard-navigable grid of game cards: only the rows near the viewport are in the
 * DOM (TanStack Virtual; every row at the height learned from one), the column count follows the width
 * (`minColumnWidth`, `maxColumns`), and the result count is announced politely.
 *
 * Keyboard (roving tabindex): the grid is one Tab stop, the active card; inside it Tab reaches the
 * card's heart, Play and Demo, then leaves the grid. Arrow keys move between cards (mirrored in
 * right-to-left), Home/End to the row's ends, Ctrl+Home/End to the first/last game,
 * PageUp/PageDown three rows; the target row is scrolled into view and the card focused.
 */
/**
 * One card of the grid. The virtualiser renders the grid again on every scroll step; the cards
 * only when what they show changes (their item, place in the tab order, loading, or the caller's
 * `renderItem`). Re-rendering every visible card per frame made long frames while scrolling (issue
 * 13: `bench:lobby`, 4× CPU).
 */
const GridCell = memo(function GridCell({
  item,
  index,
  tabIndex,
  loading,
  renderItem,
}: GameGridItemProps & { item: unknown; renderItem: (item: never, props: GameGridItemProps) => ReactNode }) {
  return <>{renderItem(item as never, { index, tabIndex, loading })}</>;
});

export function GameGrid<T>({
  items,
  getKey,
  renderItem,
  label,
  total = items.length,
  loading = false,
  loadingMore = false,
  skeletonCount = 12,
  empty,
  onEndReached,
  endReachedThreshold = 3,
  minColumnWidth = 152,
  maxColumns = 8,
  phoneMinColumnWidth = 96,
  overscan = 2,
  settleMs = 0,
  eagerRows = 1,
  scrollMode = 'window',
  thumbnailSize = GAME_THUMBNAIL_SIZE,
}: GameGridProps<T>) {
  const intl = useIntl();
  const dir = useDirection();
  const rootRef = useRef<HTMLDivElement>(null);
  const windowMode = scrollMode === 'window';
  const { width, gap, offset: scrollMargin } = useGridBox(rootRef, windowMode);
  // A phone's rule (narrower cards, at most three) or the wide one, whichever gives more columns.
  const columns = Math.max(
    gridColumnCount(width, minColumnWidth, gap, maxColumns),
    gridColumnCount(width, phoneMinColumnWidth, gap, Math.min(maxColumns, phoneTilesPerRow.phone)),
  );
  // Skeletons after the games while the next page loads: they fill the last row and one more.
  const placeholders =
    loadingMore && items.length > 0 ? columns + ((columns - (items.length % columns)) % columns) : 0;
  const cellCount = items.length + placeholders;
  const rows = gridRowCount(cellCount, columns);
  const cardWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minColumnWidth;
  const { rowHeight, observeRow } = useRowHeight(cardWidth, thumbnailSize.height / thumbnailSize.width, gap);
  const settled = useSettled(listIdentity(items, getKey), settleMs);
  const thumbnailsDeferred = !settled && settleMs > 0;

  const shared = {
    // A new list's first paint makes only the rows in view; the overscan rows follow once it has
    // settled. They are off screen, and making them first held a search's results back (issue 13:
    // keystroke → painted results in `bench:lobby`, 4× CPU).
    overscan: settled ? overscan : 0,
    // Scroll updates render with React's own scheduling, not synchronously inside the scroll
    // event (flushSync), which blocked the main thread once per scroll event.
    useFlushSync: false,
    estimateSize: () => rowHeight,
    getItemKey: (row: number) => row,
  };
  // Both hooks are always called (hooks cannot be conditional); the unused one is disabled with
  // no rows, which costs nothing.
  const windowRect = knownWindowRect();
  const windowVirtualizer = useWindowVirtualizer<HTMLDivElement>({
    ...shared,
    count: windowMode ? rows : 0,
    enabled: windowMode,
    scrollMargin,
    // A mount that lays nothing out (windowObservers.ts); a later grid starts from the window's
    // size as last read and renders the rows in view at once.
    observeElementRect: observeWindowRectOnce,
    scrollToFn: scrollWindowUnlessAttaching,
    ...(windowRect ? { initialRect: windowRect } : {}),
  });
  const elementVirtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    ...shared,
    count: windowMode ? 0 : rows,
    enabled: !windowMode,
    getScrollElement: () => rootRef.current,
    observeElementRect,
    observeElementOffset,
  });
  const virtualizer = windowMode ? windowVirtualizer : elementVirtualizer;
  const margin = windowMode ? scrollMargin : 0;

  // A new row height or column count (the width, or the caption's font, changed) lays the rows out
  // again. Not on mount: the first layout already used them, and measuring would render again.
  const laidOutFor = useRef({ columns, rowHeight });
  useEffect(() => {
    if (laidOutFor.current.columns === columns && laidOutFor.current.rowHeight === rowHeight) return;
    laidOutFor.current = { columns, rowHeight };
    virtualizer.measure();
  }, [virtualizer, columns, rowHeight]);

  const virtualRows = virtualizer.getVirtualItems();
  const firstRendered = (virtualRows[0]?.index ?? 0) * columns;
  const lastRendered = Math.min(items.length - 1, ((virtualRows.at(-1)?.index ?? 0) + 1) * columns - 1);

  // Roving tabindex: the active card is the Tab stop; when it has been scrolled out of the DOM,
  // the first rendered card takes its place so the grid never drops out of the tab order.
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));
  const tabStop = activeIndex >= firstRendered && activeIndex <= lastRendered ? activeIndex : firstRendered;
  const pendingFocus = useRef<number | null>(null);

  const focusCell = useCallback((index: number) => {
    const cell = rootRef.current?.querySelector<HTMLElement>(`[data-grid-index="${index}"]`);
    if (!cell) return false;
    const target =
      cell.querySelector<HTMLElement>('[data-game-card-primary]') ??
      cell.querySelector<HTMLElement>('a[href], button:not([disabled])');
    target?.focus();
    return true;
  }, []);

  // After a keyboard move, focus the card once its row is rendered (it may need a scroll first).
  useEffect(() => {
    if (pendingFocus.current !== null && focusCell(pendingFocus.current)) pendingFocus.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isGridNavigationKey(event.key) || event.altKey || event.shiftKey) return;
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-index]');
    if (!cell) return;
    const from = Number(cell.dataset.gridIndex);
    const to = moveGridIndex(
      from,
      { key: event.key, ctrlKey: event.ctrlKey || event.metaKey },
      { count: items.length, columns, dir },
    );
    event.preventDefault();
    if (to < 0 || to === from) return;
    setActive(to);
    pendingFocus.current = to;
    virtualizer.scrollToIndex(Math.floor(to / columns), { align: 'auto' });
    if (focusCell(to)) pendingFocus.current = null;
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-index]');
    if (cell) setActive(Number(cell.dataset.gridIndex));
  };

  // Ask for the next page when the rendered rows come near the end, once per length of items.
  const lastRow = virtualRows.at(-1)?.index ?? -1;
  const askedAt = useRef(-1);
  useEffect(() => {
    if (!onEndReached || loading || loadingMore || items.length === 0) return;
    if (askedAt.current === items.length) return;
    if (lastRow >= gridRowCount(items.length, columns) - 1 - endReachedThreshold) {
      askedAt.current = items.length;
      onEndReached();
    }
  }, [onEndReached, loading, loadingMore, items.length, lastRow, columns, endReachedThreshold]);

  const columnsStyle = { '--game-grid-columns': String(columns) } as CSSProperties;
  const announcement = loading ? '' : intl.formatMessage(gameGridMessages.results, { count: total });
  const live = (
    <Live role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </Live>
  );

  if (loading && items.length === 0) {
    return (
      <Root ref={rootRef} data-part="game-grid" data-state="loading" style={columnsStyle}>
        {live}
        <SkeletonGroup>
          <StaticGrid>
            {Array.from({ length: skeletonCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional
              <GameCardSkeleton key={index} thumbnailSize={thumbnailSize} />
            ))}
          </StaticGrid>
        </SkeletonGroup>
      </Root>
    );
  }

  if (items.length === 0) {
    return (
      <Root ref={rootRef} data-part="game-grid" data-state="empty" style={columnsStyle}>
        {live}
        {empty}
      </Root>
    );
  }

  // In the browser the cards wait for the grid's width (measured before the first paint): cards
  // laid out in one column first would all be made again in the real columns (a search's first
  // results cost twice their cards in `bench:lobby`). A server render has no width and renders them.
  const rowsShown = width > 0 || typeof document === 'undefined';

  return (
    <Root
      ref={rootRef}
      data-part="game-grid"
      data-scroll-mode={scrollMode}
      data-columns={columns}
      style={columnsStyle}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      {live}
      <Sizer
        role="list"
        aria-label={label}
        aria-busy={loadingMore || undefined}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {(rowsShown ? virtualRows : []).map((row) => (
          <Row
            key={row.key}
            role="none"
            data-index={row.index}
            ref={row.index === virtualRows[0]?.index ? observeRow : undefined}
            style={{ transform: `translateY(${row.start - margin}px)` }}
          >
            {Array.from({ length: columns }, (_, column) => {
              const index = row.index * columns + column;
              const item = items[index];
              if (item === undefined)
                return index < cellCount ? (
                  <GameCardSkeleton key={`skeleton-${index}`} thumbnailSize={thumbnailSize} />
                ) : null;
              return (
                // biome-ignore lint/a11y/useSemanticElements: rows (role none) sit between list and items, which <ul>/<li> does not allow
                <div
                  key={getKey(item, index)}
                  role="listitem"
                  aria-setsize={total}
                  aria-posinset={index + 1}
                  data-grid-index={index}
                >
                  <GridCell
                    item={item}
                    index={index}
                    tabIndex={index === tabStop ? 0 : -1}
                    loading={thumbnailsDeferred ? 'deferred' : row.index < eagerRows ? 'eager' : 'lazy'}
                    renderItem={renderItem}
                  />
                </div>
              );
            })}
          </Row>
        ))}
      </Sizer>
    </Root>
  );
}
