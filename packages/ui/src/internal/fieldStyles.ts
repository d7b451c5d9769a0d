import { focusRing } from './a11y.ts';
import type { CSSObject } from './styling.ts';

/** The look every text-like control shares; state comes from aria-invalid and :disabled. */
export const controlStyles: CSSObject = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 'var(--button-medium-height)',
  paddingInline: 'var(--space-3)',
  paddingBlock: 'var(--space-2)',
  border: '1px solid var(--color-border)',
  borderRadius: 'var(--radius-medium)',
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  fontFamily: 'var(--font-body)',
  fontSize: 'var(--font-size-1)',
  lineHeight: 'var(--line-height-body)',
  '&::placeholder': { color: 'var(--color-textMuted)', opacity: 1 },
  '&:hover:not(:disabled)': { borderColor: 'var(--color-textMuted)' },
  '&:focus-visible': { ...focusRing, outlineOffset: '0' },
  '&[aria-invalid="true"]': { borderColor: 'var(--color-error)' },
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
};

export const labelStyles: CSSObject = {
  display: 'block',
  marginBottom: 'var(--space-1)',
  color: 'var(--color-text)',
  fontSize: 'var(--font-size-1)',
  fontWeight: 'var(--font-weight-bold)',
};

export const hintStyles: CSSObject = {
  margin: 0,
  marginTop: 'var(--space-1)',
  color: 'var(--color-textMuted)',
  fontSize: 'var(--font-size-0)',
};
