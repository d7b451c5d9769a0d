export { classNameFor } from './classNameFor.ts';
export { cardCompactRecipe, cardRecipe, type RecipeName, recipeNames, recipes } from './recipes.ts';
