import { focusRing, visuallyHidden } from '../../internal/a11y.ts';
import { controlStyles, hintStyles, labelStyles } from '../../internal/fieldStyles.ts';
import type { CSSObject } from '../../internal/styling.ts';

export const wrapperStyles: CSSObject = { display: 'block', minWidth: 0 };
export const labelStylesFor: CSSObject = { ...labelStyles, '&[data-hidden]': visuallyHidden };
export const controlRowStyles: CSSObject = {
  position: 'relative',
  '& > svg': {
    position: 'absolute',
    insetInlineStart: 'var(--space-3)',
    insetBlockStart: '50%',
    width: '1em',
    height: '1em',
    transform: 'translateY(-50%)',
    color: 'var(--color-textMuted)',
    pointerEvents: 'none',
  },
};
export const inputStyles: CSSObject = {
  ...controlStyles,
  paddingInlineStart: 'calc(var(--space-3) * 2 + 1em)',
  paddingInlineEnd: 'calc(var(--space-2) + var(--button-small-height))',
  // The field draws its own clear button; the browser's would be a second one.
  '&::-webkit-search-cancel-button': { display: 'none' },
  '&::-webkit-search-decoration': { display: 'none' },
};
export const clearStyles: CSSObject = {
  position: 'absolute',
  insetInlineEnd: 'var(--space-1)',
  insetBlockStart: '50%',
  display: 'grid',
  placeItems: 'center',
  width: 'var(--button-small-height)',
  height: 'var(--button-small-height)',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'var(--color-textMuted)',
  transform: 'translateY(-50%)',
  cursor: 'pointer',
  '&:hover': { color: 'var(--color-text)' },
  '&:focus-visible': focusRing,
};
export const hintStylesFor: CSSObject = hintStyles;
