import { focusRing } from '../../internal/a11y.ts';
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
  // On a phone the gaps shrink so seven tiles keep their width at 320 px.
  '&[data-compact]': { borderSpacing: '2px' },
  '&[data-compact] th': { padding: '2px 0' },
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

/** A phone's day tile (CompactDay): date, icon and a short figure; one target for the whole day. */
export const compactDayStyles: CSSObject = {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: '2px',
  width: '100%',
  minWidth: 0,
  minHeight: '56px',
  height: '100%',
  padding: 'var(--space-1) 1px',
  border: '2px solid transparent',
  borderRadius: 'var(--calendar-day-radius)',
  background: 'var(--calendar-day-background)',
  color: 'var(--color-text)',
  font: 'inherit',
  fontSize: 'var(--font-size-0)',
  lineHeight: 1.2,
  textAlign: 'center',
  cursor: 'pointer',
  touchAction: 'manipulation',
  '&:focus-visible': focusRing,
  '& > [data-part="date"]': { color: 'var(--color-textMuted)', fontWeight: 'var(--font-weight-bold)' },
  '& > svg': { flex: 'none', width: 'var(--font-size-2)', height: 'var(--font-size-2)' },
  // The figure never breaks inside: a compact number is at most 2 digits, a separator, a unit
  // and a symbol; a crypto code goes under it at its space.
  '& > [data-part="figure"]': {
    maxWidth: '100%',
    fontWeight: 'var(--font-weight-bold)',
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.02em',
    overflowWrap: 'normal',
    wordBreak: 'keep-all',
  },
  '&[data-relation="today"]': {
    background: 'var(--calendar-today-background)',
    borderColor: 'var(--calendar-today-border)',
  },
  '&[data-relation="past"] > svg': { color: 'var(--calendar-claimed-color)' },
  '&[data-relation="future"] > svg, &[data-relation="today"] > svg': { color: 'var(--color-gold)' },
  '&[data-state="claimed"] > svg': { color: 'var(--color-success-readable)' },
  '&[data-state="claimable"]': { borderColor: 'var(--calendar-claimable-color)' },
  '&[data-state="claimable"] > svg': { color: 'var(--calendar-claimable-color)' },
  '&[data-state="not-claimed"] > [data-part="figure"]': {
    textDecoration: 'line-through',
    color: 'var(--color-textMuted)',
  },
  '&[data-state="locked"], &[data-state="play-to-earn"], &[data-state="empty"]': {
    color: 'var(--color-textMuted)',
  },
  '&[data-state="empty"] > svg': { color: 'var(--color-textMuted)' },
};

/** The day sheet's body: the day's facts, one under another. */
export const daySheetStyles: CSSObject = {
  display: 'grid',
  gap: 'var(--space-2)',
  '& > p': { margin: 0 },
  '& [data-part="amount"]': { fontSize: 'var(--font-size-4)', fontWeight: 'var(--font-weight-bold)' },
  '& [data-part="status"]': { color: 'var(--color-textMuted)' },
};
