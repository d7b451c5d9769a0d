import { isSelfExcluded, refuseSession, sessionState, type UserRow } from './auth.ts';
import type { Ctx } from './context.ts';
import type { Queryable } from './db.ts';
import { fail } from './errors.ts';
import { type Amount, amountOut, type Decimal, dec, fixed, MAX_DECIMALS } from './money.ts';
import { round2 } from './routes/common.ts';
import { anyObj, arr, bool, dateTime, int, nullable, num, obj, str } from './schema.ts';
import { type BonusRow, type UserBonusRow, userBonusSchema, userBonusView } from './views.ts';

export interface WalletRow {
  user_id: number;
  currency_code: string;
  /** numeric: decimal strings. */
  balance: Amount;
  bonus_balance: Amount;
  is_primary: boolean;
}

export async function currencyInfo(
  q: Queryable,
  code: string,
): Promise<{ symbol: string; isCrypto: boolean; decimals: number }> {
  const row = (
    await q.query<{ symbol: string; is_crypto: boolean; decimals: number }>(
      'SELECT symbol, is_crypto, decimals FROM currencies WHERE code = $1',
      [code],
    )
  )[0];
  return { symbol: row?.symbol ?? code, isCrypto: row?.is_crypto ?? false, decimals: row?.decimals ?? 2 };
}

