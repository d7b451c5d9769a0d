export { AUTO_SCROLL_MS, type CarouselProps, type CarouselWidth, carouselWidths } from './Carousel.props.ts';
export { slidesInView } from './Carousel.styles.ts';
export { Carousel, carouselMessages } from './Carousel.tsx';
