import { visuallyHidden } from '../../internal/a11y.ts';
import { onMobile } from '../../internal/media.ts';
import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { type TableAlign, tableAligns } from './Table.props.ts';

/** Every alignment maps to its styles: a missing one is a type error. */
export const alignStyles: Record<TableAlign, CSSObject> = styleTable(tableAligns, (align) => ({
  textAlign: align,
  fontVariantNumeric: align === 'end' ? 'tabular-nums' : 'normal',
}));

export const tableStyles: CSSObject = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'var(--font-size-1)',
  color: 'var(--color-text)',
  '& caption': {
    textAlign: 'start',
    paddingBlockEnd: 'var(--space-2)',
    fontWeight: 'var(--font-weight-bold)',
  },
  '& th': {
    padding: 'var(--space-2)',
    color: 'var(--color-textMuted)',
    fontWeight: 'var(--font-weight-bold)',
    whiteSpace: 'nowrap',
  },
  '& td': { padding: 'var(--space-2)', borderTop: '1px solid var(--color-border)' },
  // Alignment for header and body cells alike (`& [data-align="end"]`).
  ...Object.fromEntries(
    Object.entries(variantSelectors('align', alignStyles)).map(([selector, styles]) => [
      selector.replace('&', '& '),
      styles,
    ]),
  ),
  // Below 768 px each row is a card of label/value lines: nothing scrolls sideways at 375 px.
  [onMobile]: {
    display: 'block',
    '& thead': visuallyHidden,
    '& tbody': { display: 'grid', gap: 'var(--space-2)' },
    '& tr': {
      display: 'grid',
      gap: 'var(--space-1)',
      padding: 'var(--space-3)',
      border: '1px solid var(--color-border)',
      borderRadius: 'var(--radius-medium)',
      background: 'var(--color-background)',
    },
    '& td': {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: 'var(--space-3)',
      padding: 0,
      border: 0,
      textAlign: 'end',
      overflowWrap: 'anywhere',
      minWidth: 0,
    },
    '& td::before': {
      content: 'attr(data-label)',
      flexShrink: 0,
      color: 'var(--color-textMuted)',
      textAlign: 'start',
    },
    '& td[data-primary]': {
      order: -1,
      fontSize: 'var(--font-size-2)',
      fontWeight: 'var(--font-weight-bold)',
    },
  },
};
