// Bonuses, rakeback, the calendar award, loyalty levels and coupons (spec 7 / 9). Polling is
// spec 9's: rakeback days every 10 s, the calendar award every 15 s.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type AnswerOf, type BodyOf, call, type QueryOf, urlOf } from '../call.ts';
import { type ApiContext, minute } from './context.ts';
import { userKeys } from './user.ts';

export type BonusListQuery = QueryOf<'/api/admin/get-all-bonus', 'GET'>;
export type UserBonusQuery = QueryOf<'/api/user/get-user-bonus', 'GET'>;
/** A page of get-all-bonus (count and rows) and one promotion of it. */
export type BonusListPage = AnswerOf<'/api/admin/get-all-bonus', 'GET'>['data']['bonus'];
export type BonusOffer = BonusListPage['rows'][number];
/** One of the player's bonuses (get-user-bonus): wagering, spins left, expiry. */
export type UserBonus = AnswerOf<'/api/user/get-user-bonus', 'GET'>['data']['bonus']['rows'][number];
export type RakebackClaim = BodyOf<'/api/user/rakeback-claim', 'POST'> &
  QueryOf<'/api/user/rakeback-claim', 'POST'>;

/** spec 9. */
export const rakebackDaysPollMs = 10_000;
export const calendarAwardPollMs = 15_000;

export const bonusKeys = {
  all: ['bonuses'] as const,
  list: (query: BonusListQuery) => ['bonuses', 'list', query] as const,
  mine: (query: UserBonusQuery) => ['bonuses', 'mine', query] as const,
  rakebackDays: (bonusId: number | undefined, timeZone?: string) =>
    ['bonuses', 'rakebackDays', bonusId, timeZone] as const,
  calendarAward: ['bonuses', 'calendarAward'] as const,
  loyaltyLevels: ['loyaltyLevels'] as const,
};

/** The promotions the player may take (guests too). */
export const bonusListQuery = (api: ApiContext, query: BonusListQuery = {}) =>
  queryOptions({
    queryKey: bonusKeys.list(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/admin/get-all-bonus', { query, signal })).data.bonus,
    staleTime: minute,
  });

/** The player's rakeback days (`bonusId` left out: the back end's rakeback bonus). */
export const rakebackDaysQuery = (api: ApiContext, bonusId?: number, timeZone?: string) =>
  queryOptions({
    queryKey: bonusKeys.rakebackDays(bonusId, timeZone),
    queryFn: async ({ signal }) =>
      (
        await call(api.transport, 'GET', '/api/admin/get-rakeback-days', {
          query: { ...(bonusId === undefined ? {} : { bonusId }), ...(timeZone ? { timeZone } : {}) },
          signal,
        })
      ).data.days,
    refetchInterval: rakebackDaysPollMs,
    // Polling pauses while the tab is hidden (spec 9); it resumes and refetches on return.
    refetchIntervalInBackground: false,
  });

export const loyaltyLevelsQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: bonusKeys.loyaltyLevels,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/admin/get-loyalty-levels', { signal })).data.levels,
    staleTime: 60 * minute,
  });

/** The player's own bonuses. */
export const userBonusesQuery = (api: ApiContext, query: UserBonusQuery = {}) =>
  queryOptions({
    queryKey: bonusKeys.mine(query),
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/get-user-bonus', { query, signal })).data.bonus,
  });

export const calendarAwardQuery = (api: ApiContext) =>
  queryOptions({
    queryKey: bonusKeys.calendarAward,
    queryFn: async ({ signal }) =>
      (await call(api.transport, 'GET', '/api/user/calendar-award', { signal })).data.userCalendarData,
    refetchInterval: calendarAwardPollMs,
    refetchIntervalInBackground: false,
  });

/** After any bonus change the bonus lists and the wallet are stale. */
const refreshBonusesAndWallet = {
  onSuccess: (
    _answer: unknown,
    _variables: unknown,
    _result: unknown,
    { client }: { client: import('@tanstack/react-query').QueryClient },
  ) =>
    Promise.all([
      client.invalidateQueries({ queryKey: bonusKeys.all }),
      client.invalidateQueries({ queryKey: userKeys.details }),
    ]),
};

export const activateBonusMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['bonuses', 'activate'],
    mutationFn: (bonusId: number) =>
      call(api.transport, 'POST', '/api/user/bonus/activate', { body: { bonusId } }),
    ...refreshBonusesAndWallet,
  });

export const cancelBonusMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['bonuses', 'cancel'],
    mutationFn: (userBonusId: number) =>
      call(api.transport, 'POST', '/api/user/bonus/cancel', { body: { userBonusId } }),
    ...refreshBonusesAndWallet,
  });

export const claimRakebackMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['bonuses', 'rakebackClaim'],
    mutationFn: ({ timeZone, customerDate, bonusId, claimDate }: RakebackClaim) =>
      call(api.transport, 'POST', '/api/user/rakeback-claim', {
        query: { timeZone, customerDate, bonusId },
        body: { bonusId, claimDate, customerDate },
      }),
    ...refreshBonusesAndWallet,
  });

export const claimCalendarAwardMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['bonuses', 'calendarAwardClaim'],
    mutationFn: () => call(api.transport, 'POST', '/api/user/calendar-award/claim'),
    ...refreshBonusesAndWallet,
  });

export const redeemCouponMutation = (api: ApiContext) =>
  mutationOptions({
    mutationKey: ['bonuses', 'coupon'],
    mutationFn: (code: string) => call(api.transport, 'POST', '/api/user/coupon', { body: { code } }),
    ...refreshBonusesAndWallet,
  });

/** A bonus banner image. */
export const bonusBannerUrl = (api: ApiContext, file: string) =>
  urlOf(api.transport, '/api/bonuses/banner/{file}', { params: { file } });
