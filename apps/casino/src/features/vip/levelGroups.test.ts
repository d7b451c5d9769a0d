import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupIndexOf, groupLevels, groupName, levelProgress, type VipLevel } from './levelGroups.ts';

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

describe('groups a brand without steps by the level names (issue 35)', () => {
  const named = (n: number): VipLevel => ({
    ...level(n),
    name: `${n < 5 ? 'Bronze' : n < 10 ? 'Silver' : 'Gold'} ${n}`,
  });

  it('"Silver 6" sits in "Silver", never in "Bronze, levels 1–40"', () => {
    const groups = groupLevels(
      Array.from({ length: 40 }, (_, i) => named(i + 1)),
      [],
    );
    expect(groups.map((g) => [groupName(g), g.from, g.to])).toEqual([
      ['Bronze', 1, 4],
      ['Silver', 5, 9],
      ['Gold', 10, 40],
    ]);
    const six = groups[groupIndexOf(groups, 6)];
    expect(six && groupName(six)).toBe('Silver');
  });

  it('the brand’s steps still decide where they are given', () => {
    const groups = groupLevels(
      Array.from({ length: 12 }, (_, i) => named(i + 1)),
      [1, 10],
    );
    expect(groups.map((g) => [g.from, g.to])).toEqual([
      [1, 9],
      [10, 12],
    ]);
  });
});

describe('levelProgress: the bar and its label are one figure (issue 35)', () => {
  it('counts within the current level', () => {
    // 2,600 points at level 6 (from 2,500) to level 7 (3,600): 100 of 1,100, 9.09 %.
    const progress = levelProgress(2600, 2500, 3600);
    expect(progress.done).toBe(100);
    expect(progress.needed).toBe(1100);
    expect(progress.percent).toBeCloseTo(9.09, 2);
  });

  it('counts from 0 when the current level’s minimum is unknown, and stays within 0–100', () => {
    expect(levelProgress(2666, undefined, 3600).percent).toBeCloseTo(74.06, 2);
    expect(levelProgress(5000, 2500, 3600).percent).toBe(100);
    expect(levelProgress(0, 100, 100).percent).toBe(0);
  });

  it('property: percent is done / needed', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(1_000_000), (points, min, next) => {
        const { done, needed, percent } = levelProgress(points, min, next);
        return percent >= 0 && percent <= 100 && Math.abs(percent - (done / needed) * 100) < 1e-9;
      }),
    );
  });
});
