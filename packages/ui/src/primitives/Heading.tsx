import type { ComponentProps } from 'react';
import { systemElement } from '../internal/styling.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

const HeadingBase = systemElement('h2', {
  margin: 0,
  fontFamily: 'var(--font-heading)',
  fontWeight: 'var(--font-weight-heading)',
  lineHeight: 'var(--line-height-heading)',
});

/** Font-size scale index per level: the level decides semantics and default size together. */
const levelFontSize: Record<HeadingLevel, number> = { 1: 7, 2: 6, 3: 5, 4: 4, 5: 3, 6: 2 };

export type HeadingProps = ComponentProps<typeof HeadingBase> & {
  /** Document outline level (h1–h6). @default 2 */
  level?: HeadingLevel;
};

/** A heading whose element and default size follow its level. */
export function Heading({ level = 2, ...rest }: HeadingProps) {
  return <HeadingBase as={`h${level}`} fontSize={levelFontSize[level]} {...rest} />;
}
