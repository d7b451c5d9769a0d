import { focusRing } from '../../internal/a11y.ts';
import { controlStyles } from '../../internal/fieldStyles.ts';
import type { CSSObject } from '../../internal/styling.ts';

export const rowStyles: CSSObject = {
  display: 'flex',
  alignItems: 'stretch',
  gap: 'var(--space-2)',
};

export const amountInputStyles: CSSObject = {
  ...controlStyles,
  flex: 1,
  minWidth: 0,
  textAlign: 'center',
  fontSize: 'var(--font-size-3)',
  fontWeight: 'var(--font-weight-bold)',
  fontVariantNumeric: 'tabular-nums',
};

export const quickRowStyles: CSSObject = {
  display: 'flex',
  gap: 'var(--space-2)',
  marginTop: 'var(--space-2)',
  '& > *': { flex: 1 },
};

export const currencyStyles: CSSObject = {
  alignSelf: 'center',
  color: 'var(--color-textMuted)',
  fontWeight: 'var(--font-weight-bold)',
  '&:focus-visible': focusRing,
};
