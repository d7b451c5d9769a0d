import { inactivityTimeoutMs } from '@casino/schemas/account-rules';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from './context.ts';
import { sha256 } from './crypto.ts';
import type { Queryable } from './db.ts';
import { fail } from './errors.ts';
import { applyDueLimitChanges } from './limit-cooling-off.ts';
import type { Amount } from './money.ts';
import { brandSettings } from './routes/common.ts';

export interface UserRow {
  id: number;
  uuid: string;
  email: string | null;
  username: string;
  phone_code: string | null;
  phone: string | null;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  gender: string;
  country_code: string | null;
  city: string | null;
  address: string | null;
  zip_code: string | null;
  nickname: string | null;
  kyc_status: string;
  currency_code: string;
  tags: string[];
  is_email_verified: boolean;
  locale: string;
  cpnc: string | null;
  loyalty_level: number;
  loyalty_points: number;
  referral_code: string;
  referred_by: number | null;
  deposit_count: number;
  total_deposit: Amount;
  total_spend: Amount;
  deposit_wager_left: Amount;
  monthly_limit: Amount | number | null;
  self_exclusion_permanent: boolean;
  self_exclusion_until: Date | null;
  frozen_until: Date | null;
  session_time_limit_minutes: number | null;
  bet_limit_changed_at: Date | null;
  ghost_mode: boolean;
  statistics_public: boolean;
  chat_settings: Record<string, unknown>;
  /** A moderator's mute: no chat messages until then (009_chat_mute.sql). */
  chat_muted_until: Date | null;
  /** When the player last closed, skipped or finished the onboarding tour (010_onboarding_tour.sql). */
  onboarding_tour_seen_at: Date | null;
  accumulator_claimed_at: Date | null;
  /** The deposit bonus chosen for the next crypto transfer (015_next_transfer_bonus.sql). */
  next_transfer_bonus_id: number | null;
  is_fraud_flagged: boolean;
  created_at: Date;
  /** Earliest effective time of a queued limit loosening (limit-cooling-off.ts). */
  limit_change_due_at?: Date | null;
  brand: string | null;
  /** Until when send-credentials is open (set by a 1-click sign-up, cleared by the send). */
  credentials_until: Date | null;
}

export interface Session {
  user: UserRow;
  tokenHash: string;
  createdAt: Date;
}

/** The bearer token of a request: Authorization, or its second copy (x-access-token). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization ?? req.headers['x-authorization'];
  const value = Array.isArray(header) ? header[0] : header;
  const m = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  if (m?.[1]) return m[1];
  const copy = req.headers['x-access-token'];
  return (Array.isArray(copy) ? copy[0] : copy) || undefined;
}

/** Why a session no longer works (also the `logout` reason its sockets get). */
export type SessionEnd =
  | 'USER_INITIATED'
  | 'SESSION_EXPIRED'
  | 'USER_INACTIVITY_TIMEOUT'
  | 'SESSION_TIME_LIMIT';

// A session's last use is written at most this often: every authenticated call would otherwise
// write a row, and the idle timeout (over a minute, spec 9) does not need finer steps.
const TOUCH_EVERY_MS = 10_000;

/** The player's idle timeout: the brand's inactivitySessionTimeout (spec 9: above 1 minute, else 30). */
export async function idleTimeoutMs(ctx: Ctx, brand: string | null): Promise<number> {
  const id = brand ?? ctx.brands.fallback?.id;
  const settings = id ? await brandSettings(ctx, id) : {};
  return inactivityTimeoutMs(settings.inactivitySessionTimeout);
}

export interface SessionStateOptions {
  /** Slide the idle timeout (every authenticated call does; checks on the player's behalf do not). */
  touch: boolean;
  /**
   * More columns over `users u` to read in the same query ($2 is the clock's now), so a hot
   * path such as get-user-details checks the session and reads its answer in one round trip.
   */
  columns?: string;
}

/**
 * The session of a token hash and whether it still works: not logged out, not past its lifetime,
 * not idle longer than the brand's inactivity timeout, not past the player's session time limit.
 * `touch` (every authenticated call) slides the idle timeout; checks made on the player's behalf
 * (socket sweeps) leave it.
 */
