import type { FastifyRequest } from 'fastify';
import type { Ctx } from './context.ts';
import { sha256 } from './crypto.ts';
import type { Queryable } from './db.ts';
import { fail } from './errors.ts';
import { applyDueLimitChanges } from './limit-cooling-off.ts';
import type { Amount } from './money.ts';

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
  monthly_limit: number | null;
  self_exclusion_permanent: boolean;
  self_exclusion_until: Date | null;
  frozen_until: Date | null;
  session_time_limit_minutes: number | null;
  bet_limit_changed_at: Date | null;
  ghost_mode: boolean;
  statistics_public: boolean;
  chat_settings: Record<string, unknown>;
  accumulator_claimed_at: Date | null;
  is_fraud_flagged: boolean;
  created_at: Date;
  /** Earliest effective time of a queued limit loosening (limit-cooling-off.ts). */
  limit_change_due_at?: Date | null;
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

export async function sessionForToken(ctx: Ctx, token: string | undefined): Promise<Session | undefined> {
  if (!token) return undefined;
  const hash = sha256(token);
  const rows = await ctx.db.query<
    UserRow & { s_created_at: Date; s_expires_at: Date; s_revoked_at: Date | null }
  >(
    `SELECT u.*, s.created_at AS s_created_at, s.expires_at AS s_expires_at, s.revoked_at AS s_revoked_at
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [hash],
  );
  const row = rows[0];
  if (!row || row.s_revoked_at || row.s_expires_at.getTime() <= ctx.clock.now().getTime()) return undefined;
  if (row.limit_change_due_at && row.limit_change_due_at <= ctx.clock.now())
    return ctx.db
      .tx((q) => applyDueLimitChanges(q, row, ctx.clock.now()))
      .then(() => sessionForToken(ctx, token));
  const { s_created_at, s_expires_at: _e, s_revoked_at: _r, ...user } = row;
  // The session time limit (responsible gaming) ends a session that has lasted longer.
  const limit = (user as UserRow).session_time_limit_minutes;
  if (limit && s_created_at.getTime() + limit * 60_000 <= ctx.clock.now().getTime()) return undefined;
  return { user: user as UserRow, tokenHash: hash, createdAt: s_created_at };
}

/** The logged-in player, or 403 (spec 7: 403 means logged out). */
export async function requireSession(ctx: Ctx, req: FastifyRequest): Promise<Session> {
  const session = await sessionForToken(ctx, bearerToken(req));
  if (!session) return fail('UNAUTHORIZED', 'Missing, invalid or expired access token');
  return session;
}

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

export async function lockUser(q: Queryable, userId: number): Promise<UserRow> {
  const rows = await q.query<UserRow>('SELECT * FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return rows[0] ?? fail('UNAUTHORIZED', 'Account not found');
}
