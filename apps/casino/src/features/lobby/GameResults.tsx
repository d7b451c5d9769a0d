// The filtered list as a virtualised grid, page after page as the player scrolls. With no games it
// says so and suggests the popular ones (issue 13: the search's empty state).
import { type GamesQuery, gamesInfiniteQuery, gamesQuery } from '@casino/api-client';
import { Button, CategoryRow, EmptyState, GameGrid, type GameGridItemProps } from '@casino/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import { GameTile } from '../../core/games/GameTile.tsx';
import { type GameFavourites, useGameFavourites } from '../../core/games/gameHooks.ts';
import styles from './Lobby.module.css';
import { lobbyMessages } from './lobbyMessages.ts';
import type { LobbyGame } from './lobbyTypes.ts';

// Loaded together: the chips show only beside the results (GameBrowser).
export { ActiveFilters } from './ActiveFilters.tsx';

/**
 * How long a search's results stay before their grid loads thumbnails and makes its rows below
 * the fold: the results of every key show at once, and the images of those the player types past
 * are never downloaded (on a phone, they took the main thread from the next key's results).
 */
export const searchSettleMs = 200;

export interface GameResultsProps {
  query: Omit<GamesQuery, 'pageNo' | 'limit'>;
  /** Names the grid ("Slots", "Games matching …"). */
  label: string;
  /** Offered in the empty state when the player narrowed the list. */
  onClear?: (() => void) | undefined;
  /**
   * For a caller that keeps its own view on screen until the first answer (the lobby's rows):
   * told when the results (or their error) can show, before the browser paints.
   */
  onReadyChange?: (ready: boolean) => void;
  /** Whether the grid's loading state renders before the first answer (default: yes). */
  loadingShown?: boolean;
}

export function GameResults({ query, label, onClear, onReadyChange, loadingShown = true }: GameResultsProps) {
  const intl = useIntl();
  const { api } = useApp();
  // While the player types, the last results stay on screen until the new ones arrive (no flash of
  // skeletons per key).
  const list = useInfiniteQuery({ ...gamesInfiniteQuery(api, query), placeholderData: keepPreviousData });
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.rows) ?? [], [list.data]);
  const total = list.data?.pages[0]?.count ?? 0;
  const favourites = useGameFavourites();
  // One function while the favourites are the same: the grid's memoised cells then render again
  // only for a change of their own game (a new search, a page arriving), not for every key.
  const renderItem = useCallback(
    (game: LobbyGame, props: GameGridItemProps) => (
      <GameTile game={game} favourites={favourites} grid={props} />
    ),
    [favourites],
  );

  const ready = !list.isPending;
  useLayoutEffect(() => onReadyChange?.(ready), [onReadyChange, ready]);

  if (!(ready || loadingShown)) return null;
  if (list.isError)
    return (
      <EmptyState
        variant="loadFailed"
        title={intl.formatMessage(lobbyMessages.listFailed)}
        description={serverErrorText(intl, list.error)}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );

  return (
    <>
      <p
        className={styles.count}
        data-testid="lobby-result-count"
        // The search whose results are on screen (absent while they are loading): what tests and
        // the lobby benchmark wait for.
        data-search={list.isSuccess && !list.isPlaceholderData ? (query.search ?? '') : undefined}
      >
        {list.isSuccess ? intl.formatMessage(lobbyMessages.results, { count: total }) : '\u00a0'}
      </p>
      <GameGrid<LobbyGame>
        items={games}
        total={total}
        label={label}
        loading={list.isPending}
        settleMs={query.search ? searchSettleMs : 0}
        loadingMore={list.isFetchingNextPage}
        getKey={(game) => game.id}
        renderItem={renderItem}
        onEndReached={() => {
          if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
        empty={
          <EmptyState
            variant="noResults"
            title={intl.formatMessage(lobbyMessages.noResultsTitle)}
            description={intl.formatMessage(lobbyMessages.noResultsBody)}
            suggestions={<PopularSuggestions favourites={favourites} />}
            {...(onClear
              ? {
                  action: (
                    <Button kind="outline" onClick={onClear}>
                      {intl.formatMessage(lobbyMessages.clearAll)}
                    </Button>
                  ),
                }
              : {})}
          />
        }
      />
    </>
  );
}

/** A few popular games under an empty result (the player still has somewhere to go). */
function PopularSuggestions({ favourites }: { favourites: GameFavourites }) {
  const intl = useIntl();
  const { api } = useApp();
  const popular = useQuery(gamesQuery(api, { category: 'popular', sort: 'sort', limit: 6 }));
  if (!popular.data?.rows.length) return null;
  return (
    <div data-testid="lobby-popular-suggestions">
      <CategoryRow<LobbyGame>
        title={intl.formatMessage(lobbyMessages.popularSuggestions)}
        items={popular.data.rows}
        getKey={(game) => game.id}
        renderItem={(game, props) => <GameTile game={game} favourites={favourites} grid={props} />}
      />
    </div>
  );
}
