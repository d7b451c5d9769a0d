import { focusRing, visuallyHidden } from '../../internal/a11y.ts';
import type { CSSObject } from '../../internal/styling.ts';

export const dropZoneStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'var(--space-2)',
  padding: 'var(--space-5)',
  border: '2px dashed var(--color-border)',
  borderRadius: 'var(--radius-medium)',
  background: 'var(--color-surface)',
  color: 'var(--color-textMuted)',
  textAlign: 'center',
  '& > svg': { width: 'var(--font-size-6)', height: 'var(--font-size-6)' },
  '&[data-dragging]': { borderColor: 'var(--color-accent)', background: 'var(--color-surfaceRaised)' },
  '&[data-invalid]': { borderColor: 'var(--color-error-readable)' },
  // Disabled keeps readable text (contrast) and loses the call to action instead.
  '&[data-disabled]': { borderStyle: 'solid', '& > svg, & > label': { opacity: 0.5 } },
};

export const chooseLabelStyles: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 'var(--button-small-height)',
  paddingInline: 'var(--button-small-padding-x)',
  borderRadius: 'var(--button-radius)',
  background: 'var(--button-primary-background)',
  color: 'var(--button-primary-text)',
  fontWeight: 'var(--button-font-weight)',
  fontSize: 'var(--button-small-font-size)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--button-primary-hover-background)' },
  '&:has(+ input:focus-visible)': focusRing,
  '[data-disabled] &': { cursor: 'not-allowed' },
};

export const hiddenInputStyles: CSSObject = visuallyHidden;

export const fileRowStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  padding: 'var(--space-2) var(--space-3)',
  borderRadius: 'var(--radius-medium)',
  background: 'var(--color-surfaceRaised)',
  color: 'var(--color-text)',
  '& > [data-part="name"]': { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
};