export async function primaryWallet(q: Queryable, userId: number, lock = false): Promise<WalletRow> {
  const rows = await q.query<WalletRow>(
    `SELECT * FROM wallets WHERE user_id = $1 AND is_primary ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0] ?? fail('INTERNAL_ERROR', 'Player has no wallet');
}

/** Active bonuses past their expiry become expired: the slot frees up and bonus money is forfeited. */
export async function expireBonuses(q: Queryable, userId: number, now: Date): Promise<void> {
  const expired = await q.query<{ id: number }>(
    "UPDATE user_bonuses SET status = 'expired' WHERE user_id = $1 AND status = 'active' AND expires_at <= $2 RETURNING id",
    [userId, now],
  );
  if (!expired.length) return;
  const slots = await q.query<{ slot: string }>(
    'DELETE FROM user_active_bonus_slots WHERE user_id = $1 AND user_bonus_id = ANY($2) RETURNING slot',
    [userId, expired.map((e) => e.id)],
  );
  if (slots.some((x) => x.slot === 'bonus'))
    await q.query('UPDATE wallets SET bonus_balance = 0 WHERE user_id = $1 AND is_primary', [userId]);
}

/**
 * A user_bonuses row as jsonb with its numeric amounts as text: jsonb numbers would come back as
 * JavaScript floats.
 */
export const UB_JSON = `(to_jsonb(ub) || jsonb_build_object('bonus_amount', ub.bonus_amount::text, 'deposit_amount', ub.deposit_amount::text, 'wager_required', ub.wager_required::text, 'wagered', ub.wagered::text, 'converted_amount', ub.converted_amount::text))`;

export async function activeBonuses(
  q: Queryable,
  userId: number,
  now?: Date,
): Promise<{ ub: UserBonusRow; b: BonusRow; gameName: string | null; slot: string }[]> {
  if (now) await expireBonuses(q, userId, now);
  const rows = await q.query<{ slot: string; ub: UserBonusRow; b: BonusRow; game_name: string | null }>(
    `SELECT s.slot, ${UB_JSON} AS ub, to_jsonb(b) AS b, g.name AS game_name
       FROM user_active_bonus_slots s
       JOIN user_bonuses ub ON ub.id = s.user_bonus_id
       JOIN bonuses b ON b.id = ub.bonus_id
       LEFT JOIN games g ON g.id = b.game_id
      WHERE s.user_id = $1 ORDER BY s.slot`,
    [userId],
  );
  return rows.map(bonusFromJson);
}

/** Rows built with to_jsonb carry dates as strings. */
function bonusFromJson(r: { slot: string; ub: UserBonusRow; b: BonusRow; game_name: string | null }): {
  ub: UserBonusRow;
  b: BonusRow;
  gameName: string | null;
  slot: string;
} {
  return {
    slot: r.slot,
    gameName: r.game_name,
    ub: { ...r.ub, started_at: new Date(r.ub.started_at), expires_at: new Date(r.ub.expires_at) },
    b: {
      ...r.b,
      start_at: r.b.start_at ? new Date(r.b.start_at) : null,
      end_at: r.b.end_at ? new Date(r.b.end_at) : null,
    },
  };
}

const limitSchema = nullable(num());
export const userLimitSchema = obj({
  isSelfExclusionPermanent: bool(),
  selfExclusion: nullable(dateTime({ description: 'Self-exclusion end date' })),
  isSelfExcluded: bool(),
  frozenUntil: nullable(dateTime()),
  sessionTimeLimitMinutes: nullable(int()),
  depositLimit: obj({ daily: limitSchema, weekly: limitSchema, monthly: limitSchema }),
  lossLimit: obj({ daily: limitSchema, weekly: limitSchema, monthly: limitSchema }),
  betLimit: obj({ daily: limitSchema, weekly: limitSchema, monthly: limitSchema }),
  maxBetLimit: limitSchema,
  betLimitChangedAt: nullable(dateTime()),
});

export const userSchema = obj({
  userId: int(),
  uuid: str(),
  username: str(),
  email: nullable(str()),
  isEmailVerified: bool(),
  firstName: nullable(str()),
  lastName: nullable(str()),
  phone: nullable(str()),
  phoneCode: nullable(str()),
  dateOfBirth: nullable(str()),
  gender: str(),
  countryCode: nullable(str()),
  city: nullable(str()),
  address: nullable(str()),
  zipCode: nullable(str()),
  nickname: nullable(str()),
  kycStatus: str(),
  currencyCode: str(),
  currencySymbol: str(),
  tags: arr(str()),
  depositCount: int(),
  totalDeposit: amountOut(),
  totalSpend: amountOut(),
  isCrypto: bool(),
  locale: str(),
  ghostMode: bool(),
  /** Whether the public statistics page shows the player's numbers (private by default). */
  statisticsPublic: bool(),
  /** When the player closed, skipped or finished the onboarding tour; null = offer it. */
  onboardingTourSeenAt: nullable(dateTime()),
  createdAt: dateTime(),
  userLimit: userLimitSchema,
});

export const userDetailsSchema = obj({
  user: userSchema,
  wallet: obj({
    currencyCode: str(),
    currencySymbol: str(),
    balance: amountOut(),
    bonusBalance: amountOut(),
    totalBalance: amountOut(),
    wallets: arr(
      obj({ currencyCode: str(), balance: amountOut(), bonusBalance: amountOut(), isPrimary: bool() }),
    ),
  }),
  depositCount: int(),
  totalDeposit: amountOut(),
  totalSpend: amountOut(),
  isCrypto: bool(),
  userLoyaltyLevel: obj({
    level: int(),
    name: str(),
    points: int(),
    nextLevel: nullable(int()),
    nextLevelPoints: nullable(int()),
    progressPercent: num(),
    rakebackPercent: num(),
  }),
  referralData: obj({ referralCode: str(), referralLink: str(), referredCount: int(), percent: num() }),
  activeBonus: nullable(userBonusSchema),
  activeFreeSpins: nullable(userBonusSchema),
  currencySymbol: str(),
  userMonthlyLimit: nullable(obj({ amount: amountOut(), currencyCode: str(), used: amountOut() })),
  userLimit: userLimitSchema,
  chatSettings: anyObj(),
});

/** A limit as stored (numeric, read as its decimal text). */
type LimitRow = { type: string; period: number; amount: Amount | number };

export async function userLimits(q: Queryable, ctx: Ctx, u: UserRow) {
  const rows = await q.query<LimitRow>('SELECT type, period, amount FROM limits WHERE user_id = $1', [u.id]);
  return limitsView(rows, ctx, u);
}

function limitsView(rows: LimitRow[], ctx: Ctx, u: UserRow) {
  // Answered as the JSON number the player typed (at most the currency's decimals, so exact).
  const get = (type: string, period: number) => {
    const amount = rows.find((r) => r.type === type && r.period === period)?.amount;
    return amount === undefined ? null : dec(amount).toNumber();
  };
  const periods = (type: string) => ({ daily: get(type, 0), weekly: get(type, 1), monthly: get(type, 2) });
  return {
    isSelfExclusionPermanent: u.self_exclusion_permanent,
    selfExclusion: u.self_exclusion_until ? u.self_exclusion_until.toISOString() : null,
    isSelfExcluded: isSelfExcluded(u, ctx.clock.now()),
    frozenUntil: u.frozen_until && u.frozen_until > ctx.clock.now() ? u.frozen_until.toISOString() : null,
    sessionTimeLimitMinutes: u.session_time_limit_minutes,
    depositLimit: periods('deposit'),
    lossLimit: periods('loss'),
    betLimit: periods('bet'),
    maxBetLimit: get('maxBet', -1),
    betLimitChangedAt: u.bet_limit_changed_at ? u.bet_limit_changed_at.toISOString() : null,
  };
}

/** GET /api/user/get-user-details: every field of spec 3 "User details". */
interface DetailsRow {
  wallets: WalletRow[];
  currency: { symbol: string; is_crypto: boolean; decimals: number } | null;
  levels: { level: number; name: string; min_points: number; rakeback_percent: number }[];
  bonuses: { slot: string; ub: UserBonusRow; b: BonusRow; game_name: string | null }[];
  referred: number;
  limits: LimitRow[];
  month_wins: Amount;
}

/**
 * Everything get-user-details needs besides the user row, as columns over `users u` ($2 = now).
 * The month of the winnings limit is the UTC month (limit-windows.ts): date_trunc on a timestamptz
 * cuts in the database session's time zone, so it is applied to the UTC wall time.
 */
const DETAILS_COLUMNS = `
  (SELECT coalesce(jsonb_agg(to_jsonb(w) || jsonb_build_object('balance', w.balance::text, 'bonus_balance', w.bonus_balance::text) ORDER BY w.is_primary DESC, w.currency_code), '[]') FROM wallets w WHERE w.user_id = u.id) AS wallets,
  (SELECT to_jsonb(c) FROM currencies c WHERE c.code = u.currency_code) AS currency,
  (SELECT coalesce(jsonb_agg(to_jsonb(v) ORDER BY v.level), '[]') FROM vip_levels v WHERE v.level IN (u.loyalty_level, u.loyalty_level + 1)) AS levels,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('slot', s2.slot, 'ub', ${UB_JSON}, 'b', to_jsonb(b), 'game_name', g.name) ORDER BY s2.slot), '[]')
     FROM user_active_bonus_slots s2 JOIN user_bonuses ub ON ub.id = s2.user_bonus_id JOIN bonuses b ON b.id = ub.bonus_id
     LEFT JOIN games g ON g.id = b.game_id WHERE s2.user_id = u.id) AS bonuses,
  (SELECT count(*)::int FROM users r WHERE r.referred_by = u.id) AS referred,
  (SELECT coalesce(jsonb_agg(jsonb_build_object('type', l.type, 'period', l.period, 'amount', l.amount)), '[]') FROM limits l WHERE l.user_id = u.id) AS limits,
  CASE WHEN u.monthly_limit IS NULL THEN '0'
       ELSE (SELECT coalesce(sum(bt.win), 0)::text FROM bets bt WHERE bt.user_id = u.id AND bt.created_at >= (date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
                   AND bt.created_at < ((date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') + interval '1 month') AT TIME ZONE 'UTC')) END AS month_wins`;

/** GET /api/user/get-user-details: every field of spec 3 "User details". */
export async function userDetails(ctx: Ctx, u: UserRow, settings: Record<string, unknown> = {}) {
  const row = (
    await ctx.db.query<DetailsRow>(`SELECT ${DETAILS_COLUMNS} FROM users u WHERE u.id = $1`, [
      u.id,
      ctx.clock.now(),
    ])
  )[0];
  if (!row) return fail('INTERNAL_ERROR', 'No user details');
  return buildDetails(ctx, u, row, settings);
}

/**
 * The hot path of the front end: the live-session check (valid, not revoked, not expired, not
 * idle, within the session time limit, with its sliding touch) and the details in one query;
 * undefined when the token does not hold a working session.
 */
export async function userDetailsForToken(
  ctx: Ctx,
  tokenHash: string,
  settingsOf: (user: UserRow) => Promise<Record<string, unknown>> = async () => ({}),
) {
  const state = await sessionState<DetailsRow>(ctx, tokenHash, { touch: true, columns: DETAILS_COLUMNS });
  return state && 'session' in state
    ? buildDetails(ctx, state.session.user, state.row, await settingsOf(state.session.user))
    : refuseSession(state);
}

function buildDetails(ctx: Ctx, u: UserRow, row: DetailsRow, settings: Record<string, unknown>) {
  const wallets = row.wallets;
  const cur = {
    symbol: row.currency?.symbol ?? u.currency_code,
    isCrypto: row.currency?.is_crypto ?? false,
    decimals: row.currency?.decimals ?? 2,
  };
  const levels = row.levels;
  const bonuses = row.bonuses.map(bonusFromJson).filter((x) => x.ub.expires_at > ctx.clock.now());
  const referred = [{ n: row.referred }];
  const userLimit = limitsView(row.limits, ctx, u);
  const monthWins = [{ won: row.month_wins }];
  const primary = wallets.find((w) => w.is_primary) ?? wallets[0];
  const level = levels.find((l) => l.level === u.loyalty_level);
  const next = levels.find((l) => l.level === u.loyalty_level + 1);
  const bonus = bonuses.find((x) => x.slot === 'bonus');
  const spins = bonuses.find((x) => x.slot === 'freespins');
  const base = level?.min_points ?? 0;
  const progress = next
    ? Math.min(100, Math.max(0, ((u.loyalty_points - base) / Math.max(1, next.min_points - base)) * 100))
    : 100;
  const totals = {
    depositCount: u.deposit_count,
    totalDeposit: fixed(u.total_deposit, cur.decimals),
    totalSpend: fixed(u.total_spend, cur.decimals),
    isCrypto: cur.isCrypto,
  };
  const user = {
    userId: u.id,
    uuid: u.uuid,
    username: u.username,
    email: u.email,
    isEmailVerified: u.is_email_verified,
    firstName: u.first_name,
    lastName: u.last_name,
    phone: u.phone,
    phoneCode: u.phone_code,
    dateOfBirth: u.date_of_birth,
    gender: u.gender,
    countryCode: u.country_code,
    city: u.city,
    address: u.address,
    zipCode: u.zip_code,
    nickname: u.nickname,
    kycStatus: u.kyc_status,
    currencyCode: u.currency_code,
    currencySymbol: cur.symbol,
    tags: u.tags,
    ...totals,
    locale: u.locale,
    ghostMode: u.ghost_mode,
    statisticsPublic: u.statistics_public,
    onboardingTourSeenAt: u.onboarding_tour_seen_at?.toISOString() ?? null,
    createdAt: u.created_at.toISOString(),
    userLimit,
  };
  return {
    user,
    wallet: {
      currencyCode: primary?.currency_code ?? u.currency_code,
      currencySymbol: cur.symbol,
      balance: fixed(primary?.balance ?? 0, cur.decimals),
      bonusBalance: fixed(primary?.bonus_balance ?? 0, cur.decimals),
      totalBalance: fixed(dec(primary?.balance ?? 0).plus(primary?.bonus_balance ?? 0), cur.decimals),
      wallets: wallets.map((w) => ({
        currencyCode: w.currency_code,
        balance: fixed(w.balance, MAX_DECIMALS),
        bonusBalance: fixed(w.bonus_balance, MAX_DECIMALS),
        isPrimary: w.is_primary,
      })),
    },
    ...totals,
    userLoyaltyLevel: {
      level: u.loyalty_level,
      name: level?.name ?? `Level ${u.loyalty_level}`,
      points: u.loyalty_points,
      nextLevel: next?.level ?? null,
      nextLevelPoints: next?.min_points ?? null,
      progressPercent: round2(progress),
      rakebackPercent: level?.rakeback_percent ?? 0,
    },
    referralData: {
      referralCode: u.referral_code,
      referralLink: `${ctx.config.frontendUrl}/?ref=${u.referral_code}`,
      referredCount: referred[0]?.n ?? 0,
      percent: typeof settings.referAFriendPercent === 'number' ? settings.referAFriendPercent : 0,
    },
    activeBonus: bonus ? userBonusView(bonus.ub, bonus.b, bonus.gameName, cur.decimals) : null,
    activeFreeSpins: spins ? userBonusView(spins.ub, spins.b, spins.gameName, cur.decimals) : null,
    currencySymbol: cur.symbol,
    userMonthlyLimit:
      u.monthly_limit === null
        ? null
        : {
            amount: fixed(u.monthly_limit, cur.decimals),
            currencyCode: u.currency_code,
            used: fixed(monthWins[0]?.won ?? 0, cur.decimals),
          },
    userLimit,
    chatSettings: u.chat_settings,
  };
}

/** Appends a transaction row and returns its id and uuid. */
export async function addTransaction(
  q: Queryable,
  ctx: Ctx,
  t: {
    /** Set when the id was handed out before the row exists (a payment provider's reference). */
    uuid?: string;
    userId: number;
    type: string;
    status: string;
    amount: Decimal.Value;
    currency: string;
    fee?: Decimal.Value;
    methodId?: number | null;
    details?: Record<string, unknown>;
  },
): Promise<{ id: number; uuid: string }> {
  const now = ctx.clock.now();
  const rows = await q.query<{ id: number; uuid: string }>(
    `INSERT INTO transactions (uuid, user_id, type, status, amount, fee, currency_code, payment_method_id, details, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id, uuid`,
    [
      t.uuid ?? crypto.randomUUID(),
      t.userId,
      t.type,
      t.status,
      dec(t.amount).toFixed(),
      dec(t.fee ?? 0).toFixed(),
      t.currency,
      t.methodId ?? null,
      JSON.stringify(t.details ?? {}),
      now,
    ],
  );
  return rows[0] as { id: number; uuid: string };
}

/** Moves money on the primary wallet, exactly; refuses to go below zero. Returns the new balance. */
export async function moveBalance(q: Queryable, userId: number, delta: Decimal.Value): Promise<Amount> {
  const rows = await q.query<{ balance: Amount }>(
    'UPDATE wallets SET balance = balance + $2::numeric WHERE user_id = $1 AND is_primary AND balance + $2::numeric >= 0 RETURNING balance',
    [userId, dec(delta).toFixed()],
  );
  return rows[0]?.balance ?? fail('INSUFFICIENT_FUNDS', 'Insufficient balance', 'amount');
}
