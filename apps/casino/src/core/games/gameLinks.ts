// Where a game card's links go and what it shows, free of React: shared by every page that lists
// games (the lobby, a game's page, favourites), so Play and Demo go to one address everywhere.
import type { CatalogueGame } from '@casino/api-client';
import type { RouteTable } from '@casino/layout-engine';
import type { GameCardBadge } from '@casino/ui';

/** The play page of a game (`/play/{slug}`, `?mode=demo` for demo play), through the route table. */
export function playPath(routes: RouteTable, slug: string, demo: boolean): string {
  const base = routes.byKey.play.path;
  const game = encodeURIComponent(slug);
  const path = base.includes('*') ? base.replace('*', game) : `${base.replace(/\/$/, '')}/${game}`;
  return demo ? `${path}?mode=demo` : path;
}

/** The card's badges: "New" for new releases, "Live" for live-casino games. */
export function cardBadges(game: Pick<CatalogueGame, 'tags' | 'category'>): GameCardBadge[] {
  return [
    ...(game.tags.includes('new') ? (['new'] as const) : []),
    ...(game.category === 'live' ? (['live'] as const) : []),
  ];
}
