import type { MouseEvent } from 'react';

/** Badges a card can carry, in the order they are drawn. */
/** How a card's thumbnail loads (see `loading`). */
export const gameCardLoadings = ['eager', 'lazy', 'deferred'] as const;
export type GameCardLoading = (typeof gameCardLoadings)[number];

export const gameCardBadges = ['new', 'live'] as const;
export type GameCardBadge = (typeof gameCardBadges)[number];

/** The card's actions, in tab order after the game link. */
export const gameCardActions = ['favourite', 'play', 'demo'] as const;
export type GameCardAction = (typeof gameCardActions)[number];

/**
 * The reference back end's thumbnails are 300 × 400 (3:4). The `width`/`height` attributes of the
 * image reserve that box before it loads, so a lazy image never shifts the layout.
 */
export const GAME_THUMBNAIL_SIZE = { width: 300, height: 400 } as const;

/**
 * Where an action goes: a link (`href`, optionally with an `onClick` that may `preventDefault()` and
 * navigate in-app, which is what the app's `AppLink` render props give) or a button (`onClick` only,
 * e.g. a guest's Play that opens the login dialog).
 */
export type GameCardTarget = {
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

export type GameCardProps = {
  /** The game's name: the card's heading and accessible name. */
  title: string;
  /** The provider's name, under the title. */
  provider: string;
  /** Thumbnail URL. */
  thumbnailSrc: string;
  /** The thumbnail's intrinsic size (sets the aspect ratio). @default GAME_THUMBNAIL_SIZE (300 × 400) */
  thumbnailSize?: { width: number; height: number };
  /**
   * `eager` for the cards above the fold (the page's LCP image), `lazy` for the rest, `deferred`
   * for no image yet (a grid whose list may be replaced at once: the box keeps its place).
   * @default 'lazy'
   */
  loading?: GameCardLoading;
  /** "New" and "Live" badges. @default [] */
  badges?: readonly GameCardBadge[];
  /** The game's page: the thumbnail and title link there. */
  link?: GameCardTarget;
  /** "Play" (real money). Without it there is no Play button. */
  play?: GameCardTarget;
  /** "Demo". Without it there is no Demo button (the game has no demo). */
  demo?: GameCardTarget;
  /**
   * Whether the game is a favourite. The caller owns this state (optimistic update and rollback
   * live in the caller); `undefined` hides the heart.
   */
  favourite?: boolean;
  /** The heart was pressed: the wanted next state. */
  onFavouriteChange?: (next: boolean) => void;
  /** A favourite request is in flight: the heart stays focusable but ignores presses. @default false */
  favouritePending?: boolean;
  /**
   * Roving tabindex: `-1` takes every focusable part of the card out of the tab order (GameGrid
   * gives `0` to the active card only). @default 0
   */
  tabIndex?: 0 | -1;
};
