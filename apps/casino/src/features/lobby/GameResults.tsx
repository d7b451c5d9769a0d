// The filtered list as a virtualised grid, page after page as the player scrolls. With no games it
// says so and suggests the popular ones (issue 13: the search's empty state).
import { type GamesQuery, gamesInfiniteQuery, gamesQuery } from '@casino/api-client';
import { Button, EmptyState, GameGrid } from '@casino/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { serverErrorText } from '../../core/forms/serverError.ts';
import styles from './Lobby.module.css';
import { LobbyGameCard } from './LobbyGameCard.tsx';
import { lobbyMessages } from './lobbyMessages.ts';
import type { LobbyGame } from './lobbyTypes.ts';

export interface GameResultsProps {
  query: Omit<GamesQuery, 'pageNo' | 'limit'>;
  /** Names the grid ("Slots", "Games matching …"). */
  label: string;
  /** Offered in the empty state when the player narrowed the list. */
  onClear?: (() => void) | undefined;
}

export function GameResults({ query, label, onClear }: GameResultsProps) {
  const intl = useIntl();
  const { api } = useApp();
  // While the player types, the last results stay on screen until the new ones arrive (no flash of
  // skeletons per key).
  const list = useInfiniteQuery({ ...gamesInfiniteQuery(api, query), placeholderData: keepPreviousData });
  const games = useMemo(() => list.data?.pages.flatMap((page) => page.rows) ?? [], [list.data]);
  const total = list.data?.pages[0]?.count ?? 0;
  const empty = list.isSuccess && total === 0;

  if (list.isError)
    return (
      <div role="alert" className={styles.notice}>
        <p>{intl.formatMessage(lobbyMessages.listFailed)}</p>
        <p>{serverErrorText(intl, list.error)}</p>
        <Button kind="outline" onClick={() => void list.refetch()}>
          {intl.formatMessage(lobbyMessages.retry)}
        </Button>
      </div>
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
        loadingMore={list.isFetchingNextPage}
        getKey={(game) => game.id}
        renderItem={(game, props) => (
          <LobbyGameCard game={game} tabIndex={props.tabIndex} loading={props.loading} />
        )}
        onEndReached={() => {
          if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
        }}
        empty={
          <EmptyState
            title={intl.formatMessage(lobbyMessages.noResultsTitle)}
            description={intl.formatMessage(lobbyMessages.noResultsBody)}
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
      {empty && <PopularSuggestions />}
    </>
  );
}

/** A few popular games under an empty result (the player still has somewhere to go). */
function PopularSuggestions() {
  const intl = useIntl();
  const { api } = useApp();
  const popular = useQuery(gamesQuery(api, { category: 'popular', sort: 'sort', limit: 6 }));
  if (!popular.data?.rows.length) return null;
  return (
    <section aria-labelledby="lobby-popular-suggestions" className={styles.suggestions}>
      <h2 id="lobby-popular-suggestions" className={styles.sectionTitle}>
        {intl.formatMessage(lobbyMessages.popularSuggestions)}
      </h2>
      <ul className={styles.cardList} data-testid="lobby-popular-suggestions">
        {popular.data.rows.map((game) => (
          <li key={game.id}>
            <LobbyGameCard game={game} />
          </li>
        ))}
      </ul>
    </section>
  );
}
