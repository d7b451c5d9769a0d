import { reducedMotion } from '../../internal/a11y.ts';
import { onMobile } from '../../internal/media.ts';
import { animation, type CSSObject } from '../../internal/styling.ts';
import { MODAL_EXIT_MS } from './ModalContainer.props.ts';

const fadeOut = animation({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideOut = animation({
  from: { opacity: 1, transform: 'translateY(0)' },
  to: { opacity: 0, transform: 'translateY(16px)' },
});

// Enter is immediate (no animation on open); exit runs 300 ms, and Radix keeps the dialog mounted
// until the animation ends.
const exit = (name: string): CSSObject => ({
  '&[data-state="closed"]': { animation: `${name} ${MODAL_EXIT_MS}ms ease-in forwards` },
  [reducedMotion]: { '&[data-state="closed"]': { animationName: fadeOut } },
});

export const overlayStyles: CSSObject = {
  position: 'fixed',
  inset: 0,
  zIndex: 'var(--z-modal)',
  background: 'var(--color-overlay)',
  ...exit(fadeOut),
};

export const contentStyles: CSSObject = {
  position: 'fixed',
  zIndex: 'var(--z-modal)',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(calc(100vw - 2 * var(--space-4)), var(--modal-max-width))',
  maxHeight: 'calc(100dvh - 2 * var(--space-4))',
  borderRadius: 'var(--modal-radius)',
  background: 'var(--modal-background)',
  color: 'var(--color-text)',
  boxShadow: 'var(--shadow-large)',
  outline: 'none',
  '&[data-state="closed"]': { animation: `${fadeOut} ${MODAL_EXIT_MS}ms ease-in forwards` },
  '&[data-deposit]': {
    background: 'var(--modal-deposit-background)',
    border: '1px solid var(--color-border)',
  },
  '&[data-transparent]': { background: 'transparent', boxShadow: 'none', border: 0 },
  '&[data-full-height]': { height: 'calc(100dvh - 2 * var(--space-4))' },
  [onMobile]: {
    // Mobile: a sheet from the bottom edge unless centred.
    top: 'auto',
    bottom: 0,
    left: 0,
    transform: 'none',
    width: '100vw',
    maxHeight: '100dvh',
    borderEndStartRadius: 0,
    borderEndEndRadius: 0,
    '&[data-state="closed"]': { animation: `${slideOut} ${MODAL_EXIT_MS}ms ease-in forwards` },
    '&[data-full-height]': { height: '100dvh', borderRadius: 0 },
    '&[data-mobile-centered]': {
      top: '50%',
      bottom: 'auto',
      left: '50%',
      transform: 'translate(-50%, -50%)',
      width: 'calc(100vw - 2 * var(--space-4))',
      borderRadius: 'var(--modal-radius)',
    },
  },
};

export const headerStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-3)',
  padding: 'var(--modal-padding)',
  paddingBottom: 'var(--space-3)',
  '& > h2': { flex: 1, margin: 0, fontFamily: 'var(--font-heading)', fontSize: 'var(--font-size-4)' },
  '&[data-title-hidden] > h2': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
  },
  '&[data-title-hidden]': { justifyContent: 'flex-end' },
};

export const bodyStyles: CSSObject = {
  flex: 1,
  overflowY: 'auto',
  paddingInline: 'var(--modal-padding)',
  paddingBottom: 'var(--modal-padding)',
  '& > [data-part="description"]': { marginTop: 0, color: 'var(--color-textMuted)' },
};

export const footerStyles: CSSObject = {
  display: 'flex',
  gap: 'var(--space-2)',
  justifyContent: 'flex-end',
  padding: 'var(--space-3) var(--modal-padding)',
  borderTop: '1px solid var(--color-border)',
  [onMobile]: {
    '&[data-mobile-footer]': {
      position: 'sticky',
      bottom: 0,
      background: 'inherit',
      '& > *': { flex: 1 },
    },
  },
};
