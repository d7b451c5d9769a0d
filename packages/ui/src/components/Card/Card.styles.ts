import { cardCompactRecipe, cardFlushRecipe, cardRecipe } from '../../css/recipes.ts';
import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { type CardVariant, cardVariants } from './Card.props.ts';

/** Every variant maps to its recipe: a variant missing here is a type error. */
const recipeOf = { regular: cardRecipe, compact: cardCompactRecipe, flush: cardFlushRecipe } as const;
export const variantStyles: Record<CardVariant, CSSObject> = styleTable(cardVariants, (variant) => ({
  padding: recipeOf[variant].padding,
}));

export const cardStyles: CSSObject = {
  ...cardRecipe,
  ...variantSelectors('variant', variantStyles),
  display: 'grid',
  gap: 'var(--space-3)',
  alignContent: 'start',
  minWidth: 0,
  color: 'var(--color-text)',
  '& > [data-part="header"]': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: 'var(--space-2)',
  },
  '& > [data-part="header"] > :is(h2, h3, h4)': {
    margin: 0,
    fontFamily: 'var(--font-heading)',
    fontSize: 'var(--font-size-4)',
    lineHeight: 'var(--line-height-heading)',
  },
  '& > [data-part="header"] > [data-part="actions"]': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 'var(--space-2)',
  },
};
