// One catalogue game as a design-system GameCard: its page, Play, Demo (when the game has one) and
// the shared favourite heart (players; a guest's heart asks them to log in).
import { type CatalogueGame, gameThumbnailUrl } from '@casino/api-client';
import { pathFor } from '@casino/layout-engine';
import { GameCard, type GameGridItemProps } from '@casino/ui';
import { useApp } from '../../core/AppContext.tsx';
import type { GameFavourites } from './gameHooks.ts';
import { useLinkTarget } from './gameHooks.ts';
import { cardBadges, playPath } from './gameRules.ts';

/** The thumbnail of a game on the casino back end (its answer names the file on that host). */
export function useThumbnail(game: Pick<CatalogueGame, 'id' | 'thumbnailUrl'>): string {
  const { api } = useApp();
  const file = game.thumbnailUrl.split('/').pop() || `${game.id}.svg`;
  return gameThumbnailUrl(api, file);
}

export function GameTile({
  game,
  favourites,
  grid,
}: {
  game: CatalogueGame;
  favourites: GameFavourites;
  grid: GameGridItemProps;
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
      tabIndex={grid.tabIndex}
      loading={grid.loading}
    />
  );
}
