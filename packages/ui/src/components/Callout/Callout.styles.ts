import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { type CalloutTone, calloutTones } from './Callout.props.ts';

const colourOf: Record<CalloutTone, string> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

/** Every tone maps to its status colour (the AA-readable tint): a missing tone is a type error. */
export const toneStyles: Record<CalloutTone, CSSObject> = styleTable(calloutTones, (tone) => ({
  '--callout-colour': `var(--color-${colourOf[tone]}-readable)`,
}));

export const calloutStyles: CSSObject = {
  ...variantSelectors('tone', toneStyles),
  // A max-width given by the page holds for the whole box, border and padding included.
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: 'var(--space-2) var(--space-3)',
  padding: 'var(--space-4)',
  border: '1px solid var(--callout-colour)',
  borderInlineStartWidth: '4px',
  borderRadius: 'var(--radius-large)',
  background: 'var(--color-surfaceRaised)',
  color: 'var(--color-text)',
  '& > svg': { width: 'var(--font-size-4)', height: 'var(--font-size-4)', color: 'var(--callout-colour)' },
  '& > [data-part="body"]': { display: 'grid', gap: 'var(--space-2)', justifyItems: 'start', minWidth: 0 },
  '& > [data-part="body"] > *': { margin: 0 },
  '& [data-part="title"]': { fontWeight: 'var(--font-weight-bold)' },
};
