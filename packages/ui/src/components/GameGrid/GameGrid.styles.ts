import { visuallyHidden } from '../../internal/a11y.ts';
import type { CSSObject } from '../../internal/styling.ts';

export const rootStyles: CSSObject = {
  // Read back in pixels by the column maths (a custom property's computed value is resolved).
  '--game-grid-gap': 'var(--space-3)',
  position: 'relative',
  width: '100%',
  '&[data-scroll-mode="element"]': { height: '100%', overflowY: 'auto', overscrollBehavior: 'contain' },
};

export const sizerStyles: CSSObject = { position: 'relative', width: '100%' };

export const rowStyles: CSSObject = {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--game-grid-columns), minmax(0, 1fr))',
  columnGap: 'var(--game-grid-gap)',
  paddingBlockEnd: 'var(--game-grid-gap)',
  boxSizing: 'border-box',
};

/** The first page's skeletons: the same columns, in the flow (nothing to virtualise yet). */
export const staticGridStyles: CSSObject = {
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--game-grid-columns), minmax(0, 1fr))',
  gap: 'var(--game-grid-gap)',
};

export const liveStyles: CSSObject = visuallyHidden;
