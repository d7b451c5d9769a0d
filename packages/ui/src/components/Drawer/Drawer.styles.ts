import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { overlayStyles } from '../ModalContainer/ModalContainer.styles.ts';
import { type DrawerSide, drawerSides } from './Drawer.props.ts';

export { overlayStyles };

const sideStyles = styleTable<DrawerSide>(drawerSides, (side) =>
  side === 'bottom'
    ? {
        insetInline: 0,
        insetBlockEnd: 0,
        maxHeight: '85dvh',
        borderStartStartRadius: 'var(--modal-radius)',
        borderStartEndRadius: 'var(--modal-radius)',
      }
    : {
        insetBlock: 0,
        [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: 0,
        width: 'min(90vw, 400px)',
        height: '100dvh',
        // Horizontal drags reach the swipe-to-close handlers (swipeToClose.ts); vertical ones scroll.
        touchAction: 'pan-y',
      },
);

export const contentStyles: CSSObject = {
  ...variantSelectors('side', sideStyles),
  position: 'fixed',
  zIndex: 'var(--z-modal)',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  background: 'var(--modal-background)',
  color: 'var(--color-text)',
  boxShadow: 'var(--shadow-large)',
  outline: 'none',
};

export const headerStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  padding: 'var(--space-3) var(--modal-padding)',
  borderBottom: '1px solid var(--color-border)',
  // A bottom sheet is dragged down by its header (swipeToClose.ts).
  '[data-side="bottom"] > &': { touchAction: 'none' },
  '& > h2': { flex: 1, margin: 0, fontSize: 'var(--font-size-3)', fontFamily: 'var(--font-heading)' },
};

export const bodyStyles: CSSObject = {
  flex: 1,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: 'var(--modal-padding)',
  '& > [data-part="description"]': { marginTop: 0, color: 'var(--color-textMuted)' },
};

export const footerStyles: CSSObject = {
  display: 'flex',
  gap: 'var(--space-2)',
  justifyContent: 'flex-end',
  padding: 'var(--space-3) var(--modal-padding)',
  borderTop: '1px solid var(--color-border)',
  '& > *': { flex: '1 1 0' },
};