export async function sessionState<Extra extends object = object>(
  ctx: Ctx,
  hash: string,
  { touch, columns }: SessionStateOptions,
): Promise<{ session: Session; row: UserRow & Extra } | { ended: SessionEnd; userId: number } | undefined> {
  const rows = await ctx.db.query<
    UserRow &
      Extra & {
        s_created_at: Date;
        s_expires_at: Date;
        s_revoked_at: Date | null;
        s_last_seen_at: Date | null;
      }
  >(
    `SELECT u.*, s.created_at AS s_created_at, s.expires_at AS s_expires_at, s.revoked_at AS s_revoked_at,
            s.last_seen_at AS s_last_seen_at${columns ? `, ${columns}` : ''}
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    columns ? [hash, ctx.clock.now()] : [hash],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { s_created_at, s_expires_at, s_revoked_at, s_last_seen_at, ...rest } = row;
  const user = rest as UserRow;
  const now = ctx.clock.now().getTime();
  if (s_revoked_at) return { ended: 'USER_INITIATED', userId: user.id };
  if (s_expires_at.getTime() <= now) return { ended: 'SESSION_EXPIRED', userId: user.id };
  // A limit loosening whose cooling-off has passed applies before anything reads the limits.
  if (user.limit_change_due_at && user.limit_change_due_at <= ctx.clock.now()) {
    await ctx.db.tx((q) => applyDueLimitChanges(q, user, ctx.clock.now()));
    return sessionState<Extra>(ctx, hash, { touch, columns });
  }
  // The session time limit (responsible gaming) ends a session that has lasted longer.
  const limit = user.session_time_limit_minutes;
  if (limit && s_created_at.getTime() + limit * 60_000 <= now)
    return { ended: 'SESSION_TIME_LIMIT', userId: user.id };
  const lastSeen = (s_last_seen_at ?? s_created_at).getTime();
  if (lastSeen + (await idleTimeoutMs(ctx, user.brand)) <= now)
    return { ended: 'USER_INACTIVITY_TIMEOUT', userId: user.id };
  if (touch && now - lastSeen >= TOUCH_EVERY_MS)
    await ctx.db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [
      hash,
      ctx.clock.now(),
    ]);
  return { session: { user, tokenHash: hash, createdAt: s_created_at }, row: rest as UserRow & Extra };
}

export async function sessionForToken(ctx: Ctx, token: string | undefined): Promise<Session | undefined> {
  if (!token) return undefined;
  const state = await sessionState(ctx, sha256(token), { touch: true });
  return state && 'session' in state ? state.session : undefined;
}

/**
 * A spin is accepted only while the game session is young enough and, for real money, while the
 * player session that launched it works (not logged out, expired, idle, past the session time
 * limit) and the player is not frozen. A spin is activity: it slides the idle timeout.
 */
export async function requireLiveGameSession(
  ctx: Ctx,
  game: { demo: boolean; user_id: number | null; player_token_hash: string | null; expires_at: Date | null },
): Promise<void> {
  const now = ctx.clock.now();
  if (!game.expires_at || game.expires_at <= now)
    fail('UNAUTHORIZED', 'This game session has expired: launch the game again');
  if (game.demo || !game.user_id) return;
  const state = game.player_token_hash
    ? await sessionState(ctx, game.player_token_hash, { touch: true })
    : undefined;
  if (!state || !('session' in state)) {
    if (state?.ended === 'SESSION_TIME_LIMIT')
      fail('SESSION_TIME_LIMIT_REACHED', 'Your session time limit is reached');
    return fail('UNAUTHORIZED', 'Your session has ended: log in again to play');
  }
  refuseIfPaused(ctx, state.session.user);
}

/** The logged-in player, or 403 (spec 7: 403 means logged out). */
export async function requireSession(ctx: Ctx, req: FastifyRequest): Promise<Session> {
  const token = bearerToken(req);
  const state = token ? await sessionState(ctx, sha256(token), { touch: true }) : undefined;
  return state && 'session' in state ? state.session : refuseSession(state);
}

/**
 * The 403 for a request without a live session (spec 7: 403 means logged out). A session that
 * ended by time says which rule ended it (details.reason, a spec 4 termination reason): whichever
 * reaches the player first, this 403 or the socket's logout event, the app can explain why. A
 * revoked session names no reason (a logout, or a password change elsewhere).
 */
export function refuseSession(state: { ended: SessionEnd } | undefined): never {
  const reason = state && endedByTime.has(state.ended) ? state.ended : undefined;
  return fail(
    'UNAUTHORIZED',
    'Missing, invalid or expired access token',
    undefined,
    reason ? { reason } : undefined,
  );
}

/** The ends of a session that time decides, so the 403 may name them. */
const endedByTime = new Set<string>(['SESSION_EXPIRED', 'SESSION_TIME_LIMIT', 'USER_INACTIVITY_TIMEOUT']);

export async function optionalSession(ctx: Ctx, req: FastifyRequest): Promise<Session | undefined> {
  return sessionForToken(ctx, bearerToken(req));
}

export function isSelfExcluded(
  user: Pick<UserRow, 'self_exclusion_permanent' | 'self_exclusion_until'>,
  now: Date,
): boolean {
  // Spec 3: self-excluded if permanent, or the exclusion date is today or later.
  if (user.self_exclusion_permanent) return true;
  if (!user.self_exclusion_until) return false;
  return user.self_exclusion_until.toISOString().slice(0, 10) >= now.toISOString().slice(0, 10);
}

/** Self-excluded players can only withdraw (spec 6). */
export function refuseIfSelfExcluded(ctx: Ctx, user: UserRow): void {
  if (isSelfExcluded(user, ctx.clock.now()))
    fail('SELF_EXCLUDED', 'Self-excluded players can only withdraw', undefined, {
      until: user.self_exclusion_until?.toISOString() ?? null,
      permanent: user.self_exclusion_permanent,
    });
}

/**
 * A paused account (frozen, or self-excluded) may not gamble or take incentives: deposits, crypto
 * top-ups, game launches, spins, coupons and bonus claims are refused. Decided from the account as
 * stored, never from the request: a freeze set while a session still lives (by support, or by a
 * second tab racing the freeze) still refuses. Frozen: ACCOUNT_FROZEN (423, details.until);
 * self-excluded: SELF_EXCLUDED (422, details.until and permanent). Withdrawing stays possible.
 */
export function refuseIfPaused(ctx: Ctx, user: UserRow): void {
  const now = ctx.clock.now();
  if (user.frozen_until && user.frozen_until > now)
    fail('ACCOUNT_FROZEN', 'This account is frozen', undefined, { until: user.frozen_until.toISOString() });
  refuseIfSelfExcluded(ctx, user);
}

export async function lockUser(q: Queryable, userId: number): Promise<UserRow> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return rows[0] ?? fail('UNAUTHORIZED', 'Account not found');
}
