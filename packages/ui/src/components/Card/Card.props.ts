import type { HTMLAttributes, ReactNode } from 'react';

/**
 * `regular`: a section of a page; `compact`: a card in a list or grid cell (smaller padding);
 * `flush`: no padding, for media that runs to the card's edges.
 */
export const cardVariants = ['regular', 'compact', 'flush'] as const;
export type CardVariant = (typeof cardVariants)[number];

/** The element the card renders: a titled region, a list item's article, or a plain block. */
export const cardElements = ['section', 'article', 'div', 'aside', 'li'] as const;
export type CardElement = (typeof cardElements)[number];

export const cardHeadingLevels = [2, 3, 4] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** Padding from the space scale. @default 'regular' */
  variant?: CardVariant;
  /** @default 'section' */
  as?: CardElement;
  /** A heading at the top; a `section` card is then labelled by it. */
  title?: ReactNode;
  /** @default 2 */
  headingLevel?: CardHeadingLevel;
  /** Buttons or links beside the title (they wrap under it on a phone). */
  actions?: ReactNode;
  children?: ReactNode;
};
