import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GridNavigationKey,
  gridColumnCount,
  gridNavigationKeys,
  gridRowCount,
  moveGridIndex,
} from './gridNavigation.ts';

const shape = fc.record({
  count: fc.integer({ min: 1, max: 500 }),
  columns: fc.integer({ min: 1, max: 12 }),
  dir: fc.constantFrom('ltr' as const, 'rtl' as const),
  pageRows: fc.integer({ min: 1, max: 6 }),
});
const key = fc.constantFrom<GridNavigationKey>(...gridNavigationKeys);

describe('gridColumnCount', () => {
  it.each([
    // width, min column, gap, max → columns
    [375, 152, 12, 8, 2],
    [768, 152, 12, 8, 4],
    [1280, 152, 12, 8, 7],
    [1920, 152, 12, 8, 8],
    [100, 152, 12, 8, 1],
    [0, 152, 12, 8, 1],
    [316, 152, 12, 8, 2], // exactly two columns and one gap
    [315, 152, 12, 8, 1],
  ])('%i px at min %i, gap %i, max %i → %i', (width, min, gap, max, columns) =>
    expect(gridColumnCount(width, min, gap, max)).toBe(columns),
  );

  it('the columns and their gaps always fit the width (or there is one column), within the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }),
        fc.integer({ min: 40, max: 400 }),
        fc.integer({ min: 0, max: 48 }),
        fc.integer({ min: 1, max: 12 }),
        (width, min, gap, max) => {
          const columns = gridColumnCount(width, min, gap, max);
          expect(columns).toBeGreaterThanOrEqual(1);
          expect(columns).toBeLessThanOrEqual(max);
          if (columns > 1) expect(columns * min + (columns - 1) * gap).toBeLessThanOrEqual(width);
          // One more column would not fit (unless the maximum stopped it).
          if (columns < max) expect((columns + 1) * min + columns * gap).toBeGreaterThan(width);
        },
      ),
    );
  });

  it('rows hold every card with at most one short row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 12 }), (count, columns) => {
        const rows = gridRowCount(count, columns);
        expect(rows * columns).toBeGreaterThanOrEqual(count);
        expect(Math.max(0, rows - 1) * columns).toBeLessThan(Math.max(1, count));
      }),
    );
  });
});

describe('moveGridIndex', () => {
  const grid = { count: 10, columns: 4 }; // rows: 0-3, 4-7, 8-9

  it.each([
    ['ArrowRight', 5, 6],
    ['ArrowRight', 3, 4], // crosses to the next row
    ['ArrowRight', 9, 9], // stops at the last card
    ['ArrowLeft', 4, 3],
    ['ArrowLeft', 0, 0],
    ['ArrowDown', 1, 5],
    ['ArrowDown', 6, 9], // no card below column 2 in the short row: the last card
    ['ArrowDown', 9, 9],
    ['ArrowUp', 9, 5],
    ['ArrowUp', 2, 2],
    ['Home', 6, 4],
    ['End', 5, 7],
    ['End', 8, 9], // the short row ends at the last card
    ['PageDown', 0, 9],
    ['PageUp', 9, 1],
  ] as const)('%s from %i → %i', (moveKey, from, to) =>
    expect(moveGridIndex(from, { key: moveKey }, grid)).toBe(to),
  );

  it('Ctrl+Home/End go to the first and last card; right-to-left mirrors ←/→', () => {
    expect(moveGridIndex(6, { key: 'Home', ctrlKey: true }, grid)).toBe(0);
    expect(moveGridIndex(1, { key: 'End', ctrlKey: true }, grid)).toBe(9);
    expect(moveGridIndex(5, { key: 'ArrowLeft' }, { ...grid, dir: 'rtl' })).toBe(6);
    expect(moveGridIndex(5, { key: 'ArrowRight' }, { ...grid, dir: 'rtl' })).toBe(4);
  });

  it('an empty grid has nowhere to go', () => {
    expect(moveGridIndex(0, { key: 'ArrowRight' }, { count: 0, columns: 3 })).toBe(-1);
  });

  it('every move lands on a card', () => {
    fc.assert(
      fc.property(
        shape,
        key,
        fc.boolean(),
        fc.integer({ min: -5, max: 600 }),
        (grid, moveKey, ctrlKey, from) => {
          const to = moveGridIndex(from, { key: moveKey, ctrlKey }, grid);
          expect(to).toBeGreaterThanOrEqual(0);
          expect(to).toBeLessThan(grid.count);
          expect(Number.isInteger(to)).toBe(true);
        },
      ),
    );
  });

  it('forward then back returns to the card, except at the last one', () => {
    fc.assert(
      fc.property(shape, fc.nat(), (grid, seed) => {
        const from = seed % grid.count;
        const [forward, back] =
          grid.dir === 'rtl'
            ? (['ArrowLeft', 'ArrowRight'] as const)
            : (['ArrowRight', 'ArrowLeft'] as const);
        const next = moveGridIndex(from, { key: forward }, grid);
        if (from === grid.count - 1) expect(next).toBe(from);
        else expect(moveGridIndex(next, { key: back }, grid)).toBe(from);
      }),
    );
  });

  it('↑/↓ keep the column when a card is there, and ↓ then ↑ returns', () => {
    fc.assert(
      fc.property(shape, fc.nat(), (grid, seed) => {
        const from = seed % grid.count;
        const down = moveGridIndex(from, { key: 'ArrowDown' }, grid);
        if (from + grid.columns < grid.count) {
          expect(down).toBe(from + grid.columns);
          expect(moveGridIndex(down, { key: 'ArrowUp' }, grid)).toBe(from);
        }
        const up = moveGridIndex(from, { key: 'ArrowUp' }, grid);
        expect(up % grid.columns).toBe(from % grid.columns);
      }),
    );
  });

  it('Home and End stay in the row', () => {
    fc.assert(
      fc.property(shape, fc.nat(), (grid, seed) => {
        const from = seed % grid.count;
        const row = Math.floor(from / grid.columns);
        for (const moveKey of ['Home', 'End'] as const)
          expect(Math.floor(moveGridIndex(from, { key: moveKey }, grid) / grid.columns)).toBe(row);
      }),
    );
  });
});
