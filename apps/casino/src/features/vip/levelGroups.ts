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

/** A level's name without its number: the name of its group ("Silver 6" → "Silver"). */
export const baseName = (name: string): string => name.replace(/\s*\d+$/, '').trim();

/** The group's name, from its first level's ("Bronze 1" → "Bronze"). */
export const groupName = (group: VipGroup): string => baseName(group.levels[0]?.name ?? '');

/**
 * Levels in ascending order, split at the brand's steps. A brand with no steps gets the groups
 * the level names make ("Bronze 1"–"Bronze 4", "Silver 5"…), so a player's "Silver 6" is never
 * shown against a single "Bronze, levels 1–40" (issue 35); names without a group word are one group.
 */
export function groupLevels(levels: readonly VipLevel[], steps: readonly number[]): VipGroup[] {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  if (sorted.length === 0) return [];
  const brandStarts = [...new Set(steps)].filter(Number.isFinite).sort((a, b) => a - b);
  const starts =
    brandStarts.length > 0
      ? brandStarts
      : sorted
          .filter(
            (level, index) => index === 0 || baseName(level.name) !== baseName(sorted[index - 1]?.name ?? ''),
          )
          .map((level) => level.level);
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

/** The player's progress to the next level, as the bar and its words both say it. */
export interface LevelProgress {
  /** Points earned since reaching the current level. */
  done: number;
  /** Points between the current level and the next. */
  needed: number;
  /** done / needed, 0–100. */
  percent: number;
}

/**
 * Progress within the current level (from its minimum points to the next level's), so the bar and
 * its label are one figure ("100 of 1,100 points", 9 %), never a label of totals over a bar of
 * something else. Without the current level's minimum (levels not loaded) it counts from 0.
 */
export function levelProgress(
  points: number,
  currentMin: number | undefined,
  nextMin: number,
): LevelProgress {
  const base = currentMin !== undefined && currentMin <= points ? currentMin : 0;
  const needed = Math.max(1, nextMin - base);
  const done = Math.min(needed, Math.max(0, points - base));
  return { done, needed, percent: Math.min(100, (done / needed) * 100) };
}
