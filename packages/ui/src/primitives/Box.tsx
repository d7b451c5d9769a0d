import { systemElement } from '../internal/styling.ts';

/** The base layout element: a div that takes styled-system style props (space, color, layout…). */
export const Box = systemElement('div', { boxSizing: 'border-box', minWidth: 0 });

/** A flex row (or column with `flexDirection="column"`). */
export const Flex = systemElement('div', { boxSizing: 'border-box', minWidth: 0, display: 'flex' });

/** A CSS grid container (`gridTemplateColumns`, `gridGap`…). */
export const Grid = systemElement('div', { boxSizing: 'border-box', minWidth: 0, display: 'grid' });

/** Body text; `as="span"` for inline. Defaults to the body font of the brand. */
export const Text = systemElement('p', {
  margin: 0,
  fontFamily: 'var(--font-body)',
  lineHeight: 'var(--line-height-body)',
});
