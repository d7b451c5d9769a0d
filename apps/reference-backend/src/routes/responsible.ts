import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../app.ts';
import { lockUser, requireSession, type UserRow } from '../auth.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../errors.ts';
import {
  coolingOffMs,
  deferLoosening,
  type PendingChange,
  pendingChangeSchema,
  pendingChanges,
  SESSION_PERIOD,
} from '../limit-cooling-off.ts';
import { amountOut, fixed, parseAmount, requestAmount } from '../money.ts';
import { arr, body, bool, data, dateTime, int, nullable, num, okMessage, str } from '../schema.ts';
import { currencyInfo, userLimitSchema, userLimits } from '../services.ts';
import { bearer, playerBrand } from './common.ts';
import { cancelDepositsAwaiting3ds } from './payments.ts';

const SELF_EXCLUSION_MS = [3600e3, 12 * 3600e3, 86400e3, 3 * 86400e3, 7 * 86400e3, 30 * 86400e3];
const FREEZE_DAYS: Record<string, number> = { '1d': 1, '3d': 3, '7d': 7, '10d': 10 };

export function registerResponsibleRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['responsible gaming'];
  const limitsAnswer = data({
    limits: userLimitSchema,
    pendingChanges: arr(pendingChangeSchema, {
      description:
        'Loosenings that wait for the cooling-off (brand setting limitCoolingOffHours, 24 h by default)',
    }),
  });

  app.get(
    '/api/user/limits',
    {
      schema: {
        tags,
        summary: "The player's limits and exclusion state, with the loosenings waiting for their cooling-off",
        security: bearer,
        response: { 200: limitsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      return {
        data: {
          limits: await userLimits(ctx.db, ctx, user),
          pendingChanges: await pendingChanges(ctx.db, user.id),
        },
      };
    },
  );

  app.put(
    '/api/user/limits',
    {
      schema: {
        tags,
        summary:
          'Set or remove (amount null) a deposit, loss or bet limit; period 0 daily, 1 weekly, 2 monthly',
        description:
          'Deposit and loss limits: tightening (a lower amount, or a limit where there was none) applies at once; loosening (a higher amount or null) waits for the cooling-off (brand setting limitCoolingOffHours, 24 h by default) and is answered in pendingChanges with its effectiveAt, the limit in force staying as it was. Bet limits (bet, maxBet) change at most once an hour (LIMIT_CHANGE_TOO_SOON, 429, details.nextChangeAt). For high-loyalty players (VIP perk bet-limit-by-support) bet limits and the monthly winnings limit change only through support (SUPPORT_ONLY); the monthly winnings limit is never changed here.',
        security: bearer,
        body: body(
          {
            type: str({ enum: ['deposit', 'loss', 'bet', 'maxBet', 'monthlyWinnings'] }),
            period: int({ enum: [0, 1, 2] }),
            amount: requestAmount(nullable(num({ exclusiveMinimum: 0 }))),
          },
          ['type', 'amount'],
        ),
        response: { 200: limitsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const coolingOff = await coolingOffMs(ctx, playerBrand(ctx, user).id);
      const b = req.body as { type: string; period?: number; amount: number | null };
      if (b.type === 'monthlyWinnings')
        return fail('SUPPORT_ONLY', 'The monthly winnings limit can be changed only through support', 'type');
      if (b.type !== 'maxBet' && b.period === undefined)
        return fail('VALIDATION_ERROR', 'body field "period" is required', 'period');
      // A limit is money in the player's currency: no more decimals than it has (1.005 EUR is
      // refused, not rounded), stored exactly (numeric) and compared exactly.
      if (b.amount !== null) parseAmount(b.amount, (await currencyInfo(ctx.db, user.currency_code)).decimals);
      const period = b.type === 'maxBet' ? -1 : (b.period as number);
      await ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        const now = ctx.clock.now();
        if (b.type === 'bet' || b.type === 'maxBet') {
          const perks =
            (
              await q.query<{ perks: string[] }>('SELECT perks FROM vip_levels WHERE level = $1', [
                u.loyalty_level,
              ])
            )[0]?.perks ?? [];
          if (perks.includes('bet-limit-by-support'))
            fail('SUPPORT_ONLY', 'Bet limits of high-loyalty players are changed through support', 'type');
          if (u.bet_limit_changed_at && now.getTime() - u.bet_limit_changed_at.getTime() < 3600e3)
            fail('LIMIT_CHANGE_TOO_SOON', 'A bet limit can be changed once per hour', 'type', {
              nextChangeAt: new Date(u.bet_limit_changed_at.getTime() + 3600e3).toISOString(),
            });
          await q.query('UPDATE users SET bet_limit_changed_at = $2 WHERE id = $1', [u.id, now]);
        }
        if (
          (b.type === 'deposit' || b.type === 'loss') &&
          (await deferLoosening(q, { userId: u.id, type: b.type, period, amount: b.amount }, now, coolingOff))
        )
          return;
        if (b.amount === null)
          await q.query('DELETE FROM limits WHERE user_id = $1 AND type = $2 AND period = $3', [
            u.id,
            b.type,
            period,
          ]);
        else
          await q.query(
            'INSERT INTO limits (user_id, type, period, amount, updated_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, type, period) DO UPDATE SET amount = $4, updated_at = $5',
            [u.id, b.type, period, b.amount, now],
          );
      });
      const fresh = (await requireSession(ctx, req)).user;
      return {
        data: {
          limits: await userLimits(ctx.db, ctx, fresh),
          pendingChanges: await pendingChanges(ctx.db, fresh.id),
        },
      };
    },
  );

  const sessionLimitAnswer = data({
    sessionTimeLimitMinutes: nullable(int({ description: 'The limit in force' })),
    message: str(),
    pendingChange: nullable({
      ...pendingChangeSchema,
      description: 'A longer or removed limit waiting for the cooling-off (limitCoolingOffHours)',
    }),
  });
  const pendingSession = async (userId: number) =>
    (await pendingChanges(ctx.db, userId)).find((c) => c.type === 'session') ?? null;
  /** Sets (minutes) or removes (null) the session time limit, or queues it when it loosens. */
  const changeSessionLimit = async (user: UserRow, minutes: number | null) => {
    const userId = user.id;
    const coolingOff = await coolingOffMs(ctx, playerBrand(ctx, user).id);
    return ctx.db.tx(async (q): Promise<PendingChange | undefined> => {
      await lockUser(q, userId);
      const now = ctx.clock.now();
      const pending = await deferLoosening(
        q,
        { userId, type: 'session', period: SESSION_PERIOD, amount: minutes },
        now,
        coolingOff,
      );
      if (!pending)
        await q.query('UPDATE users SET session_time_limit_minutes = $2 WHERE id = $1', [userId, minutes]);
      return pending;
    });
  };
  app.get(
    '/api/user/session-time-limit',
    {
      schema: {
        tags,
        summary: 'The session time limit in minutes (null when none)',
        security: bearer,
        response: { 200: sessionLimitAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      return {
        data: {
          sessionTimeLimitMinutes: user.session_time_limit_minutes,
          message: '',
          pendingChange: await pendingSession(user.id),
        },
      };
    },
  );
  app.put(
    '/api/user/session-time-limit',
    {
      schema: {
        tags,
        summary:
          'Set the session time limit (10 minutes to 30 days); a session older than the limit is logged out (403)',
        security: bearer,
        body: body(
          { value: num({ exclusiveMinimum: 0 }), unit: str({ enum: ['minutes', 'hours', 'days'] }) },
          ['value', 'unit'],
        ),
        response: { 200: sessionLimitAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const { value, unit } = req.body as { value: number; unit: 'minutes' | 'hours' | 'days' };
      const minutes = Math.round(value * { minutes: 1, hours: 60, days: 1440 }[unit]);
      if (unit === 'minutes' && minutes < 10)
        return fail('VALIDATION_ERROR', 'Session time must be at least 10 minutes', 'value');
      if (unit === 'hours' && value < 1)
        return fail('VALIDATION_ERROR', 'Session time must be at least 1 hour', 'value');
      if (unit === 'days' && value < 1)
        return fail('VALIDATION_ERROR', 'Session time must be at least 1 day', 'value');
      if (unit === 'hours' && value > 720)
        return fail('VALIDATION_ERROR', 'Maximum 720 hours (30 days) allowed', 'value');
      if (unit === 'days' && value > 30) return fail('VALIDATION_ERROR', 'Maximum 30 days allowed', 'value');
      if (minutes > 43200) return fail('VALIDATION_ERROR', 'Session time cannot exceed 30 days', 'value');
      const pending = await changeSessionLimit(user, minutes);
      return {
        data: pending
          ? {
              sessionTimeLimitMinutes: user.session_time_limit_minutes,
              message: `The longer session time limit takes effect at ${pending.effectiveAt}`,
              pendingChange: pending,
            }
          : { sessionTimeLimitMinutes: minutes, message: 'Session time limit updated', pendingChange: null },
      };
    },
  );
  app.delete(
    '/api/user/session-time-limit',
    {
      schema: {
        tags,
        summary: 'Remove the session time limit',
        security: bearer,
        response: { 200: sessionLimitAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const pending = await changeSessionLimit(user, null);
      return {
        data: pending
          ? {
              sessionTimeLimitMinutes: user.session_time_limit_minutes,
              message: `The session time limit is removed at ${pending.effectiveAt}`,
              pendingChange: pending,
            }
          : { sessionTimeLimitMinutes: null, message: 'Session time limit removed', pendingChange: null },
      };
    },
  );

  app.post(
    '/api/user/self-exclusion',
    {
      schema: {
        tags,
        summary:
          'Self-exclude: duration 0 1h, 1 12h, 2 1 day, 3 3 days, 4 1 week, 5 1 month; or permanent; or a custom until date',
        description:
          'A self-excluded player can still log in and withdraw; everything else is refused with SELF_EXCLUDED. An exclusion is never shortened. Deposits still waiting for their 3-D Secure return are cancelled (the return answers SELF_EXCLUDED); a deposit the provider has already charged is credited and can be withdrawn.',
        security: bearer,
        body: body({ duration: int({ minimum: 0, maximum: 5 }), permanent: bool(), until: dateTime() }),
        response: {
          200: data({
            isSelfExclusionPermanent: bool(),
            selfExclusion: nullable(dateTime()),
            message: str(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const b = req.body as { duration?: number; permanent?: boolean; until?: string };
      const now = ctx.clock.now();
      let until: Date | null = null;
      if (b.permanent) until = null;
      else if (b.duration !== undefined)
        until = new Date(now.getTime() + (SELF_EXCLUSION_MS[b.duration] as number));
      else if (b.until) {
        until = new Date(b.until);
        if (until <= now) return fail('VALIDATION_ERROR', 'The end date must be in the future', 'until');
      } else
        return fail(
          'VALIDATION_ERROR',
          'body field "duration" is required (or permanent, or until)',
          'duration',
        );
      // Under the player's lock, from the row as stored (not as the session read it): two
      // exclusions at once never shorten each other, and a deposit, spin or 3DS return (which take
      // the same lock) comes either wholly before the exclusion or after it, refused.
      const stored = await ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        if (!b.permanent && u.self_exclusion_until && until && until < u.self_exclusion_until)
          until = u.self_exclusion_until;
        const rows = await q.query<Pick<UserRow, 'self_exclusion_permanent' | 'self_exclusion_until'>>(
          'UPDATE users SET self_exclusion_permanent = self_exclusion_permanent OR $2, self_exclusion_until = $3 WHERE id = $1 RETURNING self_exclusion_permanent, self_exclusion_until',
          [u.id, Boolean(b.permanent), b.permanent ? u.self_exclusion_until : until],
        );
        await cancelDepositsAwaiting3ds(q, ctx, u.id, 'SELF_EXCLUDED');
        return rows[0] as Pick<UserRow, 'self_exclusion_permanent' | 'self_exclusion_until'>;
      });
      return {
        data: {
          isSelfExclusionPermanent: stored.self_exclusion_permanent,
          selfExclusion: stored.self_exclusion_until?.toISOString() ?? null,
          message: 'Self-exclusion is active',
        },
      };
    },
  );

  app.post(
    '/api/user/freeze',
    {
      schema: {
        tags,
        summary:
          'Freeze the account for 1, 3, 7 or 10 days: every session ends (403), login is refused (ACCOUNT_FROZEN) and deposits still waiting for their 3-D Secure return are cancelled',
        security: bearer,
        body: body({ option: str({ enum: Object.keys(FREEZE_DAYS) }) }, ['option']),
        response: { 200: data({ frozenUntil: dateTime(), message: str() }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const { option } = req.body as { option: string };
      const now = ctx.clock.now();
      const until = new Date(now.getTime() + (FREEZE_DAYS[option] as number) * 86400e3);
      // Under the player's lock, as every money movement takes it: a spin or deposit that read the
      // session before the freeze finds the account frozen once it holds the lock.
      await ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        await q.query('UPDATE users SET frozen_until = $2 WHERE id = $1', [u.id, until]);
        await q.query(
          "UPDATE sessions SET revoked_at = $2, revoke_reason = 'ACCOUNT_LOCKED' WHERE user_id = $1 AND revoked_at IS NULL",
          [u.id, now],
        );
        await cancelDepositsAwaiting3ds(q, ctx, u.id, 'ACCOUNT_FROZEN');
      });
      ctx.realtime.emitToUser(user.id, 'logout', { reason: 'ACCOUNT_LOCKED' });
      ctx.realtime.drop({ userId: user.id });
      return { data: { frozenUntil: until.toISOString(), message: 'Account frozen' } };
    },
  );

  app.get(
    '/api/user/session-summary',
    {
      schema: {
        tags,
        summary:
          "This session's play for the reality check and the session clock: when it started, the server's time, stakes and wins since then",
        description:
          'Stakes and wins are exact decimal strings in the currency precision; lastBetId is the newest bet counted, so live debit/credit events of later bets add to it without counting one twice.',
        security: bearer,
        response: {
          200: data({
            startedAt: dateTime(),
            now: dateTime(),
            stakes: amountOut(),
            wins: amountOut(),
            lastBetId: int(),
            currencyCode: str(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user, createdAt } = await requireSession(ctx, req);
      const row = (
        await ctx.db.query<{ stakes: string; wins: string; last_bet_id: number; decimals: number }>(
          `SELECT coalesce(sum(b.amount::numeric), 0) AS stakes, coalesce(sum(b.win::numeric), 0) AS wins,
                  coalesce(max(b.id), 0) AS last_bet_id,
                  coalesce((SELECT c.decimals FROM currencies c WHERE c.code = $3), 2) AS decimals
             FROM bets b WHERE b.user_id = $1 AND b.created_at >= $2`,
          [user.id, createdAt, user.currency_code],
        )
      )[0] ?? { stakes: '0', wins: '0', last_bet_id: 0, decimals: 2 };
      return {
        data: {
          startedAt: createdAt.toISOString(),
          now: ctx.clock.now().toISOString(),
          stakes: fixed(row.stakes, row.decimals),
          wins: fixed(row.wins, row.decimals),
          lastBetId: Number(row.last_bet_id),
          currencyCode: user.currency_code,
        },
      };
    },
  );

  app.put(
    '/api/user/ghost-mode',
    {
      schema: {
        tags,
        summary: 'Ghost mode: hide the player name in the bet feed and statistics',
        security: bearer,
        body: body({ enabled: bool() }, ['enabled']),
        response: { 200: okMessage, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const { enabled } = req.body as { enabled: boolean };
      await ctx.db.query('UPDATE users SET ghost_mode = $2 WHERE id = $1', [user.id, enabled]);
      return { data: { success: true, message: enabled ? 'Ghost mode enabled' : 'Ghost mode disabled' } };
    },
  );
}
