import { focusRing } from '../../internal/a11y.ts';
import { onMobile, onNarrowPhone, phoneTilesPerRow } from '../../internal/media.ts';
import type { CSSObject } from '../../internal/styling.ts';
import { styleTable, variantSelectors } from '../../internal/table.ts';
import { type CarouselWidth, carouselWidths } from './Carousel.props.ts';

/** Slides in view per width variant: a narrow carousel shows one, the widest five. */
export const slidesInView: Record<CarouselWidth, number> = {
  260: 1,
  360: 1,
  680: 2,
  940: 3,
  1200: 4,
  1560: 5,
};

const widthStyles = styleTable(carouselWidths.map(String) as `${CarouselWidth}`[], (width) => ({
  maxWidth: `${width}px`,
  '--carousel-per-view': String(slidesInView[Number(width) as CarouselWidth]),
}));

export const rootStyles: CSSObject = {
  ...variantSelectors('width', widthStyles),
  width: '100%',
  position: 'relative',
};

export const headerStyles: CSSObject = {
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-2)',
  marginBottom: 'var(--space-3)',
  '& > h2, & > h3': { flex: 1, margin: 0, fontSize: 'var(--font-size-3)', fontFamily: 'var(--font-heading)' },
};

export const controlsStyles: CSSObject = {
  display: 'flex',
  gap: 'var(--space-1)',
  marginInlineStart: 'auto',
};

export const arrowStyles: CSSObject = {
  display: 'grid',
  placeItems: 'center',
  width: 'var(--carousel-arrow-size)',
  height: 'var(--carousel-arrow-size)',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'var(--carousel-arrow-background)',
  color: 'var(--carousel-arrow-color)',
  cursor: 'pointer',
  '&:hover:not(:disabled)': { filter: 'brightness(1.2)' },
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.4, cursor: 'default' },
  // Arrows point the way content moves: mirrored in right-to-left.
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
};

export const trackStyles: CSSObject = {
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns:
    'calc((100% - (var(--carousel-per-view) - 1) * var(--carousel-gap)) / var(--carousel-per-view))',
  gap: 'var(--carousel-gap)',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: 'var(--carousel-radius)',
  '&::-webkit-scrollbar': { display: 'none' },
  '&:focus-visible': focusRing,
  [onMobile]: {
    // Mobile: one main slide with the next peeking, one slide per swipe.
    gridAutoColumns: '85%',
    scrollSnapStop: 'always',
    // Game tiles (issue 33): three to a row on a phone, a swipe moves on freely.
    '[data-tiles] > &': {
      '--carousel-per-view': String(phoneTilesPerRow.phone),
      gridAutoColumns:
        'calc((100% - (var(--carousel-per-view) - 1) * var(--carousel-gap)) / var(--carousel-per-view))',
      scrollSnapStop: 'normal',
    },
  },
  [onNarrowPhone]: { '[data-tiles] > &': { '--carousel-per-view': String(phoneTilesPerRow.narrowPhone) } },
};

export const slideStyles: CSSObject = {
  scrollSnapAlign: 'start',
  minWidth: 0,
  [onMobile]: { scrollSnapStop: 'always', '[data-tiles] > * > &': { scrollSnapStop: 'normal' } },
};
