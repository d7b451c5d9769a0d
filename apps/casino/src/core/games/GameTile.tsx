// One catalogue game as a design-system GameCard: its page, Play, Demo (when the game has one) and
// the shared favourite heart (players; a guest's heart asks them to log in).
import { type CatalogueGame, gameThumbnailUrl } from '@casino/api-client';
import { pathFor } from '@casino/layout-engine';
import { GameCard, type GameGridItemProps } from '@casino/ui';
import { useApp } from '../AppContext.tsx';
import type { GameFavourites } from './gameHooks.ts';
import { useLinkTarget } from './gameHooks.ts';
import { cardBadges, playPath } from './gameLinks.ts';

/** The thumbnail of a game on the casino back end (its answer names the file on that host). */
export function useThumbnail(game: Pick<CatalogueGame, 'id' | 'thumbnailUrl'>): string {
  const { api } = useApp();
  const file = game.thumbnailUrl.split('/').pop() || `${game.id}.webp`;
  return gameThumbnailUrl(api, file);
}

export function GameTile({
  game,
  favourites,
  grid,
}: {
  game: CatalogueGame;
  favourites: GameFavourites;
  /** What the grid or row gives its cards (a row has no roving tabindex). */
  grid: Pick<GameGridItemProps, 'loading'> & Partial<Pick<GameGridItemProps, 'tabIndex'>>;
}) {
  const { config } = useApp();
  const link = useLinkTarget(pathFor(config.routes, 'game', { game: game.slug }));
  const play = useLinkTarget(playPath(config.routes, game.slug, false));
  const demo = useLinkTarget(playPath(config.routes, game.slug, true));
  return (
    <GameCard
      title={game.name}
      provider={game.providerName}
      thumbnailSrc={useThumbnail(game)}
      badges={cardBadges(game)}
      link={link}
      play={play}
      {...(game.hasDemo ? { demo } : {})}
      favourite={favourites.isFavourite(game.id)}
      onFavouriteChange={() => favourites.change(game)}
      favouritePending={favourites.loading}
      {...(grid.tabIndex === undefined ? {} : { tabIndex: grid.tabIndex })}
      loading={grid.loading}
    />
  );
}
