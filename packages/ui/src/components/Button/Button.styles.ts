import { focusRing } from '../../internal/a11y.ts';
import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { type ButtonKind, type ButtonSize, buttonKinds, buttonSizes } from './Button.props.ts';

/** Every size maps to its token variables: a size missing here is a type error. */
export const sizeStyles: Record<ButtonSize, CSSObject> = styleTable(buttonSizes, (size) => ({
  '--btn-height': `var(--button-${size}-height)`,
  '--btn-padding-x': `var(--button-${size}-padding-x)`,
  '--btn-font-size': `var(--button-${size}-font-size)`,
  '--btn-icon-size': `var(--button-${size}-icon-size)`,
}));

/** Every kind maps to its colour variables. */
export const kindStyles: Record<ButtonKind, CSSObject> = styleTable(buttonKinds, (kind) => ({
  '--btn-bg': `var(--button-${kind}-background)`,
  '--btn-fg': `var(--button-${kind}-text)`,
  '--btn-border': `var(--button-${kind}-border)`,
  '--btn-hover-bg': `var(--button-${kind}-hover-background)`,
}));

export const buttonStyles: CSSObject = {
  ...variantSelectors('size', sizeStyles),
  ...variantSelectors('kind', kindStyles),
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 'var(--space-2)',
  boxSizing: 'border-box',
  minHeight: 'var(--btn-height)',
  paddingBlock: 0,
  paddingInline: 'var(--btn-padding-x)',
  border: '1px solid var(--btn-border)',
  borderRadius: 'var(--button-radius)',
  background: 'var(--btn-bg)',
  color: 'var(--btn-fg)',
  fontFamily: 'var(--font-body)',
  fontSize: 'var(--btn-font-size)',
  fontWeight: 'var(--button-font-weight)',
  lineHeight: 1,
  textTransform: 'var(--button-text-transform)' as string,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color 120ms ease, transform 80ms ease',
  '& svg': { width: 'var(--btn-icon-size)', height: 'var(--btn-icon-size)', flexShrink: 0 },
  '&:hover:not([data-disabled]):not([data-loading])': { background: 'var(--btn-hover-bg)' },
  '&:active:not([data-disabled]):not([data-loading])': { transform: 'scale(0.97)' },
  '&:focus-visible': focusRing,
  '&[data-kind="link"]': {
    paddingInline: 0,
    minHeight: 'auto',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
  },
  '&[data-full-width]': { display: 'flex', width: '100%' },
  '&[data-icon-only]': { paddingInline: 0, width: 'var(--btn-height)' },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  '&[data-loading]': { cursor: 'progress' },
  '& > [data-part="content"]': { display: 'inline-flex', alignItems: 'center', gap: 'var(--space-2)' },
  '&[data-loading] > [data-part="content"]': { opacity: 0 },
  '& > [data-part="spinner"]': { position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' },
};
