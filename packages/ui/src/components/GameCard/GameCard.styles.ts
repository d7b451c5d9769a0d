import { focusRing, reducedMotion } from '../../internal/a11y.ts';
import { onMobile } from '../../internal/media.ts';
import type { CSSObject } from '../../internal/styling.ts';

/**
 * Actions appear on hover and while anything in the card has focus; wherever a player may have no
 * hover to reveal them, they are always shown: a primary pointer that cannot hover, and any coarse
 * pointer (a touch screen beside a mouse or trackpad: `hover: none` reads the primary pointer
 * only, so a touch laptop with a mouse plugged in hid them from the finger; issue 36).
 */
const actionsShown: CSSObject = { opacity: 1, transform: 'none' };

export const cardStyles: CSSObject = {
  position: 'relative',
  // The stretched link and the actions stack inside the card, never over its neighbours.
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--space-1)',
  minWidth: 0,
  color: 'var(--color-text)',
  fontFamily: 'var(--font-body)',
  '&:hover [data-part="actions"], &:focus-within [data-part="actions"]': actionsShown,
  '@media (hover: none), (any-pointer: coarse)': { '& [data-part="actions"]': actionsShown },
  // On a phone (issue 33) nothing covers the art or the name: the whole card opens the game page,
  // where Play and Demo are.
  [onMobile]: { '& [data-part="actions"]': { display: 'none' } },
  '&:hover [data-part="thumbnail"]': { filter: 'brightness(0.75)' },
};

export const mediaStyles: CSSObject = {
  position: 'relative',
  overflow: 'hidden',
  borderRadius: 'var(--carousel-radius)',
  background: 'var(--color-surfaceRaised)',
  // The box keeps the thumbnail's ratio before the image arrives (aspect-ratio set inline from props).
  width: '100%',
};

export const thumbnailStyles: CSSObject = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'filter 150ms ease',
  [reducedMotion]: { transition: 'none' },
};

export const badgesStyles: CSSObject = {
  position: 'absolute',
  insetBlockStart: 'var(--space-2)',
  insetInlineStart: 'var(--space-2)',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'var(--space-1)',
  pointerEvents: 'none',
};

export const favouriteStyles: CSSObject = {
  position: 'absolute',
  zIndex: 3,
  insetBlockStart: 'var(--space-1)',
  insetInlineEnd: 'var(--space-1)',
  display: 'grid',
  placeItems: 'center',
  // 32 px: at least the 24 px target of WCAG 2.5.8 on the smallest card.
  width: 'var(--space-6)',
  height: 'var(--space-6)',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'var(--color-surface)',
  color: 'var(--color-text)',
  cursor: 'pointer',
  '& svg': { width: '18px', height: '18px' },
  '&[aria-pressed="true"]': { color: 'var(--color-error-readable)' },
  '&[aria-pressed="true"] svg': { fill: 'currentColor' },
  '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  '&:focus-visible': focusRing,
};

export const actionsStyles: CSSObject = {
  position: 'absolute',
  zIndex: 2,
  insetInline: 0,
  insetBlockEnd: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 'var(--space-1)',
  padding: 'var(--space-2)',
  opacity: 0,
  transform: 'translateY(var(--space-1))',
  // The strip between the buttons lets clicks through to the game link underneath.
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
  transition: 'opacity 150ms ease, transform 150ms ease',
  [reducedMotion]: { transition: 'none' },
};

export const titleStyles: CSSObject = {
  order: 1,
  overflow: 'hidden',
  margin: 0,
  fontSize: 'var(--font-size-1)',
  fontWeight: 'var(--font-weight-bold)',
  lineHeight: 1.3,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '& > a': { color: 'inherit', textDecoration: 'none' },
  '& > a:hover': { textDecoration: 'underline' },
  '& > a:focus-visible': { outline: 'none' },
  // The stretched link: the whole card (thumbnail included) opens the game page; the actions sit above it.
  '& > a::after': {
    content: '""',
    position: 'absolute',
    zIndex: 1,
    inset: 0,
    borderRadius: 'var(--carousel-radius)',
  },
  '& > a:focus-visible::after': focusRing,
};

export const providerStyles: CSSObject = {
  order: 2,
  overflow: 'hidden',
  margin: 0,
  color: 'var(--color-textMuted)',
  fontSize: 'var(--font-size-0)',
  lineHeight: 1.3,
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

export const skeletonStyles: CSSObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--space-1)',
  minWidth: 0,
  '& > [data-part="media"]': { borderRadius: 'var(--carousel-radius)' },
};
