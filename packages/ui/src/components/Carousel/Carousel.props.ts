import type { ReactNode } from 'react';

/** Spec 9 carousel width variants, in CSS pixels. */
export const carouselWidths = [260, 360, 680, 940, 1200, 1560] as const;
export type CarouselWidth = (typeof carouselWidths)[number];

/** Auto-scroll period (spec 9). */
export const AUTO_SCROLL_MS = 3000;

export type CarouselProps = {
  /** Names the carousel region (e.g. "Rakeback calendar"). */
  label: string;
  /** Shown as the carousel's heading. */
  title?: ReactNode;
  /** A "View all" link or button beside the title. */
  viewAll?: ReactNode;
  /** Maximum width variant; also decides how many slides are in view. @default 940 */
  width?: CarouselWidth;
  /** Advance one step every 3 s; pauses on hover and focus; off under prefers-reduced-motion. @default false */
  autoScroll?: boolean;
  /** Shown when there are no slides. */
  empty?: ReactNode;
  /** The slide shown first (e.g. today in a calendar); earlier slides are a scroll back. @default 0 */
  startAt?: number;
  /**
   * The slides are game tiles: on a phone three to a row (two below 360 px) instead of one
   * main slide with the next peeking (issue 33). @default false
   */
  tiles?: boolean;
  children: ReactNode[];
};
