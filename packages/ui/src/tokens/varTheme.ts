// The styled-system theme used by every component: scale values are `var(--…)` references, so
// it is the same object for every brand; the brand's style sheet gives the variables values.
import type { Theme } from '@casino/schemas/types';
import { colorVar } from '@casino/tokens';

const indexed = (prefix: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => `var(--${prefix}-${index})`);

const named = <K extends string>(names: readonly K[], toVar: (name: K) => string): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, `var(${toVar(name)})`])) as Record<K, string>;

/** Builds the var-reference theme from the names a theme declares (any brand's theme will do). */
export function createVarTheme(shape: Theme, breakpoints: string[]) {
  return {
    breakpoints,
    colors: named(Object.keys(shape.colors) as (keyof Theme['colors'])[], colorVar),
    space: indexed('space', shape.space.length),
    fontSizes: indexed('font-size', shape.fontSizes.length),
    fonts: named(Object.keys(shape.fonts) as (keyof Theme['fonts'])[], (name) => `--font-${name}`),
    fontWeights: named(
      Object.keys(shape.fontWeights) as (keyof Theme['fontWeights'])[],
      (name) => `--font-weight-${name}`,
    ),
    lineHeights: named(
      Object.keys(shape.lineHeights) as (keyof Theme['lineHeights'])[],
      (name) => `--line-height-${name}`,
    ),
    radii: named(Object.keys(shape.radii) as (keyof Theme['radii'])[], (name) => `--radius-${name}`),
    shadows: named(Object.keys(shape.shadows) as (keyof Theme['shadows'])[], (name) => `--shadow-${name}`),
    zIndices: named(Object.keys(shape.zIndices) as (keyof Theme['zIndices'])[], (name) => `--z-${name}`),
  };
}

export type VarTheme = ReturnType<typeof createVarTheme>;
