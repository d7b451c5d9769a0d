// The lobby (spec 7): categories, games, providers, launching and the demo slot, favourites and
// recent games.
import {
  infiniteQueryOptions,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AnswerOf, type BodyOf, call, type QueryOf, urlOf } from '../call.ts';
import { ApiError } from '../errors.ts';
import { type ApiContext, minute } from './context.ts';
import { userKeys } from './user.ts';

export type GamesQuery = QueryOf<'/api/games', 'GET'>;
export type CategoryListQuery = QueryOf<'/api/admin/get-full-category-list', 'GET'>;
export type GameLaunch = BodyOf<'/api/user/game-launch', 'POST'>;
export type DemoSpin = BodyOf<'/api/demo-game/spin', 'POST'>;

export const gameKeys = {
  all: ['games'] as const,
  categories: (query: CategoryListQuery) => ['games', 'categories', query] as const,
  list: (query: GamesQuery) => ['games', 'list', query] as const,
  pages: (query: GamesQuery) => ['games', 'pages', query] as const,
  providers: ['games', 'providers'] as const,
  game: (game: string | number) => ['games', 'game', String(game)] as const,
  favourites: ['games', 'favourites'] as const,
  recent: ['games', 'recent'] as const,
};

/**
 * The lobby's categories with their first games. Sent with the system token when configured
 * (the transport adds it). spec 7: a failed prefetch shows an empty list, which is the caller's
 * `placeholderData` / error state to choose.
 */
export const categoryListQuery = (api: ApiContext, query: CategoryListQuery = {}) =>
  queryOptions({
    queryKey: gameKeys.categories(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/admin/get-full-category-list', { query, signal })).data
        .topCategoryList,
    staleTime: 5 * minute,
  });

export const gamesQuery = (api: ApiContext, query: GamesQuery = {}) =>
  queryOptions({
    queryKey: gameKeys.list(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/games', { query, signal })).data.games,
    staleTime: 5 * minute,
  });

/** How many games one page of the lobby's grid asks for (a multiple of 2, 3, 4 and 6 columns). */
export const gamesPageSize = 48;

/**
 * The lobby's grid: the filtered list, page after page as the player scrolls. `pageNo` and `limit`
 * belong to the pager, so the key is the filter alone (a new filter starts at page 1).
 */
export const gamesInfiniteQuery = (api: ApiContext, query: Omit<GamesQuery, 'pageNo' | 'limit'> = {}) =>
  infiniteQueryOptions({
    queryKey: gameKeys.pages(query),
    queryFn: async ({ signal, pageParam }) =>
      (
        await call(api.transport, 'GET', '/api/games', {
          query: { ...query, pageNo: pageParam, limit: gamesPageSize },
          signal,
        })
      ).data.games,
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPageNo) =>
      pages.reduce((loaded, page) => loaded + page.rows.length, 0) < last.count && last.rows.length > 0
        ? lastPageNo + 1
        : undefined,
    staleTime: 5 * minute,
  });

export const providersQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: gameKeys.providers,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/games/providers', { signal })).data.providers,
    staleTime: 60 * minute,
  });

/** One game by id or slug. */
export const gameQuery = (api: ApiContext, game: string | number) =>
  queryOptions({
    queryKey: gameKeys.game(game),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/games/{game}', { params: { game: String(game) }, signal })).data
        .game,
    staleTime: 5 * minute,
  });

export const favouritesQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: gameKeys.favourites,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/favourites', { signal })).data.games,
  });

export const recentGamesQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: gameKeys.recent,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/recent-games', { signal })).data.games,
  });

const refreshFavourites = {
  onSuccess: (_answer: unknown, _variables: unknown, _result: unknown, { client }: { client: QueryClient }) =>
    client.invalidateQueries({ queryKey: gameKeys.favourites }),
};

export const addFavouriteMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['games', 'addFavourite'],
    mutationFn: (gameId: number) => call(api.transport, 'POST', '/api/user/favourites', { body: { gameId } }),
    ...refreshFavourites,
  });

export const removeFavouriteMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['games', 'removeFavourite'],
    mutationFn: (gameId: number) =>
      call(api.transport, 'DELETE', '/api/user/favourites/{gameId}', { params: { gameId } }),
    ...refreshFavourites,
  });

/** Starts a game (real or demo): the URL to open and the session. Recent games change. */
export const launchGameMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['games', 'launch'],
    mutationFn: (body: GameLaunch) => call(api.transport, 'POST', '/api/user/game-launch', { body }),
    onSuccess: (_answer, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: gameKeys.recent }),
  });

/** One spin of the reference back end's demo slot; the wallet changes. */
export const demoSpinMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['games', 'demoSpin'],
    mutationFn: (body: DemoSpin) => call(api.transport, 'POST', '/api/demo-game/spin', { body }),
    onSuccess: (_answer, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: userKeys.details }),
  });

/** The demo slot's page of one game session (opened in the game frame). */
export const demoGamePageUrl = (api: ApiContext, sessionId: string) =>
  urlOf(api.transport, '/demo-game/{sessionId}', { params: { sessionId } });

export const gameThumbnailUrl = (api: ApiContext, file: string) =>
  urlOf(api.transport, '/api/games/thumbnail/{file}', { params: { file } });

/** A provider's logo: the file the provider list names in `logoUrl`. */
export const providerLogoUrl = (api: ApiContext, provider: { logoUrl: string }) =>
  urlOf(api.transport, '/api/games/providers/logo/{file}', {
    params: { file: provider.logoUrl.slice(provider.logoUrl.lastIndexOf('/') + 1) },
  });

