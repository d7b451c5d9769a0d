// The lobby (spec 7): categories, games, providers, launching and the demo slot, favourites and
// recent games.
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type BodyOf, call, type QueryOf, urlOf } from '../call.ts';
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
