import type { ReactNode } from 'react';
import type { CarouselWidth } from '../Carousel/Carousel.props.ts';

/** What `renderItem` passes on to its GameCard. */
export type CategoryRowItemProps = {
  index: number;
  /** `eager` for the cards in the first view of an `eager` row (the page's LCP), else `lazy`. */
  loading: 'lazy' | 'eager';
};

export type CategoryRowProps<T> = {
  /** The category's name: the row's heading and the carousel's label. */
  title: string;
  /** A "See all" link to the category's page (the app's AppLink, or a Button with href). */
  seeAll?: ReactNode;
  items: readonly T[];
  getKey: (item: T, index: number) => string | number;
  /** Renders one GameCard; spread the given props into it. */
  renderItem: (item: T, props: CategoryRowItemProps) => ReactNode;
  /** Carousel width variant: the row's maximum width and the cards in view. @default 1200 */
  width?: CarouselWidth;
  /** Skeleton cards instead of games. @default false */
  loading?: boolean;
  /** Skeleton cards while loading. @default the cards in view + 1 */
  skeletonCount?: number;
  /** Load the first view's thumbnails eagerly (the first row on the page). @default false */
  eager?: boolean;
  /** Shown when not loading and there are no items. */
  empty?: ReactNode;
};
