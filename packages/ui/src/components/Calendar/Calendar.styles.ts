import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { type RakebackDayState, rakebackDayStates } from '../../logic/rakeback.ts';

export const tableStyles: CSSObject = {
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 'var(--space-1)',
  tableLayout: 'fixed',
  '& th': {
    padding: 'var(--space-1)',
    color: 'var(--color-textMuted)',
    fontSize: 'var(--font-size-0)',
    fontWeight: 'var(--font-weight-bold)',
    textAlign: 'center',
  },
  // A 1px cell height lets day tiles fill the row (height: 100%), so every row lines up.
  '& td': { padding: 0, verticalAlign: 'top', height: '1px' },
};

export const dayStyles: CSSObject = {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 'var(--space-1)',
  minHeight: '96px',
  height: '100%',
  padding: 'var(--space-2) var(--space-1)',
  border: '2px solid transparent',
  borderRadius: 'var(--calendar-day-radius)',
  background: 'var(--calendar-day-background)',
  color: 'var(--color-text)',
  fontSize: 'var(--font-size-0)',
  textAlign: 'center',
  '& > [data-part="date"]': { color: 'var(--color-textMuted)', fontWeight: 'var(--font-weight-bold)' },
  '& > svg': { width: 'var(--font-size-5)', height: 'var(--font-size-5)' },
  '& > [data-part="title"]': { overflowWrap: 'anywhere', lineHeight: 'var(--line-height-heading)' },
  '&[data-relation="today"]': {
    background: 'var(--calendar-today-background)',
    borderColor: 'var(--calendar-today-border)',
  },
  '&[data-relation="past"] > svg': { color: 'var(--calendar-claimed-color)' },
  '&[data-relation="future"] > svg': { color: 'var(--color-gold)' },
  '&[data-relation="today"] > svg': { color: 'var(--color-gold)' },
};

const rakebackStateStyles: Record<RakebackDayState, CSSObject> = styleTable(rakebackDayStates, (state) => {
  switch (state) {
    case 'claimed':
      return { '& [data-part="status"]': { color: 'var(--color-success-readable)' } };
    case 'claimable':
      return { borderColor: 'var(--calendar-claimable-color)' };
    case 'not-claimed':
      return {
        '& [data-part="amount"]': { textDecoration: 'line-through', color: 'var(--color-textMuted)' },
      };
    case 'locked':
      return { color: 'var(--color-textMuted)' };
    case 'play-to-earn':
      return { '& [data-part="status"]': { color: 'var(--color-textMuted)' } };
  }
});

export const rakebackDayStyles: CSSObject = {
  ...dayStyles,
  ...variantSelectors('state', rakebackStateStyles),
  justifyContent: 'space-between',
  '& [data-part="amount"]': { fontWeight: 'var(--font-weight-bold)', fontSize: 'var(--font-size-1)' },
  '& > svg': { width: 'var(--font-size-3)', height: 'var(--font-size-3)' },
};
