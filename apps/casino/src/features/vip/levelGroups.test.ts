import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupIndexOf, groupLevels, type VipLevel } from './levelGroups.ts';

const level = (n: number): VipLevel => ({
  level: n,
  name: `Level ${n}`,
  minPoints: n * 100,
  rakebackPercent: 5,
  accumulatorPercent: 0.05,
  perks: [],
});
const levels = (count: number) => Array.from({ length: count }, (_, i) => level(i + 1));

describe('groupLevels', () => {
  it('splits at each step: [1, 5, 10, 20, 35] over 40 levels', () => {
    const groups = groupLevels(levels(40), [1, 5, 10, 20, 35]);
    expect(groups.map((g) => [g.from, g.to, g.levels.length])).toEqual([
      [1, 4, 4],
      [5, 9, 5],
      [10, 19, 10],
      [20, 34, 15],
      [35, 40, 6],
    ]);
    expect(groupIndexOf(groups, 6)).toBe(1);
    expect(groupIndexOf(groups, 41)).toBe(-1);
  });

  it('is one group without steps, and sorts what it is given', () => {
    const groups = groupLevels([level(3), level(1), level(2)], []);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.levels.map((l) => l.level)).toEqual([1, 2, 3]);
  });

  it('keeps every level exactly once, in order, whatever the steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.array(fc.integer({ min: -5, max: 70 })),
        (count, steps) => {
          const groups = groupLevels(levels(count), steps);
          expect(groups.flatMap((g) => g.levels.map((l) => l.level))).toEqual(
            levels(count).map((l) => l.level),
          );
          for (const g of groups) expect(g.to).toBe(g.levels[g.levels.length - 1]?.level);
        },
      ),
    );
  });
});
