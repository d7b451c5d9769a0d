import {
  Children,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useDirection } from '../../brand/BrandProvider.tsx';
import { mobileQuery } from '../../internal/media.ts';
import { styledElement } from '../../internal/styling.ts';
import { Icon } from '../Icon/Icon.tsx';
import { AUTO_SCROLL_MS, type CarouselProps } from './Carousel.props.ts';
import {
  arrowStyles,
  controlsStyles,
  headerStyles,
  rootStyles,
  slideStyles,
  slidesInView,
  trackStyles,
} from './Carousel.styles.ts';

export const carouselMessages = defineMessages({
  carousel: { id: 'ui.carousel.roledescription', defaultMessage: 'carousel' },
  slide: { id: 'ui.carousel.slide', defaultMessage: 'slide' },
  slideOf: defineMessage<{ index: number; total: number }>({
    id: 'ui.carousel.slideOf',
    defaultMessage: '{index} of {total}',
  }),
  previous: { id: 'ui.carousel.previous', defaultMessage: 'Previous slides' },
  next: { id: 'ui.carousel.next', defaultMessage: 'Next slides' },
  pause: { id: 'ui.carousel.pause', defaultMessage: 'Pause automatic scrolling' },
  play: { id: 'ui.carousel.play', defaultMessage: 'Resume automatic scrolling' },
});

const Root = styledElement('section', rootStyles);
const Header = styledElement('div', headerStyles);
const Controls = styledElement('div', controlsStyles);
const Arrow = styledElement('button', arrowStyles);
const Track = styledElement('div', trackStyles);
const Slide = styledElement('div', slideStyles);

const matches = (query: string): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(query).matches;

/** Follows prefers-reduced-motion as it changes. */
function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

/**
 * A scroll-snap carousel: swipe is native scrolling, arrows and ←/→ move one step (one slide on
 * mobile, a view on wider screens), and optional auto-scroll pauses on hover and focus.
 */
export function Carousel({
  label,
  title,
  viewAll,
  width = 940,
  autoScroll = false,
  empty,
  startAt = 0,
  tiles = false,
  children,
}: CarouselProps) {
  const intl = useIntl();
  const dir = useDirection();
  const trackRef = useRef<HTMLDivElement>(null);
  const slides = Children.toArray(children);
  const [edges, setEdges] = useState({ atStart: true, atEnd: slides.length <= slidesInView[width] });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = autoScroll && !reducedMotion && !hovered && !focused && !paused && slides.length > 1;

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const offset = Math.abs(track.scrollLeft);
    const max = track.scrollWidth - track.clientWidth;
    const atStart = offset <= 1;
    const atEnd = offset >= max - 1;
    // Scroll events come dozens of times per smooth scroll: re-render only when an edge changes.
    setEdges((edges) => (edges.atStart === atStart && edges.atEnd === atEnd ? edges : { atStart, atEnd }));
  }, []);
  // Opens on the slide asked for, before the first paint: the track is scrolled, never the page.
  const startSlide = Math.min(Math.max(0, startAt), Math.max(0, slides.length - 1));
  useLayoutEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[startSlide] as HTMLElement | undefined;
    if (!track || !slide || startSlide === 0) return;
    const trackBox = track.getBoundingClientRect();
    const slideBox = slide.getBoundingClientRect();
    // The slide's leading edge onto the track's, in either reading direction.
    track.scrollLeft += dir === 'rtl' ? slideBox.right - trackBox.right : slideBox.left - trackBox.left;
  }, [startSlide, dir]);
  useEffect(measure, [measure]);

  /** Moves by whole slides in the reading direction; wraps to the start when asked at the end. */
  const move = useCallback(
    (direction: 1 | -1, wrap = false) => {
      const track = trackRef.current;
      if (!track) return;
      const slide = track.firstElementChild as HTMLElement | null;
      const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
      const perStep = matches(mobileQuery) ? 1 : slidesInView[width];
      const distance = ((slide?.offsetWidth ?? track.clientWidth) + gap) * perStep;
      const sign = dir === 'rtl' ? -1 : 1;
      const behavior: ScrollBehavior = reducedMotion ? 'auto' : 'smooth';
      const max = track.scrollWidth - track.clientWidth;
      if (wrap && direction === 1 && Math.abs(track.scrollLeft) >= max - 1) {
        track.scrollTo?.({ left: 0, behavior });
        return;
      }
      track.scrollBy?.({ left: sign * direction * distance, behavior });
    },
    [dir, reducedMotion, width],
  );

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => move(1, true), AUTO_SCROLL_MS);
    return () => window.clearInterval(timer);
  }, [running, move]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) move(1);
    else if (event.key === backward) move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Root
      aria-roledescription={intl.formatMessage(carouselMessages.carousel)}
      aria-label={label}
      data-width={String(width)}
      data-tiles={tiles || undefined}
      data-auto-scroll={running ? 'running' : autoScroll ? 'paused' : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Header>
        {title && <h3>{title}</h3>}
        {viewAll}
        {slides.length > 0 && (
          <Controls>
            {autoScroll && !reducedMotion && (
              <Arrow
                type="button"
                aria-label={intl.formatMessage(paused ? carouselMessages.play : carouselMessages.pause)}
                aria-pressed={paused}
                onClick={() => setPaused((value) => !value)}
              >
                <Icon name={paused ? 'play' : 'pause'} />
              </Arrow>
            )}
            <Arrow
              type="button"
              aria-label={intl.formatMessage(carouselMessages.previous)}
              disabled={edges.atStart}
              onClick={() => move(-1)}
            >
              <Icon name="chevron-left" />
            </Arrow>
            <Arrow
              type="button"
              aria-label={intl.formatMessage(carouselMessages.next)}
              disabled={edges.atEnd}
              onClick={() => move(1)}
            >
              <Icon name="chevron-right" />
            </Arrow>
          </Controls>
        )}
      </Header>
      {slides.length === 0 ? (
        empty
      ) : (
        <Track
          ref={trackRef}
          tabIndex={0}
          onScroll={measure}
          onKeyDown={onKeyDown}
          aria-live={running ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <Slide
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={index}
              role="group"
              aria-roledescription={intl.formatMessage(carouselMessages.slide)}
              aria-label={intl.formatMessage(carouselMessages.slideOf, {
                index: index + 1,
                total: slides.length,
              })}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      )}
    </Root>
  );
}
