import { focusRing, reducedMotion } from '../../internal/a11y.ts';
import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { type SwitchSize, switchSizes } from './Switch.props.ts';

/** Track height per size (the thumb is the height less the 2 px inset on each side). */
export const sizeStyles: Record<SwitchSize, CSSObject> = styleTable(switchSizes, (size) => ({
  '--switch-height': size === 'small' ? 'calc(var(--space-4) + var(--space-1))' : 'var(--space-5)',
}));

export const rowStyles: CSSObject = {
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: 'var(--space-3)',
  color: 'var(--color-text)',
  fontSize: 'var(--font-size-1)',
  '& label': { cursor: 'pointer' },
  '&[data-disabled] label': { cursor: 'not-allowed', opacity: 0.6 },
  '& [data-part="description"]': { display: 'block', color: 'var(--color-textMuted)' },
};

export const trackStyles: CSSObject = {
  ...variantSelectors('size', sizeStyles),
  '--switch-thumb': 'calc(var(--switch-height) - 4px)',
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: 'calc(var(--switch-height) * 1.8)',
  height: 'var(--switch-height)',
  borderRadius: 'var(--radius-pill)',
  border: '2px solid var(--color-textMuted)',
  background: 'var(--color-surfaceRaised)',
  cursor: 'pointer',
  transition: 'background-color 120ms ease',
  // At least a 24 px target whatever the size (WCAG 2.5.8): the hit area reaches past the track.
  '&::after': { content: '""', position: 'absolute', inset: '-4px' },
  '&:focus-visible': focusRing,
  '&[data-state="checked"]': { background: 'var(--color-accent)', borderColor: 'var(--color-accent)' },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  '& > span': {
    display: 'block',
    width: 'calc(var(--switch-thumb) - 4px)',
    height: 'calc(var(--switch-thumb) - 4px)',
    marginInlineStart: '2px',
    borderRadius: 'var(--radius-pill)',
    background: 'var(--color-textMuted)',
    transition: 'transform 120ms ease',
  },
  '&[data-state="checked"] > span': {
    background: 'var(--color-accentText)',
    transform: 'translateX(calc(var(--switch-height) * 1.8 - var(--switch-thumb) - 4px))',
  },
  '[dir="rtl"] &[data-state="checked"] > span': {
    transform: 'translateX(calc(-1 * (var(--switch-height) * 1.8 - var(--switch-thumb) - 4px)))',
  },
  [reducedMotion]: { transition: 'none', '& > span': { transition: 'none' } },
};
