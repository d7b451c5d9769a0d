// The lobby (/casino): the categories as chips, a row per category with "See all", the player's
// recently played games, and a hero place other features fill (slot `lobbyHero`). Searching or
// filtering turns the rows into one results grid over the whole catalogue.
import { recentGamesQuery } from '@casino/api-client';
import { CategoryRow, EmptyState, GameCardSkeleton, VisuallyHidden } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { GameTile } from '../../core/games/GameTile.tsx';
import { type GameFavourites, useGameFavourites } from '../../core/games/gameHooks.ts';
import { ResolvedAppLink } from '../../core/routing/AppLink.tsx';
import { usePageBuilt, useResolveLink } from '../../core/routing/links.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import { Slot } from '../../core/ui/Slot.tsx';
import { useDocumentTitle } from '../../core/useDocumentTitle.ts';
import { categoryLink, categoryTitles, isLobbyCategory } from './categories.ts';
import { GameBrowser } from './GameBrowser.tsx';
import styles from './Lobby.module.css';
import { lobbyMessages } from './lobbyMessages.ts';
import { lobbyCategories } from './lobbyQuery.ts';
import { lobbyRowsQuery } from './lobbyRows.ts';
import type { LobbyGame } from './lobbyTypes.ts';

export function CategoryChips() {
  const intl = useIntl();
  const resolve = useResolveLink();
  const pageBuilt = usePageBuilt();
  // A player's favourites are one tap from the lobby (issue 35: they could be added, not found).
  const authenticated = useSession((state) => state.status === 'authenticated');
  return (
    <nav aria-label={intl.formatMessage(lobbyMessages.categories)} className={styles.categoryNav}>
      <ul>
        <li>
          <ResolvedAppLink link={resolve({ page: 'casino' })} className={styles.categoryChip}>
            {intl.formatMessage(lobbyMessages.allGames)}
          </ResolvedAppLink>
        </li>
        {lobbyCategories.map((category) => (
          <li key={category}>
            <ResolvedAppLink link={categoryLink(category, resolve)} className={styles.categoryChip}>
              {intl.formatMessage(categoryTitles[category])}
            </ResolvedAppLink>
          </li>
        ))}
        {authenticated && pageBuilt('favorites') && (
          <li data-testid="lobby-favourites">
            <ResolvedAppLink link={resolve({ page: 'favorites' })} className={styles.categoryChip}>
              {intl.formatMessage(lobbyMessages.favourites)}
            </ResolvedAppLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** A category row of game cards (the design system's CategoryRow), each with the shared heart. */
export function GameRow({
  id,
  title,
  games,
  favourites,
  seeAll,
  eager = false,
  loading = false,
}: {
  id: string;
  title: string;
  games: readonly LobbyGame[];
  favourites: GameFavourites;
  seeAll?: React.ReactNode;
  eager?: boolean;
  loading?: boolean;
}) {
  return (
    <div data-testid={`lobby-row-${id}`}>
      <CategoryRow<LobbyGame>
        title={title}
        seeAll={seeAll}
        items={games}
        loading={loading}
        eager={eager}
        getKey={(game) => game.id}
        renderItem={(game, props) => <GameTile game={game} favourites={favourites} grid={props} />}
      />
    </div>
  );
}

function RecentlyPlayed({ favourites }: { favourites: GameFavourites }) {
  const intl = useIntl();
  const { api } = useApp();
  const recent = useQuery(recentGamesQuery(api));
  if (!recent.data?.rows.length) return null;
  return (
    <GameRow
      id="recent"
      title={intl.formatMessage(lobbyMessages.recentlyPlayed)}
      games={recent.data.rows}
      favourites={favourites}
    />
  );
}

function CategoryRows({ favourites }: { favourites: GameFavourites }) {
  const intl = useIntl();
  const { api } = useApp();
  const resolve = useResolveLink();
  const categories = useQuery(lobbyRowsQuery(api, intl.locale));
  if (categories.isError)
    return (
      <div data-testid="lobby-categories-failed">
        <EmptyState
          variant="loadFailed"
          title={intl.formatMessage(lobbyMessages.categoriesFailed)}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      </div>
    );
  // Until the categories arrive the rows' space is held (skeleton cards), so the page does not
  // move when they come.
  if (categories.isPending)
    return (
      <>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={styles.skeletonRow} aria-hidden="true">
            <div className={styles.skeletonTitle} />
            <div className={styles.skeletonCards}>
              {[0, 1, 2, 3, 4, 5, 6, 7].map((card) => (
                <div className={styles.slide} key={card}>
                  <GameCardSkeleton />
                </div>
              ))}
            </div>
          </div>
        ))}
      </>
    );
  return (
    <>
      {(categories.data ?? [])
        .filter((category) => category.games.length > 0)
        .map((category, index) => {
          const title = isLobbyCategory(category.slug)
            ? intl.formatMessage(categoryTitles[category.slug])
            : category.name;
          return (
            <GameRow
              key={category.slug}
              id={`category-${category.slug}`}
              title={title}
              games={category.games}
              favourites={favourites}
              eager={index === 0}
              seeAll={
                isLobbyCategory(category.slug) && (
                  <ResolvedAppLink link={categoryLink(category.slug, resolve)} className={styles.seeAll}>
                    {intl.formatMessage(lobbyMessages.seeAll)}
                    <VisuallyHidden>: {title}</VisuallyHidden>
                  </ResolvedAppLink>
                )
              }
            />
          );
        })}
    </>
  );
}

export function LobbyPage() {
  const intl = useIntl();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const favourites = useGameFavourites();
  const title = intl.formatMessage(lobbyMessages.casinoTitle);
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Slot name="lobbyHero" />
      <CategoryChips />
      <GameBrowser
        label={intl.formatMessage(lobbyMessages.allGames)}
        idle={
          <div className={styles.rows}>
            {authenticated && <RecentlyPlayed favourites={favourites} />}
            <CategoryRows favourites={favourites} />
          </div>
        }
      />
      <Slot name="activity" />
    </div>
  );
}

// The page manifest loads this module as is.
export { LobbyPage as Component };