/** A game as the catalogue lists it. */
export type CatalogueListGame = AnswerOf<'/api/games', 'GET'>['data']['games']['rows'][number];
/** A provider with its game count and logo. */
export type CatalogueProvider = AnswerOf<'/api/games/providers', 'GET'>['data']['providers'][number];

// ---- the favourite toggle (the heart on every game card and on the game's page) ----

/** A game as the catalogue answers it. */
export type CatalogueGame = AnswerOf<'/api/games/{game}', 'GET'>['data']['game'];
type GameList = AnswerOf<'/api/user/favourites', 'GET'>['data']['games'];

/** Put a game in (`favourite: true`) or out of the player's favourites. */
export interface FavouriteChange {
  game: CatalogueGame;
  favourite: boolean;
}

export const favouriteToggleKey = ['games', 'favouriteToggle'] as const;

/** The cached favourites list with one game put in (first, as the server orders) or taken out. */
export function withFavourite(list: GameList | undefined, change: FavouriteChange): GameList | undefined {
  if (!list) return list;
  const rest = list.rows.filter((game) => game.id !== change.game.id);
  const rows = change.favourite ? [change.game, ...rest] : rest;
  return { count: rows.length, rows };
}

/**
 * Optimistic: the cached favourites change at once; a refused call undoes exactly its own change
 * (another toggle still in flight keeps its own) and reports the failure to `onFailure`; the list
 * is read again once the last toggle has settled.
 */
export const favouriteToggleMutation = (
  api: ApiContext,
  onFailure?: (error: unknown, change: FavouriteChange) => void,
) =>
  mutationOptions({
    mutationKey: favouriteToggleKey,
    mutationFn: ({ game, favourite }: FavouriteChange) =>
      favourite
        ? call(api.transport, 'POST', '/api/user/favourites', { body: { gameId: game.id } })
        : call(api.transport, 'DELETE', '/api/user/favourites/{gameId}', { params: { gameId: game.id } }),
    onMutate: async (change, { client }) => {
      await client.cancelQueries({ queryKey: gameKeys.favourites });
      client.setQueryData<GameList>(gameKeys.favourites, (list) => withFavourite(list, change));
    },
    onError: (error, change, _result, { client }) => {
      client.setQueryData<GameList>(gameKeys.favourites, (list) =>
        withFavourite(list, { game: change.game, favourite: !change.favourite }),
      );
      onFailure?.(error, change);
    },
    onSettled: (_answer, _error, _change, _result, { client }) =>
      client.isMutating({ mutationKey: favouriteToggleKey }) <= 1
        ? client.invalidateQueries({ queryKey: gameKeys.favourites })
        : undefined,
  });

export interface FavouriteToggle {
  /** Whether the game is among the player's favourites (false until the list has loaded). */
  isFavourite: (gameId: number) => boolean;
  /** Puts the game in or out, whichever it is not. */
  toggle: (game: CatalogueGame) => void;
  /**
   * The player's list is on its way: until it comes the heart cannot tell adding from removing, so
   * it waits (a guest has no list to wait for; a list that failed to load no longer waits).
   */
  loading: boolean;
}

/**
 * The favourite toggle every game card and the game's page share. `enabled`: a player is signed in
 * (a guest has no favourites to ask for). `onFailure` words the refusal to the player
 * (describeError) after the heart has been put back.
 */
export function useFavouriteToggle(
  api: ApiContext,
  { enabled, onFailure }: { enabled: boolean; onFailure?: (error: unknown, change: FavouriteChange) => void },
): FavouriteToggle {
  // A select function of its own (not one per render), so the set is rebuilt only when the list changes.
  const ids = useQuery({ ...favouritesQuery(api), enabled, select: favouriteIdSet });
  const { mutate } = useMutation(favouriteToggleMutation(api, onFailure));
  const favouriteIds = ids.data;
  const loading = ids.isLoading;
  // The same object until the favourites change: a grid's cards take it as a prop.
  return useMemo(() => {
    const isFavourite = (gameId: number) => favouriteIds?.has(gameId) ?? false;
    return { isFavourite, toggle: (game) => mutate({ game, favourite: !isFavourite(game.id) }), loading };
  }, [favouriteIds, mutate, loading]);
}

const favouriteIdSet = (list: { rows: { id: number }[] }) => new Set(list.rows.map((game) => game.id));

// ---- what the demo slot tells the page that frames it ----

/** What the game frame reports: a spin, or a refused spin as the API error it was. */
export type GameFrameMessage = { kind: 'spin' } | { kind: 'refused'; error: ApiError };

/** Reads a message of the demo slot (`casino:spin`, `casino:spin-refused`); anything else is null. */
export function readGameFrameMessage(data: unknown): GameFrameMessage | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as { type?: unknown; status?: unknown; error?: unknown };
  if (message.type === 'casino:spin') return { kind: 'spin' };
  if (message.type !== 'casino:spin-refused') return null;
  const status = typeof message.status === 'number' ? message.status : 400;
  const error = message.error && typeof message.error === 'object' ? message.error : undefined;
  return {
    kind: 'refused',
    error: new ApiError({
      kind: 'http',
      method: 'POST',
      path: '/api/demo-game/spin',
      status,
      ...(error ? { body: { error } } : {}),
    }),
  };
}
