// The promotions' server state: the spec 7 query of get-all-bonus built from what the app knows
// (page, type, locale, campaign code, the player's country and currency, the browser's time zone),
// and the answer types the views read. Calls live in @casino/api-client (queries/bonuses.ts).
import type { BonusListPage, BonusListQuery, BonusOffer, UserBonus } from '@casino/api-client';

export type PromotionList = BonusListPage;
export type Promotion = BonusOffer;
export type PromotionType = Promotion['type'];
export type { UserBonus };

/** spec 3: the four bonus types, in the order the filter offers them. */
export const promotionTypes = [
  'deposit',
  'freespins',
  'no_deposit',
  'instant_cashback',
] as const satisfies readonly PromotionType[];

/** Promotions per page of the list. */
export const promotionsPageSize = 12;

export interface PromotionListInput {
  pageNo: number;
  type?: PromotionType | undefined;
  language: string;
  /** The latest campaign code the visitor came with (spec 2 attribution), if any. */
  cpnc?: string | null | undefined;
  countryCode?: string | null | undefined;
  currencyCode?: string | null | undefined;
  /** The browser's IANA zone; the server's default when unknown (prerendering). */
  timeZone?: string | undefined;
}

/** The spec 7 query: only what is known is sent, so equal inputs share one cache entry. */
export function promotionListQuery(input: PromotionListInput): BonusListQuery {
  const query: BonusListQuery = { pageNo: input.pageNo, limit: promotionsPageSize, language: input.language };
  if (input.type) query.type = input.type;
  if (input.cpnc) query.cpnc = input.cpnc;
  if (input.countryCode) {
    query.countryCode = input.countryCode;
    query.countryCheck = input.countryCode;
  }
  if (input.currencyCode) query.currencyCode = input.currencyCode;
  if (input.timeZone) query.timeZone = input.timeZone;
  return query;
}

/** The browser's time zone, or undefined where Intl cannot say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The slot a bonus takes (spec 6: one active bonus and one free-spins bonus at a time). */
export type BonusSlot = 'bonus' | 'freespins';
export const slotOf = (type: string): BonusSlot => (type === 'freespins' ? 'freespins' : 'bonus');
