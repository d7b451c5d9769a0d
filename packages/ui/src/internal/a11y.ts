import type { CSSObject } from './styling.ts';

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden: CSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** The one focus ring of the system, in the brand's focus colour. */
export const focusRing: CSSObject = {
  outline: '2px solid var(--color-focus)',
  outlineOffset: '2px',
};

/** Animations stop for players who ask for less motion. */
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
