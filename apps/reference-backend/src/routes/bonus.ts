import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../app.ts';
import { lockUser, refuseIfPaused, requireSession, type UserRow } from '../auth.ts';
import { addDays, dayInZone, isValidTimeZone } from '../clock.ts';
import type { Ctx } from '../context.ts';
import { isUniqueViolation, type Queryable } from '../db.ts';
import { fail } from '../errors.ts';
import { type Amount, amountOut, Decimal, dec, fixed } from '../money.ts';
import { body, data, dateTime, day, int, list, nullable, num, obj, query, str } from '../schema.ts';
import {
  activeBonuses,
  addTransaction,
  currencyInfo,
  expireBonuses,
  moveBalance,
  UB_JSON,
} from '../services.ts';
import { type BonusRow, type UserBonusRow, userBonusSchema, userBonusView } from '../views.ts';
import { bearer } from './common.ts';
import { ensureRakebackDays, payableRakeback, rakebackBonusId } from './lists.ts';

type ActivationOptions = {
  depositAmount?: Decimal.Value;
  viaDeposit?: boolean;
  /** A bonus chosen for a crypto transfer still to come: its minimum is checked when it arrives. */
  amountUnknown?: boolean;
};

/**
 * Every spec 8 activation rule of a bonus for this player, without granting it: refuses with the
 * rule's code. A deposit runs it before the provider charges anything (issue 32), so a bonus the
 * player may not take costs no charge.
 */
export async function checkBonusActivation(
  q: Queryable,
  ctx: Ctx,
  user: UserRow,
  bonusId: number,
  opts: ActivationOptions = {},
): Promise<BonusRow> {
  const now = ctx.clock.now();
  await expireBonuses(q, user.id, now);
  const b =
    (await q.query<BonusRow>('SELECT * FROM bonuses WHERE id = $1', [bonusId]))[0] ??
    fail('NOT_FOUND', `No bonus ${bonusId}`, 'bonusId');
  if (!b.is_active) fail('CANCELLED', 'This bonus has been cancelled', 'bonusId');
  if (b.start_at && b.start_at > now)
    fail('START_TIME_ERROR', 'This bonus has not started yet', 'bonusId', {
      startAt: b.start_at.toISOString(),
    });
  if (b.end_at && b.end_at < now)
    fail('END_TIME_ERROR', 'This bonus has ended', 'bonusId', { endAt: b.end_at.toISOString() });
  if (b.valid_on_days && !b.valid_on_days.includes(now.getUTCDay()))
    fail('VALID_ON_DAYS', 'This bonus is not valid today', 'bonusId', { validOnDays: b.valid_on_days });
  if (b.requires_email_verification && !user.is_email_verified)
    fail('REQUIRED_EMAIL_VERIFICATION', 'Verify your e-mail to get this bonus', 'bonusId');
  if (b.fraud_sensitive && user.is_fraud_flagged)
    fail('BONUS_FRAUD', 'No-deposit and free-spin bonuses are disabled for this account', 'bonusId');
  if (
    b.registration_window_days !== null &&
    user.created_at.getTime() + b.registration_window_days * 86400000 < now.getTime()
  )
    fail('REGISTRATION_BONUS', 'The activation window after registration has passed', 'bonusId', {
      days: b.registration_window_days,
    });
  if (b.type === 'instant_cashback') {
    if (user.deposit_count === 0) fail('CASHBACK_NEED_DEPOSIT', 'Cashback needs a deposit first', 'bonusId');
    fail('ADD_TO_CALENDAR', 'Cashback is placed in the rakeback calendar', 'bonusId');
  }
  if (b.type === 'deposit' && !opts.viaDeposit)
    fail(
      'VALIDATION_ERROR',
      'A deposit bonus is claimed with a deposit (bonusId of POST /api/user/deposit)',
      'bonusId',
    );
  // Deposits before this one: deposits_number is the number of earlier deposits the bonus is for.
  const prior = user.deposit_count - (opts.viaDeposit ? 1 : 0);
  if (b.deposits_number !== null && prior < b.deposits_number)
    fail('DEPOSITS_NUMBER', `This bonus needs ${b.deposits_number} earlier deposits`, 'bonusId', {
      required: b.deposits_number,
      made: prior,
    });
  if (b.deposits_number !== null && b.type === 'deposit' && prior > b.deposits_number)
    fail('DEPOSITS_NUMBER2', `This bonus is for deposit number ${b.deposits_number + 1} only`, 'bonusId', {
      required: b.deposits_number,
      made: prior,
    });
  if (
    b.min_deposit !== null &&
    opts.viaDeposit &&
    !opts.amountUnknown &&
    dec(opts.depositAmount ?? 0).lt(dec(b.min_deposit))
  )
    fail('DEPOSITS_NUMBER', `The minimum deposit for this bonus is ${b.min_deposit}`, 'amount', {
      minDeposit: b.min_deposit,
    });
  const slot = b.type === 'freespins' ? 'freespins' : 'bonus';
  const taken = await q.query('SELECT 1 FROM user_active_bonus_slots WHERE user_id = $1 AND slot = $2', [
    user.id,
    slot,
  ]);
  if (taken.length)
    fail(
      slot === 'freespins' ? 'ACTIVE_FREE_SPINS' : 'ACTIVE_BONUS',
      slot === 'freespins' ? 'A free-spins bonus is already active' : 'A bonus is already active',
      'bonusId',
    );

  if (b.max_participants !== null) {
    const n =
      (
        await q.query<{ n: number }>(
          'SELECT count(DISTINCT user_id)::int AS n FROM user_bonuses WHERE bonus_id = $1',
          [b.id],
        )
      )[0]?.n ?? 0;
    if (n >= b.max_participants)
      fail('MAXIMUM_PARTICIPANTS', 'This bonus has reached its maximum participants', 'bonusId');
  }
  const recent = await q.query(
    'SELECT 1 FROM user_bonuses WHERE user_id = $1 AND bonus_id = $2 AND started_at > $3',
    [user.id, b.id, new Date(now.getTime() - 30 * 86400000)],
  );
  if (recent.length) fail('RETRY_PERIOD', 'This bonus was taken less than 30 days ago', 'bonusId');
  return b;
}

