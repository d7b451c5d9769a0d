// What the promotion screens share: the spec 7 list query for this visitor, the player's active
// bonuses (which slots are taken), and activation with its worded outcome.
import { activateBonusMutation, bonusBannerUrl, bonusListQuery, userBonusesQuery } from '@casino/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApp } from '../../core/AppContext.tsx';
import { userDetailsQuery } from '../../core/api/queries.ts';
import { latestAttribution } from '../../core/platform/queryIntake.ts';
import { useSession } from '../../core/session/sessionStore.ts';
import {
  type BonusSlot,
  browserTimeZone,
  type Promotion,
  type PromotionType,
  promotionListQuery,
  slotOf,
} from './promotionsApi.ts';

/** The player's details when signed in (for country, currency and e-mail state). */
export function usePlayer() {
  const { api } = useApp();
  const authenticated = useSession((state) => state.status === 'authenticated');
  const details = useQuery({ ...userDetailsQuery.options(api), enabled: authenticated });
  return { authenticated, details: authenticated ? details.data : undefined };
}

/** The currency promotion amounts are shown in: the player's, or the brand's fallback. */
export function usePromotionCurrency(): { currency: string; crypto: boolean } {
  const { config } = useApp();
  const { details } = usePlayer();
  return details
    ? { currency: details.wallet.currencyCode, crypto: details.isCrypto }
    : { currency: config.cashier.fallbackCurrency, crypto: false };
}

export function usePromotionList(pageNo: number, type?: PromotionType, limit?: number) {
  const { api } = useApp();
  const intl = useIntl();
  const { authenticated, details } = usePlayer();
  const query = promotionListQuery({
    pageNo,
    type,
    language: intl.locale,
    cpnc: typeof window === 'undefined' ? null : latestAttribution('cpnc'),
    countryCode: details?.user.countryCode,
    currencyCode: details?.wallet.currencyCode,
    timeZone: typeof window === 'undefined' ? undefined : browserTimeZone(),
  });
  if (limit) query.limit = limit;
  // A player's list waits for their country and currency, so it is asked for once, not twice.
  return useQuery({ ...bonusListQuery(api, query), enabled: !authenticated || details !== undefined });
}

/** Which bonus slots the signed-in player has taken (spec 6: one bonus, one free-spins bonus). */
export function useTakenSlots(): ReadonlySet<BonusSlot> {
  const { api } = useApp();
  const { authenticated } = usePlayer();
  const active = useQuery({ ...userBonusesQuery(api, { status: 'active' }), enabled: authenticated });
  return new Set((active.data?.rows ?? []).map((bonus) => slotOf(bonus.type)));
}

export function useActivateBonus() {
  const { api } = useApp();
  return useMutation(activateBonusMutation(api));
}

export function useBannerSrc(): (promotion: Promotion) => string | undefined {
  const { api } = useApp();
  return (promotion) => {
    const file = promotion.banner.imageUrl?.split('/').pop();
    return file ? bonusBannerUrl(api, file) : undefined;
  };
}
