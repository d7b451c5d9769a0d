import { focusRing } from '../../internal/a11y.ts';
import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { type TabsVariant, tabsVariants } from './Tabs.props.ts';

const variantStyles: Record<TabsVariant, CSSObject> = styleTable(tabsVariants, (variant) =>
  variant === 'underline'
    ? {
        borderBottom: '1px solid var(--color-border)',
        '& [role="tab"]': { borderBottom: '2px solid transparent', borderRadius: 0 },
        '& [role="tab"][data-state="active"]': {
          borderBottomColor: 'var(--color-accent)',
          color: 'var(--color-text)',
        },
      }
    : {
        gap: 'var(--space-1)',
        padding: 'var(--space-1)',
        borderRadius: 'var(--radius-pill)',
        background: 'var(--color-surface)',
        '& [role="tab"]': { borderRadius: 'var(--radius-pill)' },
        '& [role="tab"][data-state="active"]': {
          background: 'var(--button-primary-background)',
          color: 'var(--button-primary-text)',
        },
      },
);

export const listStyles: CSSObject = {
  ...variantSelectors('variant', variantStyles),
  display: 'flex',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&[data-fitted] [role="tab"]': { flex: 1 },
};

export const triggerStyles: CSSObject = {
  flexShrink: 0,
  padding: 'var(--space-2) var(--space-4)',
  border: 0,
  background: 'transparent',
  color: 'var(--color-textMuted)',
  fontFamily: 'var(--font-body)',
  fontSize: 'var(--font-size-1)',
  fontWeight: 'var(--font-weight-bold)',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover:not([data-disabled])': { color: 'var(--color-text)' },
  '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
};

export const panelStyles: CSSObject = {
  paddingBlock: 'var(--space-4)',
  '&:focus-visible': focusRing,
};