/**
 * Activates a bonus for a player inside a transaction, enforcing the spec 8 activation rules.
 * One active bonus and one free-spins bonus at a time (spec 6) — also enforced by the primary key
 * of user_active_bonus_slots.
 */
export async function activateBonus(
  q: Queryable,
  ctx: Ctx,
  user: UserRow,
  bonusId: number,
  opts: ActivationOptions = {},
): Promise<UserBonusRow> {
  const b = await checkBonusActivation(q, ctx, user, bonusId, opts);
  const now = ctx.clock.now();
  const slot = b.type === 'freespins' ? 'freespins' : 'bonus';
  const places = (await currencyInfo(q, user.currency_code)).decimals;
  let bonus = dec(0);
  if (b.type === 'deposit') {
    const share = dec(opts.depositAmount ?? 0)
      .times(dec(b.deposit_bonus_percent ?? 0))
      .div(100);
    bonus = b.max_bonus_threshold === null ? share : Decimal.min(share, dec(b.max_bonus_threshold));
  }
  if (b.type === 'no_deposit') bonus = dec(b.bonus_amount ?? 0);
  const bonusAmount = fixed(bonus, places);
  const spins = b.type === 'freespins' ? (b.free_spins_quantity ?? 0) : 0;
  const ub = (
    await q.query<UserBonusRow>(
      `INSERT INTO user_bonuses (user_id, bonus_id, status, bonus_amount, deposit_amount, wager_required, wagered, free_spins_total, free_spins_left, started_at, expires_at)
       VALUES ($1, $2, 'active', $3, $4, $5, 0, $6, $6, $7, $8) RETURNING *`,
      [
        user.id,
        b.id,
        bonusAmount,
        dec(opts.depositAmount ?? 0).toFixed(),
        fixed(dec(bonusAmount).times(dec(b.wagering_multiplier)), places),
        spins,
        now,
        new Date(now.getTime() + b.days_valid * 86400000),
      ],
    )
  )[0] as UserBonusRow;
  await q.query('INSERT INTO user_active_bonus_slots (user_id, slot, user_bonus_id) VALUES ($1, $2, $3)', [
    user.id,
    slot,
    ub.id,
  ]);
  if (dec(bonusAmount).gt(0)) {
    await q.query(
      'UPDATE wallets SET bonus_balance = bonus_balance + $2::numeric WHERE user_id = $1 AND is_primary',
      [user.id, bonusAmount],
    );
    await addTransaction(q, ctx, {
      userId: user.id,
      type: 'bonus',
      status: 'completed',
      amount: bonusAmount,
      currency: user.currency_code,
      details: { bonusId: b.id },
    });
  }
  return ub;
}

