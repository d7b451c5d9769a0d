// VIP levels grouped by loyaltyLevelGroupSteps (each step is the first level of a group, e.g.
// [1, 5, 10, 20, 35] → 1–4, 5–9, 10–19, 20–34, 35+), and the player's place among them.

export interface VipLevel {
  level: number;
  name: string;
  minPoints: number;
  rakebackPercent: number;
  accumulatorPercent: number;
  perks: readonly string[];
}

export interface VipGroup {
  /** The first level of the group. */
  from: number;
  /** The last level of the group (the highest level of the list for the last group). */
  to: number;
  levels: VipLevel[];
}

/** Levels in ascending order, split at the steps; no steps (or none that split) is one group. */
export function groupLevels(levels: readonly VipLevel[], steps: readonly number[]): VipGroup[] {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  if (sorted.length === 0) return [];
  const starts = [...new Set(steps)].filter(Number.isFinite).sort((a, b) => a - b);
  const groups: VipGroup[] = [];
  for (const level of sorted) {
    // The group of a level is the last step at or below it (levels below the first step join it).
    const start = starts.filter((step) => step <= level.level).pop() ?? starts[0] ?? sorted[0]?.level ?? 0;
    const current = groups[groups.length - 1];
    if (current && current.from === start) {
      current.levels.push(level);
      current.to = level.level;
    } else groups.push({ from: start, to: level.level, levels: [level] });
  }
  return groups;
}

/** The index of the group holding `level`, or -1. */
export const groupIndexOf = (groups: readonly VipGroup[], level: number): number =>
  groups.findIndex((group) => group.levels.some((candidate) => candidate.level === level));
