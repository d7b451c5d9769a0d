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
import { defineMessage, useIntl } from 'react-intl';
import { useDirection } from '../../brand/BrandProvider.tsx';
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
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** The grid's width and gap in pixels, followed as the layout changes. */
function useGridWidth(ref: RefObject<HTMLDivElement | null>) {
  const [box, setBox] = useState({ width: 0, gap: 0 });
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const gap = Number.parseFloat(getComputedStyle(element).getPropertyValue('--game-grid-gap')) || 0;
      const width = element.clientWidth;
      setBox((old) => (old.width === width && old.gap === gap ? old : { width, gap }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/** The grid's distance from the top of the document, which the window virtualiser subtracts. */
function useDocumentOffset(ref: RefObject<HTMLDivElement | null>, enabled: boolean, width: number) {
  const [offset, setOffset] = useState(0);
  // Re-measured when the width (and so the layout above the grid) changes.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    setOffset(element.getBoundingClientRect().top + window.scrollY);
  }, [ref, enabled, width]);
  return offset;
}

/**
 * A virtualised, keyboard-navigable grid of game cards: only the rows near the viewport are in the
 * DOM (TanStack Virtual, rows measured as they render), the column count follows the width
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
  overscan = 2,
  eagerRows = 1,
  scrollMode = 'window',
  thumbnailSize = GAME_THUMBNAIL_SIZE,
}: GameGridProps<T>) {
  const intl = useIntl();
  const dir = useDirection();
  const rootRef = useRef<HTMLDivElement>(null);
  const { width, gap } = useGridWidth(rootRef);
  const columns = gridColumnCount(width, minColumnWidth, gap, maxColumns);
  // Skeletons after the games while the next page loads: they fill the last row and one more.
  const placeholders =
    loadingMore && items.length > 0 ? columns + ((columns - (items.length % columns)) % columns) : 0;
  const cellCount = items.length + placeholders;
  const rows = gridRowCount(cellCount, columns);
  const cardWidth = width > 0 ? (width - gap * (columns - 1)) / columns : minColumnWidth;
  const estimate = Math.round(
    (cardWidth * thumbnailSize.height) / thumbnailSize.width + CAPTION_ESTIMATE + gap,
  );
  const windowMode = scrollMode === 'window';
  const scrollMargin = useDocumentOffset(rootRef, windowMode, width);

  const shared = {
    overscan,
    // Scroll updates render with React's own scheduling, not synchronously inside the scroll
    // event (flushSync), which blocked the main thread once per scroll event.
    useFlushSync: false,
    estimateSize: () => estimate,
    getItemKey: (row: number) => row,
  };
  // Both hooks are always called (hooks cannot be conditional); the unused one is disabled with
  // no rows, which costs nothing.
  const windowVirtualizer = useWindowVirtualizer<HTMLDivElement>({
    ...shared,
    count: windowMode ? rows : 0,
    enabled: windowMode,
    scrollMargin,
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

  // A new estimate (the width changed) invalidates the measured rows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure on a new column layout
  useEffect(() => {
    virtualizer.measure();
  }, [columns, estimate]);

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
            ref={virtualizer.measureElement}
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
                    loading={row.index < eagerRows ? 'eager' : 'lazy'}
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
