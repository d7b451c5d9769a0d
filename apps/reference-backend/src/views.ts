import { type Amount, amountOut, Decimal, dec, fixed } from './money.ts';
import {
  type Destination,
  maskedDestination,
  PAYOUT_SCHEMES,
  type PayoutRule,
} from './payout-destinations.ts';
import { iso } from './routes/common.ts';
import { anyObj, arr, bool, dateTime, int, nullable, num, obj, str } from './schema.ts';

// ---- games ----
export interface GameRow {
  id: number;
  slug: string;
  name: string;
  provider_id: number;
  provider_name: string;
  provider_slug: string;
  category: string;
  tags: string[];
  rtp: number;
  max_multiplier: number;
  min_bet: number;
  max_bet: number;
  sort: number;
  release_date: string;
  has_demo: boolean;
  bonus_eligible: boolean;
  restricted_countries: string[];
}
export const GAME_SELECT = `SELECT g.*, p.name AS provider_name, p.slug AS provider_slug FROM games g JOIN providers p ON p.id = g.provider_id`;

export const gameSchema = obj({
  id: int(),
  slug: str(),
  name: str(),
  providerId: int(),
  providerName: str(),
  providerSlug: str(),
  category: str({ enum: ['slots', 'live'] }),
  tags: arr(str()),
  returnToPlayer: num({ description: 'RTP in percent' }),
  maxMultiplier: num(),
  minBet: num(),
  maxBet: num(),
  sort: int(),
  releaseDate: str({ format: 'date' }),
  hasDemo: bool(),
  bonusEligible: bool(),
  restrictedCountries: arr(str()),
  thumbnailUrl: str(),
});

export function gameView(g: GameRow) {
  return {
    id: g.id,
    slug: g.slug,
    name: g.name,
    providerId: g.provider_id,
    providerName: g.provider_name,
    providerSlug: g.provider_slug,
    category: g.category,
    tags: g.tags,
    returnToPlayer: g.rtp,
    maxMultiplier: g.max_multiplier,
    minBet: g.min_bet,
    maxBet: g.max_bet,
    sort: g.sort,
    releaseDate: g.release_date,
    hasDemo: g.has_demo,
    bonusEligible: g.bonus_eligible,
    restrictedCountries: g.restricted_countries,
    thumbnailUrl: `/api/games/thumbnail/${g.id}.webp`,
  };
}

// ---- payment methods ----
export interface PaymentRow {
  id: number;
  name: string;
  title: string;
  raw_title: string;
  description: string;
  thumbnail_url: string;
  sort: number;
  is_active: boolean;
  hidden: boolean;
  deposit_exist: boolean;
  withdrawal_exist: boolean;
  allowed_countries: string[];
  restricted_countries: string[];
  tag_restricted_countries: { byTag?: Record<string, string[]>; default?: string[] };
  allowed_currencies: string[];
  restricted_currencies: string[];
  allow_emails: string[];
  allow_tags: string[];
  payment_method: string;
  is_card_form: boolean;
  is_crypto: boolean;
  networks: { code: string; name: string; currencyCode: string; minDeposit: number }[];
  min_amount: number;
  max_amount: number;
  fee_percent: number;
  requires_phone: boolean;
  requires_email_verification: boolean;
  /** Where the method pays out, per country and currency (PAYOUT_RULES_SCHEMA). */
  payout_destinations: PayoutRule[];
}

export const paymentSchema = obj({
  id: int(),
  name: str(),
  title: str(),
  rawTitle: str(),
  description: str(),
  thumbnail_url: str(),
  thumbnailUrl: str(),
  order: int(),
  isActive: bool(),
  hidden: bool(),
  depositExist: bool(),
  withdrawalExist: bool(),
  allowedCountries: arr(str()),
  restrictedCountries: arr(str()),
  tagRestrictedCountries: obj({ byTag: anyObj(), default: arr(str()) }, []),
  allowedCurrencies: arr(str()),
  restrictedCurrencies: arr(str()),
  allowEmails: arr(str()),
  allowTags: arr(str()),
  allowedTags: arr(str()),
  paymentMethod: str(),
  isCardForm: bool(),
  isCrypto: bool(),
  networks: arr(obj({ code: str(), name: str(), currencyCode: str(), minDeposit: num() })),
  minAmount: num(),
  maxAmount: num(),
  feePercent: num(),
  requiresPhone: bool(),
});