/** The next :00 or :30 (UTC) after a moment: where the accumulator card's countdown ends. */
function nextHalfHour(at: Date): Date {
  const next = new Date(at);
  next.setUTCSeconds(0, 0);
  next.setUTCMinutes(at.getUTCMinutes() < 30 ? 30 : 60);
  return next;
}

export function registerBonusRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['bonus'];

  app.get(
    '/api/user/get-user-bonus',
    {
      schema: {
        tags,
        summary: "The player's bonuses (history and active), newest first",
        security: bearer,
        querystring: query({
          pageNo: int({ minimum: 1, default: 1 }),
          limit: int({ minimum: 1, maximum: 100, default: 20 }),
          status: str({ enum: ['active', 'completed', 'cancelled', 'expired', 'forfeited'] }),
        }),
        response: { 200: data({ bonus: list(userBonusSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      await expireBonuses(ctx.db, user.id, ctx.clock.now());
      const qs = req.query as { pageNo: number; limit: number; status?: string };
      const params: unknown[] = [user.id];
      let where = 'ub.user_id = $1';
      if (qs.status) {
        params.push(qs.status);
        where += ' AND ub.status = $2';
      }
      const count =
        (
          await ctx.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM user_bonuses ub WHERE ${where}`,
            params,
          )
        )[0]?.n ?? 0;
      const rows = await ctx.db.query<{ ub: UserBonusRow; b: BonusRow; game_name: string | null }>(
        `SELECT ${UB_JSON} AS ub, to_jsonb(b) AS b, g.name AS game_name FROM user_bonuses ub JOIN bonuses b ON b.id = ub.bonus_id
           LEFT JOIN games g ON g.id = b.game_id WHERE ${where} ORDER BY ub.id DESC LIMIT ${qs.limit} OFFSET ${(qs.pageNo - 1) * qs.limit}`,
        params,
      );
      return {
        data: {
          bonus: {
            count,
            rows: rows.map((r) =>
              userBonusView(
                { ...r.ub, started_at: new Date(r.ub.started_at), expires_at: new Date(r.ub.expires_at) },
                r.b,
                r.game_name,
              ),
            ),
          },
        },
      };
    },
  );

  app.post(
    '/api/user/bonus/activate',
    {
      schema: {
        tags,
        summary: 'Activate a free-spins or no-deposit bonus (deposit bonuses come with a deposit)',
        description:
          'Refusals: ACTIVE_BONUS, ACTIVE_FREE_SPINS, CANCELLED, START_TIME_ERROR, END_TIME_ERROR, VALID_ON_DAYS, REQUIRED_EMAIL_VERIFICATION, BONUS_FRAUD, REGISTRATION_BONUS, DEPOSITS_NUMBER, MAXIMUM_PARTICIPANTS, RETRY_PERIOD, CASHBACK_NEED_DEPOSIT, ADD_TO_CALENDAR, SELF_EXCLUDED, ACCOUNT_FROZEN.',
        security: bearer,
        body: body({ bonusId: int({ minimum: 1 }) }, ['bonusId']),
        response: { 200: data({ bonus: userBonusSchema }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      refuseIfPaused(ctx, user);
      const { bonusId } = req.body as { bonusId: number };
      await ctx.db.tx(async (q) => activateBonus(q, ctx, await lockUser(q, user.id), bonusId));
      const active = await activeBonuses(ctx.db, user.id, ctx.clock.now());
      const hit = active.find((a) => a.b.id === bonusId) ?? fail('INTERNAL_ERROR', 'Bonus vanished');
      return { data: { bonus: userBonusView(hit.ub, hit.b, hit.gameName) } };
    },
  );

  app.post(
    '/api/user/bonus/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an active bonus (its bonus money is forfeited)',
        security: bearer,
        body: body({ userBonusId: int({ minimum: 1 }) }, ['userBonusId']),
        response: { 200: data({ message: str() }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const { userBonusId } = req.body as { userBonusId: number };
      await ctx.db.tx(async (q) => {
        await lockUser(q, user.id);
        // A free-spins bonus can hold two slots: its spins, and its winnings under wagering.
        const slots = await q.query<{ slot: string }>(
          'DELETE FROM user_active_bonus_slots WHERE user_id = $1 AND user_bonus_id = $2 RETURNING slot',
          [user.id, userBonusId],
        );
        if (!slots.length) fail('NOT_FOUND', 'No such active bonus', 'userBonusId');
        await q.query("UPDATE user_bonuses SET status = 'cancelled' WHERE id = $1", [userBonusId]);
        if (slots.some((x) => x.slot === 'bonus'))
          await q.query('UPDATE wallets SET bonus_balance = 0 WHERE user_id = $1 AND is_primary', [user.id]);
      });
      return { data: { message: 'Bonus cancelled' } };
    },
  );

  app.post(
    '/api/user/rakeback-claim',
    {
      schema: {
        tags,
        summary: 'Claim the rakeback of one day (today or yesterday only, once)',
        description:
          'Refusals: RAKEBACK_NOT_CLAIMABLE (not today or yesterday in timeZone), RAKEBACK_ALREADY_CLAIMED (409), NO_CASHBACK (no amount), SELF_EXCLUDED, ACCOUNT_FROZEN. Two concurrent claims pay once.',
        security: bearer,
        querystring: query({ timeZone: str(), customerDate: str(), bonusId: int() }),
        body: body({ bonusId: int({ minimum: 1 }), claimDate: day(), customerDate: str() }, ['claimDate']),
        response: {
          200: data({ amount: amountOut(), bonusId: int(), claimDate: day(), balance: amountOut() }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      refuseIfPaused(ctx, user);
      const qs = req.query as { timeZone?: string; bonusId?: number };
      const b = req.body as { bonusId?: number; claimDate: string };
      if (qs.timeZone && !isValidTimeZone(qs.timeZone))
        return fail('VALIDATION_ERROR', 'Unknown time zone', 'timeZone');
      // Rakeback is one bonus: any other id the client sends is refused, never paid from.
      const bonusId = await rakebackBonusId(ctx.db);
      const asked = b.bonusId ?? qs.bonusId;
      if (asked !== undefined && asked !== bonusId)
        return fail('VALIDATION_ERROR', 'This bonus is not the rakeback bonus', 'bonusId', { bonusId });
      const today = dayInZone(ctx.clock.now(), qs.timeZone);
      if (b.claimDate !== today && b.claimDate !== addDays(today, -1))
        return fail(
          'RAKEBACK_NOT_CLAIMABLE',
          'Rakeback can be claimed for today and yesterday only',
          'claimDate',
          { today },
        );
      const result = await ctx.db.tx(async (q) => {
        await ensureRakebackDays(q, user.id, bonusId, today);
        const places = (await currencyInfo(q, user.currency_code)).decimals;
        // A day is paid once per player whatever the bonus row: the unique index
        // rakeback_days_paid_once (user_id, claim_date) refuses a second paid row. What is paid is
        // the accrued share cut to the currency's decimals (payableRakeback), and the row keeps it.
        const paid = await q
          .query<{ amount: Amount }>(
            `UPDATE rakeback_days SET paid_at = $4, amount = trunc(amount, $5) WHERE user_id = $1 AND bonus_id = $2 AND claim_date = $3 AND paid_at IS NULL AND trunc(amount, $5) > 0
               AND NOT EXISTS (SELECT 1 FROM rakeback_days p WHERE p.user_id = $1 AND p.claim_date = $3 AND p.paid_at IS NOT NULL)
             RETURNING amount::text AS amount`,
            [user.id, bonusId, b.claimDate, ctx.clock.now(), places],
          )
          .catch((error: unknown) =>
            isUniqueViolation(error)
              ? fail('RAKEBACK_ALREADY_CLAIMED', 'This rakeback has already been claimed', 'claimDate')
              : Promise.reject(error),
          );
        const amount = paid[0]?.amount;
        if (amount === undefined) {
          const row = (
            await q.query<{ paid_at: Date | null }>(
              'SELECT max(paid_at) AS paid_at FROM rakeback_days WHERE user_id = $1 AND claim_date = $2',
              [user.id, b.claimDate],
            )
          )[0];
          if (row?.paid_at)
            return fail('RAKEBACK_ALREADY_CLAIMED', 'This rakeback has already been claimed', 'claimDate');
          return fail('NO_CASHBACK', 'There is no rakeback to claim for this day', 'claimDate');
        }
        const payable = payableRakeback(amount, places);
        const balance = await moveBalance(q, user.id, payable);
        await addTransaction(q, ctx, {
          userId: user.id,
          type: 'rakeback',
          status: 'completed',
          amount: payable,
          currency: user.currency_code,
          details: { bonusId, claimDate: b.claimDate },
        });
        return { amount: payable, balance: fixed(balance, places) };
      });
      return { data: { amount: result.amount, bonusId, claimDate: b.claimDate, balance: result.balance } };
    },
  );

  const awardOf = async (u: UserRow, q: Queryable = ctx.db) => {
    const now = ctx.clock.now();
    const dayStart = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
    const since =
      u.accumulator_claimed_at && u.accumulator_claimed_at > dayStart ? u.accumulator_claimed_at : dayStart;
    const [agg, lvl] = await Promise.all([
      q.query<{ ngr: Amount }>(
        // Real money only: a stake of bonus money (or a free spin) is not the player's loss.
        'SELECT coalesce(sum(amount - win), 0)::text AS ngr FROM bets WHERE user_id = $1 AND created_at >= $2 AND NOT from_bonus',
        [u.id, since],
      ),
      q.query<{ p: number }>('SELECT accumulator_percent AS p FROM vip_levels WHERE level = $1', [
        u.loyalty_level,
      ]),
    ]);
    const ngr = fixed(agg[0]?.ngr ?? 0, 2);
    const percent = lvl[0]?.p ?? 0.05;
    const next = nextHalfHour(now);
    return {
      ngr,
      percent,
      payout: fixed(Decimal.max(0, ngr).times(dec(percent)), 2),
      since: since.toISOString(),
      nextClaimAt: next.toISOString(),
    };
  };

  app.get(
    '/api/user/calendar-award',
    {
      schema: {
        tags,
        summary: 'Daily accumulator: net gaming revenue today (ngr), percent and payout = ngr × percent',
        security: bearer,
        response: {
          200: data({
            userCalendarData: obj({
              ngr: amountOut(),
              payout: amountOut(),
              percent: num(),
              since: dateTime(),
              nextClaimAt: dateTime(),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => ({ data: { userCalendarData: await awardOf((await requireSession(ctx, req)).user) } }),
  );

  app.post(
    '/api/user/calendar-award/claim',
    {
      schema: {
        tags,
        summary: 'Claim the accumulator payout (needs a deposit; NO_CASHBACK when there is nothing)',
        description:
          'Once per half hour: a claim before the next :00 or :30 after the last one is RETRY_PERIOD (details.nextClaimAt, retryAfterSeconds). ngr counts real-money stakes and wins only.',
        security: bearer,
        response: { 200: data({ amount: amountOut(), balance: amountOut() }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      refuseIfPaused(ctx, user);
      if (user.deposit_count === 0)
        return fail('DEPOSIT_REQUIRED', 'This feature needs a deposit', undefined);
      return ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        // One claim per half hour (spec 4/9: the card counts down to the next :00 or :30), decided
        // here from the last claim: the countdown is only the browser's picture of it.
        const due = u.accumulator_claimed_at ? nextHalfHour(u.accumulator_claimed_at) : undefined;
        if (due && ctx.clock.now() < due)
          return fail(
            'RETRY_PERIOD',
            'The accumulator can be claimed again at the next half hour',
            undefined,
            {
              nextClaimAt: due.toISOString(),
              retryAfterSeconds: Math.ceil((due.getTime() - ctx.clock.now().getTime()) / 1000),
            },
          );
        const award = await awardOf(u, q);
        if (!dec(award.payout).gt(0)) return fail('NO_CASHBACK', 'Nothing to claim yet');
        await q.query('UPDATE users SET accumulator_claimed_at = $2 WHERE id = $1', [u.id, ctx.clock.now()]);
        const balance = await moveBalance(q, u.id, award.payout);
        await addTransaction(q, ctx, {
          userId: u.id,
          type: 'accumulator',
          status: 'completed',
          amount: award.payout,
          currency: u.currency_code,
        });
        return { data: { amount: award.payout, balance: fixed(balance, 2) } };
      });
    },
  );

  app.post(
    '/api/user/coupon',
    {
      schema: {
        tags,
        summary: 'Redeem a coupon code (once per player)',
        description:
          'COUPON_ALREADY_REDEEMED (409) the second time; COUPON_INVALID (404) for an unknown code; bonus coupons follow the bonus activation rules.',
        security: bearer,
        body: body({ code: str({ minLength: 1, maxLength: 64 }) }, ['code']),
        response: {
          200: data({ message: str(), amount: amountOut(), bonusId: nullable(int()) }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      refuseIfPaused(ctx, user);
      const code = (req.body as { code: string }).code.trim().toUpperCase();
      return ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        const coupon = (
          await q.query<{ code: string; bonus_id: number | null; amount: number; is_active: boolean }>(
            'SELECT * FROM coupons WHERE code = $1',
            [code],
          )
        )[0];
        if (!coupon?.is_active) return fail('COUPON_INVALID', 'Coupon not applied: unknown code', 'code');
        const inserted = await q.query(
          'INSERT INTO coupon_redemptions (code, user_id, redeemed_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING code',
          [code, u.id, ctx.clock.now()],
        );
        if (!inserted.length)
          return fail('COUPON_ALREADY_REDEEMED', 'This coupon code has already been redeemed', 'code');
        if (coupon.bonus_id) await activateBonus(q, ctx, u, coupon.bonus_id);
        if (dec(coupon.amount).gt(0)) {
          await moveBalance(q, u.id, coupon.amount);
          await addTransaction(q, ctx, {
            userId: u.id,
            type: 'coupon',
            status: 'completed',
            amount: coupon.amount,
            currency: u.currency_code,
            details: { code },
          });
        }
        return {
          data: { message: 'Coupon applied', amount: fixed(coupon.amount, 2), bonusId: coupon.bonus_id },
        };
      });
    },
  );
}
