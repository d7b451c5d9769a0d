// Responsible gaming (spec 7 / 9): deposit, loss and bet limits, the session time limit,
// self-exclusion, a cooling-off freeze and ghost mode. The server enforces every rule (for example
// a bet limit changes at most once an hour); these calls only ask.
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, call } from '../call.ts';
import type { ApiContext } from './context.ts';
import { userKeys } from './user.ts';

export type LimitChange = BodyOf<'/api/user/limits', 'PUT'>;
export type SessionTimeLimit = BodyOf<'/api/user/session-time-limit', 'PUT'>;
export type SelfExclusion = BodyOf<'/api/user/self-exclusion', 'POST'>;
export type FreezeOption = BodyOf<'/api/user/freeze', 'POST'>['option'];

export const responsibleKeys = {
  all: ['responsible'] as const,
  limits: ['responsible', 'limits'] as const,
  sessionTimeLimit: ['responsible', 'sessionTimeLimit'] as const,
};

/** Limits show in the player's details too. */
const refreshLimits = {
  onSuccess: (_answer: unknown, _variables: unknown, _result: unknown, { client }: { client: QueryClient }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: responsibleKeys.all }),
      client.invalidateQueries({ queryKey: userKeys.details }),
    ]),
};

export const limitsQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: responsibleKeys.limits,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/limits', { signal })).data.limits,
  });

/** The limits with the loosenings waiting for their cooling-off (the limits page shows both). */
export const limitsStateQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: [...responsibleKeys.limits, 'state'] as const,
    queryFn: async ({ signal }) => (await call(api.transport, 'GET', '/api/user/limits', { signal })).data,
  });

export type LimitsState = AnswerOf<'/api/user/limits', 'GET'>['data'];

export const sessionTimeLimitQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: responsibleKeys.sessionTimeLimit,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/session-time-limit', { signal })).data,
  });

export const setLimitMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['responsible', 'setLimit'],
    mutationFn: (body: LimitChange) => call(api.transport, 'PUT', '/api/user/limits', { body }),
    ...refreshLimits,
  });

export const setSessionTimeLimitMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['responsible', 'setSessionTimeLimit'],
    mutationFn: (body: SessionTimeLimit) =>
      call(api.transport, 'PUT', '/api/user/session-time-limit', { body }),
    ...refreshLimits,
  });

export const removeSessionTimeLimitMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['responsible', 'removeSessionTimeLimit'],
    mutationFn: () => call(api.transport, 'DELETE', '/api/user/session-time-limit'),
    ...refreshLimits,
  });

export const selfExcludeMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['responsible', 'selfExclude'],
    mutationFn: (body: SelfExclusion) => call(api.transport, 'POST', '/api/user/self-exclusion', { body }),
    ...refreshLimits,
  });

export const freezeMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['responsible', 'freeze'],
    mutationFn: (option: FreezeOption) =>
      call(api.transport, 'POST', '/api/user/freeze', { body: { option } }),
    ...refreshLimits,
  });

export const setGhostModeMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['responsible', 'ghostMode'],
    mutationFn: (enabled: boolean) =>
      call(api.transport, 'PUT', '/api/user/ghost-mode', { body: { enabled } }),
    onSuccess: (_answer, _enabled, _result, { client }) =>
      client.invalidateQueries({ queryKey: userKeys.details }),
  });

export type SessionSummary = AnswerOf<'/api/user/session-summary', 'GET'>['data'];

const fetchSessionSummary = async (api: ApiContext, signal: AbortSignal) =>
  (await call(api.transport, 'GET', '/api/user/session-summary', { signal })).data;

/**
 * This session's start, the server's time and its stakes and wins (reality check, session clock).
 * The live debit/credit events add to it between fetches; it is fetched again every 15 s and after
 * a reconnect, so a lost event or a moved clock is corrected.
 */
export const sessionSummaryQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: [...responsibleKeys.all, 'sessionSummary'] as const,
    queryFn: ({ signal }) => fetchSessionSummary(api, signal),
    refetchInterval: 15_000,
    staleTime: 0,
  });