export function paymentView(p: PaymentRow) {
  return {
    id: p.id,
    name: p.name,
    title: p.title,
    rawTitle: p.raw_title,
    description: p.description,
    thumbnail_url: p.thumbnail_url,
    thumbnailUrl: p.thumbnail_url,
    order: p.sort,
    isActive: p.is_active,
    hidden: p.hidden,
    depositExist: p.deposit_exist,
    withdrawalExist: p.withdrawal_exist,
    allowedCountries: p.allowed_countries,
    restrictedCountries: p.restricted_countries,
    tagRestrictedCountries: p.tag_restricted_countries,
    allowedCurrencies: p.allowed_currencies,
    restrictedCurrencies: p.restricted_currencies,
    allowEmails: p.allow_emails,
    allowTags: p.allow_tags,
    allowedTags: p.allow_tags,
    paymentMethod: p.payment_method,
    isCardForm: p.is_card_form,
    isCrypto: p.is_crypto,
    networks: p.networks,
    minAmount: p.min_amount,
    maxAmount: p.max_amount,
    feePercent: p.fee_percent,
    requiresPhone: p.requires_phone,
  };
}

/**
 * Spec 6 filters that depend on who asks: country (allowed / restricted / tag-restricted),
 * currency (allowed / restricted), e-mail and tag allow-lists. Hidden, active and withdrawal
 * flags are returned for the front end to apply (spec 4 "Payment method selection").
 */
export function paymentVisible(
  p: PaymentRow,
  who: {
    country?: string | undefined;
    currency?: string | undefined;
    email?: string | null;
    tags?: string[];
  },
): boolean {
  const { country, currency } = who;
  const tags = who.tags ?? [];
  if (country) {
    if (p.allowed_countries.length && !p.allowed_countries.includes(country)) return false;
    if (p.restricted_countries.includes(country)) return false;
    if (restrictedByTag(p, tags).includes(country)) return false;
  }
  if (currency) {
    if (p.allowed_currencies.length && !p.allowed_currencies.includes(currency)) return false;
    if (p.restricted_currencies.includes(currency)) return false;
  }
  if (p.allow_emails.length && !(who.email && p.allow_emails.includes(who.email.toLowerCase()))) return false;
  if (p.allow_tags.length && !p.allow_tags.some((t) => tags.includes(t))) return false;
  return true;
}

/** tagRestrictedCountries: a player with a listed tag (matched) gets that tag's list; others (unmatched) get `default`. */
export function restrictedByTag(p: PaymentRow, tags: string[]): string[] {
  const byTag = p.tag_restricted_countries.byTag ?? {};
  const matched = tags.filter((t) => t in byTag);
  if (matched.length) return matched.flatMap((t) => byTag[t] ?? []);
  return p.tag_restricted_countries.default ?? [];
}

// ---- bonuses ----
export interface BonusRow {
  id: number;
  name: string;
  type: 'deposit' | 'freespins' | 'no_deposit' | 'instant_cashback';
  description: string;
  banner: { bannerTitle: string; imageUrl: string; color: string };
  is_deposit: boolean;
  is_active: boolean;
  sort: number;
  deposit_bonus_percent: number | null;
  max_bonus_threshold: number | null;
  bonus_amount: number | null;
  free_spins_quantity: number | null;
  game_id: number | null;
  max_win: number | null;
  min_balance: number | null;
  min_deposit: number | null;
  wagering_multiplier: number;
  wagering_type: 'REAL_TO_FUN' | 'REAL_MONEY_ONLY';
  days_valid: number;
  valid_on_days: number[] | null;
  start_at: Date | null;
  end_at: Date | null;
  max_participants: number | null;
  registration_window_days: number | null;
  deposits_number: number | null;
  calendar_weekday: number | null;
  requires_email_verification: boolean;
  fraud_sensitive: boolean;
  rakeback_percent: number | null;
  rakeback_basis: 'stakes' | 'net_losses';
  /** The stake of each free spin of a free-spins bonus (numeric: a decimal string, or a number from jsonb). */
  free_spin_value: Amount | number | null;
}

