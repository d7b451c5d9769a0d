// Competitions and chat (spec 7): tournaments and leaderboards, the bet feed, chat rooms and the
// player's chat settings, public player statistics. Live updates arrive over the socket; these
// are the HTTP reads a subscriber resyncs with.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, call, type QueryOf } from '../call.ts';
import { type ApiContext, minute } from './context.ts';
import { userKeys } from './user.ts';

export type TournamentsQuery = QueryOf<'/api/tournaments', 'GET'>;
export type BetFeedQuery = QueryOf<'/api/bet-feed', 'GET'>;
/** One bet of the public feed (amounts exact decimal strings; the nickname honours ghost mode). */
export type BetFeedRow = AnswerOf<'/api/bet-feed', 'GET'>['data']['bets'][number];
/** A tournament or race (status, dates and prizes as the server decides them). */
export type Tournament = AnswerOf<'/api/tournaments', 'GET'>['data']['tournaments']['rows'][number];
/** A leaderboard: its top rows (isMe marks the player's) and the player's own place. */
export type Leaderboard = AnswerOf<'/api/tournaments/{id}/leaderboard', 'GET'>['data']['leaderboard'];
/** A player's public statistics (the server answers STATISTICS_HIDDEN for a private profile). */
export type PlayerStatistics = AnswerOf<'/api/player-statistics/{player}', 'GET'>['data']['statistics'];
export type ChatQuery = QueryOf<'/api/chat/messages', 'GET'>;
export type ChatPost = BodyOf<'/api/user/chat/messages', 'POST'>;
export type ChatSettings = BodyOf<'/api/user/chat-settings', 'PUT'>;

export const socialKeys = {
  tournaments: (query: TournamentsQuery) => ['tournaments', query] as const,
  leaderboard: (id: number, limit?: number) => ['tournaments', 'leaderboard', id, limit] as const,
  betFeed: (query: BetFeedQuery) => ['betFeed', query] as const,
  chat: (query: ChatQuery) => ['chat', query] as const,
  statistics: (player: string) => ['playerStatistics', player] as const,
};

export const tournamentsQuery = (api: ApiContext, query: TournamentsQuery = {}) =>
  queryOptions({
    queryKey: socialKeys.tournaments(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/tournaments', { query, signal })).data.tournaments,
    staleTime: minute,
  });

export const leaderboardQuery = (api: ApiContext, id: number, limit?: number) =>
  queryOptions({
    queryKey: socialKeys.leaderboard(id, limit),
    queryFn: async ({ signal }) =>
      (
        await call(api.transport, 'GET', '/api/tournaments/{id}/leaderboard', {
          params: { id },
          query: limit === undefined ? {} : { limit },
          signal,
        })
      ).data.leaderboard,
  });

export const betFeedQuery = (api: ApiContext, query: BetFeedQuery = {}) =>
  queryOptions({
    queryKey: socialKeys.betFeed(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/bet-feed', { query, signal })).data.bets,
  });

export const chatMessagesQuery = (api: ApiContext, query: ChatQuery = {}) =>
  queryOptions({
    queryKey: socialKeys.chat(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/chat/messages', { query, signal })).data.messages,
  });

export const playerStatisticsQuery = (api: ApiContext, player: string) =>
  queryOptions({
    queryKey: socialKeys.statistics(player),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/player-statistics/{player}', { params: { player }, signal }))
        .data.statistics,
    staleTime: minute,
  });

export const postChatMessageMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['chat', 'post'],
    mutationFn: (body: ChatPost) => call(api.transport, 'POST', '/api/user/chat/messages', { body }),
    onSuccess: (_answer, _body, _result, { client }) => client.invalidateQueries({ queryKey: ['chat'] }),
  });

export const updateChatSettingsMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['chat', 'settings'],
    mutationFn: (body: ChatSettings) => call(api.transport, 'PUT', '/api/user/chat-settings', { body }),
    onSuccess: (_answer, _body, _result, { client }) =>
      client.invalidateQueries({ queryKey: userKeys.details }),
  });

export const setStatisticsVisibilityMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['playerStatistics', 'visibility'],
    mutationFn: (isPublic: boolean) =>
      call(api.transport, 'PUT', '/api/user/statistics-visibility', { body: { public: isPublic } }),
    // The details carry the saved visibility; the page's numbers appear or hide with it.
    onSuccess: (_answer, _isPublic, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.details }),
        client.invalidateQueries({ queryKey: ['playerStatistics'] }),
      ]),
  });
