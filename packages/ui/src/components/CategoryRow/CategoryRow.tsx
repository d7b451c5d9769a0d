import { slidesInView } from '../Carousel/Carousel.styles.ts';
import { Carousel } from '../Carousel/Carousel.tsx';
import { GameCardSkeleton } from '../GameCard/GameCard.tsx';
import type { CategoryRowProps } from './CategoryRow.props.ts';

/**
 * A lobby category: its title, a "See all" link and a row of game cards on the Carousel (swipe,
 * arrows, width variants). While loading, skeleton cards hold the row's height.
 */
export function CategoryRow<T>({
  title,
  seeAll,
  items,
  getKey,
  renderItem,
  width = 1200,
  loading = false,
  skeletonCount,
  eager = false,
  empty,
}: CategoryRowProps<T>) {
  const inView = slidesInView[width];
  const slides = loading
    ? Array.from({ length: skeletonCount ?? inView + 1 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional
        <GameCardSkeleton key={index} />
      ))
    : items.map((item, index) => (
        <div key={getKey(item, index)} data-part="category-row-item">
          {renderItem(item, { index, loading: eager && index < inView ? 'eager' : 'lazy' })}
        </div>
      ));
  return (
    <Carousel label={title} title={title} viewAll={seeAll} width={width} empty={empty} tiles>
      {slides}
    </Carousel>
  );
}
