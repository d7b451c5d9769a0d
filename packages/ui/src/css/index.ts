export { classNameFor } from './classNameFor.ts';
export {
  cardCompactRecipe,
  cardFlushRecipe,
  cardRecipe,
  type RecipeName,
  recipeNames,
  recipes,
} from './recipes.ts';
