// Progressive delays per account instead of a hard lock (issue 32, targeted lockout). A hard lock
// after ten wrong passwords let anybody who knew a player's e-mail keep them out for 15 minutes at
// a time. Here the first attempts are free; after them each attempt must wait a doubling delay,
// capped, so the owner waits at most the cap while a guesser gets one try per delay. The attempt
// is claimed in one statement before the password is checked, so parallel guesses cannot all slip
// into one open moment (the row lock orders them: past the free ones, one per delay). A correct
// password clears the count; a count idle for an hour starts over.
import type { Ctx } from './context.ts';

const IDLE_RESET = "interval '1 hour'";

export type LoginClaim = { ok: true; attempts: number } | { ok: false; retryAfterSeconds: number };

/** Claims one login attempt for an account (the login name as typed, lower-cased). */
export async function claimLoginAttempt(ctx: Ctx, account: string): Promise<LoginClaim> {
  const now = ctx.clock.now();
  const claimed = await ctx.db.query<{ attempts: number }>(
    `INSERT INTO login_delays AS d (account, attempts, next_at) VALUES ($1, 1, $2)
     ON CONFLICT (account) DO UPDATE SET
       attempts = CASE WHEN d.next_at < $2::timestamptz - ${IDLE_RESET} THEN 1 ELSE d.attempts + 1 END,
       notified = CASE WHEN d.next_at < $2::timestamptz - ${IDLE_RESET} THEN false ELSE d.notified END,
       next_at = $2::timestamptz + make_interval(secs => CASE
         WHEN d.next_at < $2::timestamptz - ${IDLE_RESET} OR d.attempts + 1 < $3 THEN 0
         ELSE least(power(2, d.attempts + 1 - $3), $4) END)
     WHERE d.next_at <= $2
     RETURNING attempts`,
    [account, now, ctx.config.loginFreeAttempts, ctx.config.loginDelayMaxSeconds],
  );
  if (claimed[0]) return { ok: true, attempts: claimed[0].attempts };
  const row = (
    await ctx.db.query<{ next_at: Date }>('SELECT next_at FROM login_delays WHERE account = $1', [account])
  )[0];
  const waitMs = row ? new Date(row.next_at).getTime() - now.getTime() : 1000;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A correct password: the account's count starts over. */
export async function clearLoginAttempts(ctx: Ctx, account: string): Promise<void> {
  await ctx.db.query('DELETE FROM login_delays WHERE account = $1', [account]);
}

/**
 * Whether the owner should hear that their logins are being slowed (once per run of failures):
 * true the first time a failed attempt reaches the delays.
 */
export async function shouldNotifyOwner(ctx: Ctx, account: string, attempts: number): Promise<boolean> {
  if (attempts < ctx.config.loginFreeAttempts) return false;
  const marked = await ctx.db.query(
    'UPDATE login_delays SET notified = true WHERE account = $1 AND NOT notified RETURNING account',
    [account],
  );
  return marked.length > 0;
}