const bannerSchema = obj({ bannerTitle: str(), imageUrl: str(), color: str() }, ['bannerTitle']);
const n = (s: ReturnType<typeof num>) => nullable(s);

const bonusProps = {
  id: int(),
  name: str(),
  type: str({ enum: ['deposit', 'freespins', 'no_deposit', 'instant_cashback'] }),
  description: str(),
  banner: bannerSchema,
  isDeposit: bool(),
  depositBonusPercent: n(num()),
  maxBonusThreshold: n(num()),
  bonusAmount: n(num()),
  freeSpinsQuantity: n(int()),
  gameId: n(int()),
  maxWin: n(num()),
  minBalance: n(num()),
  minDeposit: n(num()),
  wageringMultiplier: num(),
  wageringType: str({ enum: ['REAL_TO_FUN', 'REAL_MONEY_ONLY'] }),
  daysValid: int(),
  validOnDays: nullable(arr(int({ minimum: 0, maximum: 6 }))),
  startAt: nullable(dateTime()),
  endAt: nullable(dateTime()),
  calendarWeekday: n(int()),
  maxParticipants: n(int()),
  depositsNumber: n(int()),
  requiresEmailVerification: bool({
    description:
      'Only a player with a verified e-mail may take it (spec 8 REQUIRED_EMAIL_VERIFICATION). Optional in the contract (absent: false), so answers made before it stay valid.',
  }),
};
export const bonusSchema = obj(
  bonusProps,
  Object.keys(bonusProps).filter((key) => key !== 'requiresEmailVerification'),
);

export function bonusView(b: BonusRow) {
  return {
    id: b.id,
    name: b.name,
    type: b.type,
    description: b.description,
    banner: b.banner,
    isDeposit: b.is_deposit,
    depositBonusPercent: b.deposit_bonus_percent,
    maxBonusThreshold: b.max_bonus_threshold,
    bonusAmount: b.bonus_amount,
    freeSpinsQuantity: b.free_spins_quantity,
    gameId: b.game_id,
    maxWin: b.max_win,
    minBalance: b.min_balance,
    minDeposit: b.min_deposit,
    wageringMultiplier: b.wagering_multiplier,
    wageringType: b.wagering_type,
    daysValid: b.days_valid,
    validOnDays: b.valid_on_days,
    startAt: iso(b.start_at),
    endAt: iso(b.end_at),
    calendarWeekday: b.calendar_weekday,
    maxParticipants: b.max_participants,
    depositsNumber: b.deposits_number,
    requiresEmailVerification: b.requires_email_verification,
  };
}

export interface UserBonusRow {
  id: number;
  user_id: number;
  bonus_id: number;
  status: string;
  bonus_amount: Amount;
  deposit_amount: Amount;
  wager_required: Amount;
  wagered: Amount;
  free_spins_total: number;
  free_spins_left: number;
  converted_amount: Amount;
  started_at: Date;
  expires_at: Date;
}

