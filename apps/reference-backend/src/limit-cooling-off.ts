// Responsible-gaming cooling-off: tightening a limit protects the player, so it applies at once;
// loosening one (a higher deposit or loss limit, removing it, a longer or no session time limit)
// waits for the brand's limitCoolingOffHours (24 h by default), so a decision taken in the heat of
// play cannot be undone in the same session.
import type { Ctx } from './context.ts';
import type { Queryable } from './db.ts';
import { dec } from './money.ts';
import { brandSettings } from './routes/common.ts';
import { dateTime, int, nullable, num, obj, str } from './schema.ts';

export type CoolingOffType = 'deposit' | 'loss' | 'session';
/** The period of the session time limit, which has none. */
export const SESSION_PERIOD = -1;
const DEFAULT_COOLING_OFF_HOURS = 24;

export interface PendingChange {
  type: CoolingOffType;
  /** 0 daily, 1 weekly, 2 monthly; null for the session time limit. */
  period: number | null;
  /** The new limit (minutes for the session time limit); null removes it. */
  amount: number | null;
  effectiveAt: string;
}

export const pendingChangeSchema = obj({
  type: str({ enum: ['deposit', 'loss', 'session'] }),
  period: nullable(
    int({ enum: [0, 1, 2, null], description: '0 daily, 1 weekly, 2 monthly; null for session' }),
  ),
  amount: nullable(num({ description: 'The new limit (minutes for session); null removes it' })),
  effectiveAt: dateTime({ description: 'When the change takes effect' }),
});

export async function coolingOffMs(ctx: Ctx, brandId: string): Promise<number> {
  const hours = (await brandSettings(ctx, brandId)).limitCoolingOffHours;
  return (typeof hours === 'number' && hours >= 0 ? hours : DEFAULT_COOLING_OFF_HOURS) * 3600_000;
}

type PendingRow = { type: CoolingOffType; period: number; amount: number | null; effective_at: Date };

const view = (r: PendingRow): PendingChange => ({
  type: r.type,
  period: r.type === 'session' ? null : r.period,
  amount: r.amount === null ? null : Number(r.amount),
  effectiveAt: r.effective_at.toISOString(),
});

async function refreshDueAt(q: Queryable, userId: number): Promise<void> {
  await q.query(
    'UPDATE users SET limit_change_due_at = (SELECT min(effective_at) FROM pending_limit_changes WHERE user_id = $1) WHERE id = $1',
    [userId],
  );
}

export async function pendingChanges(q: Queryable, userId: number): Promise<PendingChange[]> {
  const rows = await q.query<PendingRow>(
    'SELECT type, period, amount::float8 AS amount, effective_at FROM pending_limit_changes WHERE user_id = $1 ORDER BY effective_at, type, period',
    [userId],
  );
  return rows.map(view);
}

/**
 * Call inside the transaction that changes the limit, with the player's row locked. A loosening is
 * queued (replacing any queued change of the same limit) and returned: the caller must not apply
 * it. Anything else cancels a queued change of that limit and returns undefined: apply it now.
 */
export async function deferLoosening(
  q: Queryable,
  change: { userId: number; type: CoolingOffType; period: number; amount: number | null },
  now: Date,
  coolingOff: number,
): Promise<PendingChange | undefined> {
  const current =
    change.type === 'session'
      ? ((
          await q.query<{ v: number | null }>(
            'SELECT session_time_limit_minutes AS v FROM users WHERE id = $1',
            [change.userId],
          )
        )[0]?.v ?? null)
      : ((
          await q.query<{ v: string }>(
            'SELECT amount::text AS v FROM limits WHERE user_id = $1 AND type = $2 AND period = $3',
            [change.userId, change.type, change.period],
          )
        )[0]?.v ?? null);
  // Compared exactly: a limit of 100.10 raised to 100.1 is no loosening.
  const loosening = current !== null && (change.amount === null || dec(change.amount).gt(dec(current)));
  if (!loosening || coolingOff <= 0) {
    await q.query('DELETE FROM pending_limit_changes WHERE user_id = $1 AND type = $2 AND period = $3', [
      change.userId,
      change.type,
      change.period,
    ]);
    await refreshDueAt(q, change.userId);
    return undefined;
  }
  const rows = await q.query<PendingRow>(
    `INSERT INTO pending_limit_changes (user_id, type, period, amount, requested_at, effective_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id, type, period) DO UPDATE SET amount = $4, requested_at = $5, effective_at = $6
     RETURNING type, period, amount::float8 AS amount, effective_at`,
    [change.userId, change.type, change.period, change.amount, now, new Date(now.getTime() + coolingOff)],
  );
  await refreshDueAt(q, change.userId);
  return view(rows[0] as PendingRow);
}

/**
 * Applies the player's queued changes whose time has come. Claiming them with DELETE … RETURNING
 * makes concurrent calls apply each change once.
 */
export async function applyDueLimitChanges(
  q: Queryable,
  user: { id: number; limit_change_due_at?: Date | null | undefined },
  now: Date,
): Promise<void> {
  if (!user.limit_change_due_at || user.limit_change_due_at > now) return;
  const userId = user.id;
  const due = await q.query<PendingRow>(
    'DELETE FROM pending_limit_changes WHERE user_id = $1 AND effective_at <= $2 RETURNING type, period, amount::float8 AS amount, effective_at',
    [userId, now],
  );
  for (const change of due) {
    if (change.type === 'session')
      await q.query('UPDATE users SET session_time_limit_minutes = $2 WHERE id = $1', [
        userId,
        change.amount === null ? null : Math.round(Number(change.amount)),
      ]);
    else if (change.amount === null)
      await q.query('DELETE FROM limits WHERE user_id = $1 AND type = $2 AND period = $3', [
        userId,
        change.type,
        change.period,
      ]);
    else
      await q.query(
        'INSERT INTO limits (user_id, type, period, amount, updated_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, type, period) DO UPDATE SET amount = $4, updated_at = $5',
        [userId, change.type, change.period, change.amount, now],
      );
  }
  await refreshDueAt(q, userId);
}
