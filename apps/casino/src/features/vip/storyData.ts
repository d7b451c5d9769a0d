// Sample loyalty levels for the stories: twelve levels in three groups, perks from Gold on.
import type { VipLevel } from './levelGroups.ts';

const groups = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'];

export const sampleLevels: VipLevel[] = Array.from({ length: 12 }, (_, i) => {
  const level = i + 1;
  const g = level < 5 ? 0 : level < 10 ? 1 : 2;
  return {
    level,
    name: `${groups[g]} ${level}`,
    minPoints: i * i * 100,
    rakebackPercent: 5 + g * 2.5,
    accumulatorPercent: 0.05 + g * 0.01,
    perks: g >= 2 ? ['personal-manager', 'bet-limit-by-support'] : [],
  };
});

/** The group steps the stories group the sample levels by. */
export const sampleLevelSteps = [1, 5, 10];