export const userBonusSchema = obj({
  id: int(),
  bonusId: int(),
  name: str(),
  type: str(),
  status: str({ enum: ['active', 'completed', 'cancelled', 'expired', 'forfeited'] }),
  banner: bannerSchema,
  depositAmount: amountOut(),
  freeSpinsQuantity: int(),
  freeSpinsLeft: int(),
  game: nullable(obj({ id: int(), name: str() })),
  bonusAmount: amountOut(),
  multiplier: num(),
  wagerLeft: amountOut(),
  wageredAmount: amountOut(),
  start: dateTime(),
  expiry: dateTime(),
  convertedAmount: amountOut(),
  depositBonusPercent: n(num()),
  maxBonusThreshold: n(num()),
  maxWin: n(num()),
  minBalance: n(num()),
  minDeposit: n(num()),
  wageringMultiplier: num(),
  wageringType: str(),
});

export function userBonusView(ub: UserBonusRow, b: BonusRow, gameName: string | null, places = 2) {
  return {
    id: ub.id,
    bonusId: b.id,
    name: b.name,
    type: b.type,
    status: ub.status,
    banner: b.banner,
    depositAmount: fixed(ub.deposit_amount, places),
    freeSpinsQuantity: ub.free_spins_total,
    freeSpinsLeft: ub.free_spins_left,
    game: b.game_id && gameName ? { id: b.game_id, name: gameName } : null,
    bonusAmount: fixed(ub.bonus_amount, places),
    multiplier: b.wagering_multiplier,
    wagerLeft: fixed(Decimal.max(0, dec(ub.wager_required).minus(ub.wagered)), places),
    wageredAmount: fixed(ub.wagered, places),
    start: ub.started_at.toISOString(),
    expiry: ub.expires_at.toISOString(),
    convertedAmount: fixed(ub.converted_amount, places),
    depositBonusPercent: b.deposit_bonus_percent,
    maxBonusThreshold: b.max_bonus_threshold,
    maxWin: b.max_win,
    minBalance: b.min_balance,
    minDeposit: b.min_deposit,
    wageringMultiplier: b.wagering_multiplier,
    wageringType: b.wagering_type,
  };
}

/** Every status a transaction row can have (the list's schema and its filter's). */
export const transactionStatuses = [
  'processed',
  'pending',
  'rejected',
  'confirmed',
  'cancelled',
  'completed',
  'failed',
  'processing',
] as const;

export const transactionSchema = obj(
  {
    id: int(),
    transactionId: str(),
    type: str(),
    status: str({
      enum: [...transactionStatuses],
    }),
    amount: amountOut(),
    fee: amountOut(),
    currencyCode: str(),
    paymentMethodId: nullable(int()),
    details: anyObj(),
    destination: nullable(
      obj({ scheme: str({ enum: [...PAYOUT_SCHEMES] }), label: str() }, ['scheme', 'label'], {
        description:
          'Where a withdrawal is paid to, masked (an IBAN shows its country and last 4); null for other transactions.',
      }),
    ),
    createdAt: dateTime(),
    updatedAt: dateTime(),
  },
  [
    'id',
    'transactionId',
    'type',
    'status',
    'amount',
    'fee',
    'currencyCode',
    'paymentMethodId',
    'details',
    'createdAt',
    'updatedAt',
  ],
);

export interface TxRow {
  id: number;
  uuid: string;
  type: string;
  status: string;
  amount: Amount;
  fee: Amount;
  currency_code: string;
  payment_method_id: number | null;
  details: Record<string, unknown>;
  /** A withdrawal's destination, whole (never sent to the player as is: see maskedDestination). */
  payout_destination?: Destination | null;
  created_at: Date;
  updated_at: Date;
}

/** places: the decimals of the transaction's currency. */
export function txView(t: TxRow, places = 2) {
  return {
    id: t.id,
    transactionId: t.uuid,
    type: t.type,
    status: t.status,
    amount: fixed(t.amount, places),
    fee: fixed(t.fee, places),
    currencyCode: t.currency_code,
    paymentMethodId: t.payment_method_id,
    details: t.details,
    destination: maskedDestination(t.payout_destination),
    createdAt: t.created_at.toISOString(),
    updatedAt: t.updated_at.toISOString(),
  };
}
