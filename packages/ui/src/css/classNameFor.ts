import { classNameForStyles } from '../internal/styling.ts';
import { type RecipeName, recipes } from './recipes.ts';

/**
 * The class of a design-system recipe, for an element a feature renders itself (a link, a `<dl>`)
 * that should look like a card or be visually hidden. Compiled once per recipe and cached.
 */
export const classNameFor = (recipe: RecipeName): string => classNameForStyles(recipes[recipe]);
