import { focusRing } from '../../internal/a11y.ts';
import { controlStyles } from '../../internal/fieldStyles.ts';
import type { CSSObject } from '../../internal/styling.ts';

export const rootStyles: CSSObject = { position: 'relative' };

export const triggerStyles: CSSObject = {
  ...controlStyles,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
  '&[aria-expanded="true"]': { borderColor: 'var(--color-accent)' },
};

export const popoverStyles: CSSObject = {
  position: 'absolute',
  insetInlineStart: 0,
  top: 'calc(100% + var(--space-1))',
  zIndex: 'var(--z-dropdown)',
  display: 'grid',
  gridTemplateColumns: '1fr 2fr 1.4fr',
  gap: 'var(--space-1)',
  width: 'min(100%, 360px)',
  minWidth: '280px',
  padding: 'var(--space-2)',
  borderRadius: 'var(--radius-medium)',
  background: 'var(--color-surfaceRaised)',
  boxShadow: 'var(--shadow-medium)',
};

export const columnStyles: CSSObject = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '200px',
  overflowY: 'auto',
  borderRadius: 'var(--radius-small)',
  '&:focus-visible': focusRing,
};

export const optionStyles: CSSObject = {
  padding: 'var(--space-1) var(--space-2)',
  borderRadius: 'var(--radius-small)',
  cursor: 'pointer',
  color: 'var(--color-text)',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  '&:hover': { background: 'var(--color-surface)' },
  '&[aria-selected="true"]': {
    background: 'var(--button-accent-background)',
    color: 'var(--button-accent-text)',
    fontWeight: 'var(--font-weight-bold)',
  },
};
