// /casino/games/{game}: the game's page. Bets in the player's currency (the brand's default for a
// guest); the game's country restriction known before Play (the server still decides at launch);
// similar games from the same provider and category.
import { type CatalogueGame, gameQuery, gamesQuery, isApiError, locationQuery } from '@casino/api-client';
import { GameGrid } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { GameTile, useThumbnail } from '../../core/games/GameTile.tsx';
import { type GameFavourites, useGameFavourites, useLinkTarget } from '../../core/games/gameHooks.ts';
import { playPath } from '../../core/games/gameLinks.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { NotFoundPage } from '../../core/ui/NotFoundPage.tsx';
import { LoadFailed, PageSkeleton } from '../../core/ui/PageStates.tsx';
import { Slot } from '../../core/ui/Slot.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { GameDetailsView } from './GameDetailsView.tsx';
import { restrictedIn } from './gameRules.ts';
import { gamesMessages as messages } from './gamesMessages.ts';

const similarCount = 12;

function SimilarGames({ game, favourites }: { game: CatalogueGame; favourites: GameFavourites }) {
  const intl = useIntl();
  const { api } = useApp();
  const similar = useQuery(
    gamesQuery(api, {
      category: game.category === 'live' ? 'live' : 'slots',
      provider: game.providerSlug,
      limit: similarCount + 1,
    }),
  );
  const games = (similar.data?.rows ?? []).filter((other) => other.id !== game.id).slice(0, similarCount);
  if (similar.isSuccess && games.length === 0) return null;
  return (
    <GameGrid
      items={games}
      getKey={(item) => item.id}
      label={intl.formatMessage(messages.similar)}
      loading={similar.isPending}
      skeletonCount={4}
      renderItem={(item, props) => <GameTile game={item} favourites={favourites} grid={props} />}
    />
  );
}

function GameDetails({ game }: { game: CatalogueGame }) {
  const { api, config } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  const location = useQuery(locationQuery(api));
  const favourites = useGameFavourites();
  const play = useLinkTarget(playPath(config.routes, game.slug, false));
  const demo = useLinkTarget(playPath(config.routes, game.slug, true));
  useDocumentTitle(game.name);
  const wallet = authenticated ? details.data?.wallet : undefined;
  return (
    <GameDetailsView
      game={game}
      thumbnailSrc={useThumbnail(game)}
      currency={wallet?.currencyCode ?? config.registration.defaultCurrency}
      crypto={authenticated ? (details.data?.isCrypto ?? false) : false}
      play={play}
      demo={game.hasDemo ? demo : undefined}
      restricted={restrictedIn(game, [
        authenticated ? details.data?.user.countryCode : null,
        location.data?.data.location.country.code,
      ])}
      favourite={favourites.isFavourite(game.id)}
      onFavouriteChange={() => favourites.change(game)}
      favouritePending={favourites.loading}
      similar={<SimilarGames game={game} favourites={favourites} />}
    />
  );
}

export function GamePage() {
  const intl = useIntl();
  const { api } = useApp();
  const slug = useParams().game ?? '';
  const game = useQuery(gameQuery(api, slug));
  if (game.isPending) return <PageSkeleton label={intl.formatMessage(messages.loadingGame)} />;
  if (game.isError)
    return isApiError(game.error) && game.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retrying={game.isFetching}
        onRetry={() => void game.refetch()}
      />
    );
  return (
    <>
      <GameDetails game={game.data} />
      <Slot name="activity" />
    </>
  );
}

// The page manifest loads this module as is.
export { GamePage as Component };
