// What the prerendered /promotions asks for: page 1 of every type in the page's language (what
// the page asks for before it knows the browser's time zone or a campaign code).
import { bonusListQuery } from '@casino/api-client';
import type { PrefetchContext } from '../../core/feature.ts';
import { promotionListQuery } from './promotionsApi.ts';

export const prefetchPromotions = ({ client, api, locale }: PrefetchContext) =>
  client.prefetchQuery(bonusListQuery(api, promotionListQuery({ pageNo: 1, language: locale })));
