// The surface recipes features keep needing, written once. The Card component, `classNameFor` and
// classes.module.css (for `composes:` in a feature's own module) all deliver these; a test keeps the
// CSS module equal to the objects here.
import { visuallyHidden } from '../internal/a11y.ts';
import type { CSSObject } from '../internal/styling.ts';

/** A raised block on the page: the brand's surface, border and large radius. */
export const cardRecipe = {
  padding: 'var(--space-5)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-large)',
  background: 'var(--color-surface)',
} as const satisfies CSSObject;

/** The same with the smaller padding (a card inside a list or a grid cell). */
export const cardCompactRecipe = { ...cardRecipe, padding: 'var(--space-4)' } as const satisfies CSSObject;

/** No padding: a card whose media (a promotion's banner) runs to its edges. */
export const cardFlushRecipe = { ...cardRecipe, padding: '0' } as const satisfies CSSObject;

export { visuallyHidden as visuallyHiddenRecipe };

/** The recipes by the class name classes.module.css gives them. */
export const recipes = {
  card: cardRecipe,
  cardCompact: cardCompactRecipe,
  cardFlush: cardFlushRecipe,
  visuallyHidden,
} as const satisfies Record<string, CSSObject>;

export const recipeNames = Object.keys(recipes) as (keyof typeof recipes)[];
export type RecipeName = keyof typeof recipes;
