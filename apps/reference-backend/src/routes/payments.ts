import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses, isAllowedOrigin } from '../app.ts';
import { isSelfExcluded, lockUser, refuseIfPaused, requireSession, type UserRow } from '../auth.ts';
import type { Ctx } from '../context.ts';
import { randomId, sha256 } from '../crypto.ts';
import { demoAddress, isValidAddress } from '../crypto-address.ts';
import type { Queryable } from '../db.ts';
import { ApiError, fail } from '../errors.ts';
import { idempotencyHeaders, idempotencyKey, once } from '../idempotency.ts';
import { type LimitWindow, limitWindow, periodName } from '../limit-windows.ts';
import {
  type Amount,
  amountIn,
  amountOut,
  type Decimal,
  dec,
  fixed,
  MAX_DECIMALS,
  parseAmount,
} from '../money.ts';
import {
  acsUrlAllowed,
  ChargeRefused,
  type ChargeRequest,
  type ChargeResult,
  OUTCOMES,
  type Outcome,
  type PaymentProvider,
} from '../payment-provider.ts';
import {
  type CardOnFile,
  cardIdOf,
  checkDestination,
  type DestinationField,
  PAYOUT_SCHEMES,
  type PayoutRule,
  payoutRuleFor,
  SCHEME_FIELDS,
} from '../payout-destinations.ts';
import { refuseUnlessAdultOnRecord, refuseWithdrawalWithoutKyc } from '../player-rules.ts';
import {
  anyObj,
  arr,
  body,
  bool,
  data,
  dateTime,
  int,
  list,
  nullable,
  num,
  obj,
  query,
  str,
} from '../schema.ts';
import { activeBonuses, addTransaction, currencyInfo, moveBalance, primaryWallet } from '../services.ts';
import {
  type PaymentRow,
  paymentVisible,
  restrictedByTag,
  type TxRow,
  transactionSchema,
  transactionStatuses,
  txView,
} from '../views.ts';
import { activateBonus, checkBonusActivation } from './bonus.ts';
import { bearer, callerCountry, playerSettings } from './common.ts';

const RESTRICTION_CODES = [
  'KYC_REQUIRED',
  'REQUIRED_EMAIL_VERIFICATION',
  'DEPOSIT_REQUIRED',
  'ACTIVE_BONUS',
  'WAGERING_NOT_COMPLETE',
] as const;
type Restriction = {
  code: (typeof RESTRICTION_CODES)[number];
  bonusId?: number;
  bonusName?: string;
  wagerLeft?: Amount;
  kycStatus?: string | null;
};
const RESTRICTION_MESSAGES: Record<Restriction['code'], string> = {
  KYC_REQUIRED: 'Verify your identity before withdrawing',
  REQUIRED_EMAIL_VERIFICATION: 'Verify your e-mail before withdrawing',
  DEPOSIT_REQUIRED: 'Make at least one deposit before withdrawing',
  ACTIVE_BONUS: 'Withdrawal is not allowed while a bonus is active',
  WAGERING_NOT_COMPLETE: 'Wager your deposits before withdrawing',
};

type WithdrawBody = {
  paymentMethodId: number;
  amount: number | string;
  network?: string;
  address?: string;
} & Partial<Record<DestinationField, string>>;

/** The method's own range (configuration values; compared exactly). */
function refuseOutOfRange(m: PaymentRow, amount: Decimal): void {
  if (amount.lt(dec(m.min_amount)) || amount.gt(dec(m.max_amount)))
    fail(
      'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
      `The amount must be between ${m.min_amount} and ${m.max_amount}`,
      'amount',
      {
        min: m.min_amount,
        max: m.max_amount,
      },
    );
}

/**
 * The same availability rules for deposits and withdrawals: active, offered for this direction,
 * visible to the player (e-mail and tag allow-lists), allowed in the player's and the caller's
 * country (brand exclusions, method allow/deny lists, tag restrictions), and in the wallet's currency.
 */
function refuseUnavailable(
  ctx: Ctx,
  req: FastifyRequest,
  user: UserRow,
  m: PaymentRow,
  direction: 'deposit' | 'withdrawal',
  currency: string,
  settings: Record<string, unknown>,
): void {
  const offered = direction === 'deposit' ? m.deposit_exist : m.withdrawal_exist;
  // A hidden method is never the player's choice for a withdrawal (issue 35): it is not offered, and
  // asking for it by id is refused as for a method that does not exist.
  const hiddenPayout = direction === 'withdrawal' && m.hidden;
  if (!m.is_active || !offered || hiddenPayout || !paymentVisible(m, { email: user.email, tags: user.tags }))
    fail(
      'GLOBAL_ERROR',
      direction === 'deposit'
        ? 'This payment method is not available'
        : 'Withdrawals with this method are not available',
      'paymentMethodId',
    );
  const excluded = (settings.excludedCountryCodeList as string[] | undefined) ?? [];
  const country = user.country_code ?? callerCountry(ctx, req);
  const blocked =
    excluded.includes(callerCountry(ctx, req)) ||
    (m.allowed_countries.length > 0 && !m.allowed_countries.includes(country)) ||
    m.restricted_countries.includes(country) ||
    restrictedByTag(m, user.tags).includes(country);
  if (blocked)
    fail(
      direction === 'deposit' ? 'DEPOSIT_COUNTRY_BLOCK' : 'WITHDRAW_COUNTRY_BLOCK',
      `${direction === 'deposit' ? 'Deposits' : 'Withdrawals'} with this method are not available in your country`,
      'paymentMethodId',
      { country },
    );
  if (currency !== user.currency_code)
    fail(
      'PAYMENT_SERVICE_ERROR',
      `Payments are in the wallet's currency (${user.currency_code})`,
      'currencyCode',
      {
        currency,
        walletCurrency: user.currency_code,
      },
    );
  if (
    (m.allowed_currencies.length && !m.allowed_currencies.includes(currency)) ||
    m.restricted_currencies.includes(currency)
  )
    fail('PAYMENT_SERVICE_ERROR', 'The service does not support this currency', 'currencyCode', { currency });
}

async function method(q: Queryable, id: number): Promise<PaymentRow> {
  return (
    (await q.query<PaymentRow>('SELECT * FROM payment_methods WHERE id = $1', [id]))[0] ??
    fail('GLOBAL_ERROR', 'This payment method is not available', 'paymentMethodId')
  );
}

/** The cards the player paid in with at this method (completed deposits), newest first, never the number. */
async function cardsOnFile(q: Queryable, userId: number, methodId: number): Promise<CardOnFile[]> {
  const rows = await q.query<{ last4: string; expiry: string }>(
    `SELECT details->'card'->>'last4' AS last4, details->'card'->>'expiry' AS expiry, max(created_at) AS at
       FROM transactions
      WHERE user_id = $1 AND payment_method_id = $2 AND type = 'deposit' AND status = 'completed' AND details ? 'card'
      GROUP BY 1, 2 ORDER BY at DESC`,
    [userId, methodId],
  );
  return rows.map((r) => ({ id: cardIdOf(r), last4: r.last4, expiry: r.expiry }));
}

/** The destination scheme a method pays this player to, from their account's country and currency. */
function payoutRuleOf(m: PaymentRow, user: UserRow): PayoutRule | null {
  return payoutRuleFor(m.payout_destinations, { country: user.country_code, currency: user.currency_code });
}

/** Sum of deposits (completed or in progress) in a limit window, [start, end). */
async function depositedIn(q: Queryable, userId: number, window: LimitWindow): Promise<Decimal> {
  const rows = await q.query<{ s: Amount }>(
    "SELECT coalesce(sum(amount), 0)::text AS s FROM transactions WHERE user_id = $1 AND type = 'deposit' AND status IN ('completed', 'pending', 'processing') AND created_at >= $2 AND created_at < $3",
    [userId, window.start, window.end],
  );
  return dec(rows[0]?.s ?? 0);
}

/** Why this player may not gamble or pay in now (frozen, or self-excluded), or null. */
function pausedBy(ctx: Ctx, u: UserRow): 'ACCOUNT_FROZEN' | 'SELF_EXCLUDED' | null {
  const now = ctx.clock.now();
  if (u.frozen_until && u.frozen_until > now) return 'ACCOUNT_FROZEN';
  return isSelfExcluded(u, now) ? 'SELF_EXCLUDED' : null;
}

/**
 * A freeze or a self-exclusion cancels the player's deposits still waiting for their 3-D Secure
 * return (issue 32): no deposit completes after the player paused. Called under the player's
 * lock, which the 3DS return takes too, so a return either completed before or finds the deposit
 * cancelled. A deposit the provider already charged is credited (and can be withdrawn): it is
 * money the player paid, not play.
 */
export async function cancelDepositsAwaiting3ds(
  q: Queryable,
  ctx: Ctx,
  userId: number,
  cause: 'ACCOUNT_FROZEN' | 'SELF_EXCLUDED',
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `UPDATE transactions t SET status = 'cancelled', updated_at = $2, details = t.details || jsonb_build_object('cancelledBy', $3::text)
      WHERE t.user_id = $1 AND t.type = 'deposit' AND t.status = 'processing'
        AND EXISTS (SELECT 1 FROM three_ds d WHERE d.transaction_id = t.id AND d.completed_at IS NULL)
      RETURNING t.id`,
    [userId, ctx.clock.now(), cause],
  );
  return rows.length;
}

async function completeDeposit(
  q: Queryable,
  ctx: Ctx,
  user: UserRow,
  txId: number,
  amount: Decimal.Value,
): Promise<Amount> {
  await q.query("UPDATE transactions SET status = 'completed', updated_at = $2 WHERE id = $1", [
    txId,
    ctx.clock.now(),
  ]);
  await q.query(
    'UPDATE users SET deposit_count = deposit_count + 1, total_deposit = total_deposit + $2::numeric, deposit_wager_left = deposit_wager_left + $2::numeric WHERE id = $1',
    [user.id, dec(amount).toFixed()],
  );
  return moveBalance(q, user.id, amount);
}

/** A bonus refused after the deposit was charged: reported beside the credited deposit. */
type BonusError = { code: string; message: string; details?: Record<string, unknown> };
const bonusErrorSchema = nullable(
  obj({ code: str(), message: str(), details: anyObj() }, ['code', 'message'], {
    description:
      'The deposit is credited; its bonus was refused after the charge, with the spec 8 bonus activation code (UNIFIED_ERROR with details.reference when the cause is ours). null when no bonus was asked for or it was granted.',
  }),
);

type DepositAnswer = {
  transactionId: string;
  status: string;
  outcome: Outcome;
  amount: Amount;
  currencyCode: string;
  balance: Amount;
  redirectUrl: string | null;
  threeDS: { acsUrl: string; PaReq: string; MD: string } | null;
  bonusError: BonusError | null;
};

/**
 * Grants the bonus of a charged deposit, in a savepoint: a refusal undoes the bonus only, never
 * the deposit, and is kept on the transaction (details.bonusRefused) so a repeat can tell it.
 */
async function grantDepositBonus(
  q: Queryable,
  ctx: Ctx,
  user: UserRow,
  tx: TxRow,
  bonusId: number,
): Promise<BonusError | null> {
  await q.query('SAVEPOINT deposit_bonus');
  try {
    await activateBonus(q, ctx, { ...user, deposit_count: user.deposit_count + 1 }, bonusId, {
      depositAmount: tx.amount,
      viaDeposit: true,
    });
    await q.query('RELEASE SAVEPOINT deposit_bonus');
    return null;
  } catch (error) {
    await q.query('ROLLBACK TO SAVEPOINT deposit_bonus');
    const refused: BonusError =
      error instanceof ApiError
        ? { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) }
        : {
            code: 'UNIFIED_ERROR',
            message: 'The bonus could not be activated',
            details: { reference: tx.uuid },
          };
    await q.query(
      "UPDATE transactions SET details = details || jsonb_build_object('bonusRefused', $2::jsonb) WHERE id = $1",
      [tx.id, JSON.stringify(refused)],
    );
    return refused;
  }
}

type Charged =
  | (ChargeResult & { timedOut?: false })
  | { outcome: 'pending'; timedOut: true }
  | { refused: ChargeRefused };

/**
 * Calls the provider for at most config.paymentTimeoutMs. No answer in time, or a failure that
 * is not a refusal of the request, leaves it unknown whether money moved: the deposit is then
 * pending (the provider settles it by our reference), never failed and never credited.
 */
async function chargeWithin(
  ctx: Ctx,
  provider: PaymentProvider,
  req: ChargeRequest,
  log: FastifyBaseLogger,
): Promise<Charged> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ctx.config.paymentTimeoutMs);
  });
  const charge = provider.charge(req);
  try {
    const result = await Promise.race([charge, timeout]);
    return result === 'timeout' ? { outcome: 'pending', timedOut: true } : result;
  } catch (error) {
    if (error instanceof ChargeRefused) return { refused: error };
    log.warn({ error, reference: req.reference }, 'payment provider failed; the deposit is pending');
    return { outcome: 'pending', timedOut: true };
  } finally {
    clearTimeout(timer);
    // A late answer or failure after the timeout is the provider's to report by reference.
    charge.catch(() => {});
  }
}

export function registerPaymentRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['payments'];
  const depositAnswer = data({
    transactionId: str(),
    status: str({ enum: ['completed', 'pending', 'processing', 'failed', 'rejected', 'cancelled'] }),
    outcome: str({ enum: [...OUTCOMES] }),
    amount: amountOut(),
    currencyCode: str(),
    balance: amountOut(),
    redirectUrl: nullable(str()),
    threeDS: nullable(obj({ acsUrl: str(), PaReq: str(), MD: str() })),
    bonusError: bonusErrorSchema,
  });

  app.post(
    '/api/user/deposit',
    {
      schema: {
        tags,
        summary:
          'Deposit with a payment method; outcomes success, pending, failed, decline, cancel, return, or 3DS',
        description:
          'The outcome is `simulate` when given; else card 4000000000003220 asks for 3DS, 4000000000000002 declines, anything else succeeds. Every rule of the bonus is checked before the provider charges; a bonus refused only after the charge (e.g. another bonus taken meanwhile) leaves the deposit credited and is reported in bonusError with its spec 8 code. A provider that does not answer within PAYMENT_TIMEOUT_MS leaves the deposit pending. Refusals: SELF_EXCLUDED, ACCOUNT_FROZEN (a frozen account, 423), AMOUNT_BELOW_ZERO, GLOBAL_ERROR, DEPOSIT_COUNTRY_BLOCK, PAYMENT_SERVICE_ERROR, REQUIRED_EMAIL_VERIFICATION, PHONE_ERROR, PAYMENT_PROVIDER_LIMIT_THRESHOLD (details.min/max), PAYMENT_LIMIT_THRESHOLD (player deposit limit), and the bonus activation codes when bonusId is sent. failed and decline emit the socket event failedDeposit { method }.',
        security: bearer,
        headers: idempotencyHeaders,
        body: body(
          {
            paymentMethodId: int({ minimum: 1 }),
            amount: amountIn(),
            currencyCode: str(),
            bonusId: nullable(int({ minimum: 1 })),
            phone: str(),
            network: str(),
            simulate: str({ enum: [...OUTCOMES] }),
            card: obj(
              {
                number: str({ pattern: '^[0-9 ]{12,23}$' }),
                holder: str({ minLength: 1, maxLength: 255 }),
                expiry: str({ pattern: '^(0[1-9]|1[0-2])/\\d{2}$' }),
                cvc: str({ pattern: '^\\d{3}$' }),
              },
              ['number', 'holder', 'expiry', 'cvc'],
              { additionalProperties: false },
            ),
          },
          ['paymentMethodId', 'amount'],
        ),
        response: { 200: depositAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const b = req.body as {
        paymentMethodId: number;
        amount: number | string;
        currencyCode?: string;
        bonusId?: number | null;
        phone?: string;
        simulate?: Outcome;
        card?: { number: string; expiry: string };
      };
      refuseIfPaused(ctx, user);
      const provider =
        ctx.payments ??
        fail(
          'PAYMENT_PROVIDER_NOT_CONFIGURED',
          'No payment provider is configured on this server (start it with PAYMENTS_DEMO=1 for the demo provider)',
        );
      const places = (await currencyInfo(ctx.db, user.currency_code)).decimals;
      const amount = parseAmount(b.amount, places);
      if (!amount.gt(0)) return fail('AMOUNT_BELOW_ZERO', 'The amount must be above 0', 'amount');
      const m = await method(ctx.db, b.paymentMethodId);
      const currency = b.currencyCode ?? user.currency_code;
      refuseUnavailable(ctx, req, user, m, 'deposit', currency, await playerSettings(ctx, user));
      if (m.requires_email_verification && !user.is_email_verified)
        return fail('REQUIRED_EMAIL_VERIFICATION', 'Verify your e-mail before depositing with this method');
      if (m.requires_phone && (b.phone ?? user.phone ?? '').replace(/\D/g, '').length < 6)
        return fail(
          'PHONE_ERROR',
          'Phone number is too short. It must be at least 6 characters long.',
          'phone',
        );
      refuseOutOfRange(m, amount);
      refuseUnlessAdultOnRecord(ctx, user);
      const front = frontendOf(ctx, req.headers.origin);
      const key = idempotencyKey(req);
      const modalUrl = (outcome: Outcome) => {
        const modal = {
          success: 'deposit-success',
          pending: 'deposit-pending',
          failed: 'deposit-failed',
          decline: 'deposit-decline',
          cancel: 'deposit-cancel',
          return: 'deposit-return',
          '3ds': null,
        }[outcome];
        return modal ? `${front}/deposit?modal=${modal}&met=${encodeURIComponent(m.name)}` : null;
      };
      // 1. Record the attempt, after every rule (limits, and every rule of the bonus asked for)
      // has passed under the player's lock, and commit: the provider is never called inside a
      // transaction, so a slow provider holds no connection and no lock (issue 32).
      const reference = crypto.randomUUID();
      const attempt = await ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        return once(q, ctx, { userId: u.id, route: 'deposit', key, request: b }, async () => {
          // Again under the lock: a freeze or self-exclusion that committed since the session was
          // read stops the deposit before anything is charged.
          refuseIfPaused(ctx, u);
          const limits = await q.query<{ period: number; amount: Amount }>(
            "SELECT period, amount FROM limits WHERE user_id = $1 AND type = 'deposit' ORDER BY period",
            [u.id],
          );
          for (const l of limits) {
            // In-flight attempts count (status processing): parallel deposits cannot pass a limit.
            const window = limitWindow(ctx.clock.now(), l.period);
            const used = await depositedIn(q, u.id, window);
            if (used.plus(amount).gt(dec(l.amount)))
              fail(
                'PAYMENT_LIMIT_THRESHOLD',
                'Your deposit limit is reached; try again when the period renews',
                'amount',
                {
                  period: periodName(l.period),
                  limit: dec(l.amount).toNumber(),
                  used: fixed(used, places),
                  renewsAt: window.end.toISOString(),
                },
              );
          }
          if (b.bonusId)
            await checkBonusActivation(q, ctx, { ...u, deposit_count: u.deposit_count + 1 }, b.bonusId, {
              depositAmount: amount,
              viaDeposit: true,
            });
          await addTransaction(q, ctx, {
            uuid: reference,
            userId: u.id,
            type: 'deposit',
            status: 'processing',
            amount,
            currency,
            methodId: m.id,
            details: {
              outcome: null,
              bonusId: b.bonusId ?? null,
              provider: provider.name,
              // The card paid in with, never its number: a card payout goes back to it (issue 35).
              ...(b.card
                ? { card: { last4: b.card.number.replace(/\D/g, '').slice(-4), expiry: b.card.expiry } }
                : {}),
            },
          });
          // What a retry with the same key hears while the charge runs; replaced by the outcome.
          const inFlight: DepositAnswer = {
            transactionId: reference,
            status: 'processing',
            outcome: 'pending',
            amount: fixed(amount, places),
            currencyCode: currency,
            balance: fixed((await primaryWallet(q, u.id)).balance, places),
            redirectUrl: modalUrl('pending'),
            threeDS: null,
            bonusError: null,
          };
          return inFlight;
        });
      });
      if (attempt.replayed) return { data: attempt.value };

      // 2. Charge, outside any transaction, for at most paymentTimeoutMs.
      const charged = await chargeWithin(
        ctx,
        provider,
        {
          method: { id: m.id, kind: m.payment_method, isCardForm: m.is_card_form },
          amount: fixed(amount, places),
          currency,
          card: b.card,
          simulate: b.simulate,
          reference,
          now: ctx.clock.now(),
        },
        req.log,
      );
      // Nothing was charged (a refused card, or a 3-D Secure page the player must never be sent
      // to): the attempt and its key go, and the key may be used again.
      const dropAttempt = () =>
        ctx.db.tx(async (q) => {
          await q.query("DELETE FROM transactions WHERE uuid = $1 AND status = 'processing'", [reference]);
          if (key !== undefined)
            await q.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND route = $2 AND key = $3', [
              user.id,
              'deposit',
              key,
            ]);
        });
      if ('refused' in charged) {
        await dropAttempt();
        return fail('VALIDATION_ERROR', charged.refused.message, charged.refused.field);
      }
      if (charged.outcome === '3ds' && !acsUrlAllowed(charged.acsUrl, ctx.config.paymentsDemo)) {
        await dropAttempt();
        return fail('PROVIDER_ERROR', 'The payment provider gave an unsafe 3-D Secure address', undefined, {
          provider: provider.name,
        });
      }

      // 3. Complete, in a new transaction keyed by the provider's reference. Nothing in it may
      // undo a charge: a bonus refused now is reported beside the credited deposit.
      // A player who paused (froze or self-excluded) while the provider answered is never sent to a
      // 3-D Secure page: that deposit is cancelled (nothing is charged before the bank's page).
      let pausedDuring3ds: UserRow | undefined;
      const value = await ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        const tx = (
          await q.query<TxRow>(
            "SELECT * FROM transactions WHERE uuid = $1 AND user_id = $2 AND type = 'deposit' FOR UPDATE",
            [reference, u.id],
          )
        )[0] as TxRow;
        const outcome: Outcome = charged.outcome;
        const pause = outcome === '3ds' ? pausedBy(ctx, u) : null;
        if (pause) {
          pausedDuring3ds = u;
          await q.query(
            `UPDATE transactions SET status = 'cancelled', updated_at = $2, details = details || $3::jsonb WHERE id = $1`,
            [tx.id, ctx.clock.now(), JSON.stringify({ outcome, cancelledBy: pause })],
          );
          if (key !== undefined)
            await q.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND route = $2 AND key = $3', [
              u.id,
              'deposit',
              key,
            ]);
          // Never sent: the refusal below answers instead.
          const cancelled: DepositAnswer = {
            transactionId: tx.uuid,
            status: 'cancelled',
            outcome: 'cancel',
            amount: fixed(amount, places),
            currencyCode: currency,
            balance: fixed((await primaryWallet(q, u.id)).balance, places),
            redirectUrl: null,
            threeDS: null,
            bonusError: null,
          };
          return cancelled;
        }
        const status = {
          success: 'processing',
          pending: 'pending',
          '3ds': 'processing',
          failed: 'failed',
          decline: 'rejected',
          cancel: 'cancelled',
          return: 'cancelled',
        }[outcome];
        await q.query(
          `UPDATE transactions SET status = $2, updated_at = $3, details = details || $4::jsonb WHERE id = $1`,
          [
            tx.id,
            status,
            ctx.clock.now(),
            JSON.stringify({ outcome, ...(charged.timedOut ? { providerTimedOut: true } : {}) }),
          ],
        );
        let balance = (await primaryWallet(q, u.id)).balance;
        let threeDS: DepositAnswer['threeDS'] = null;
        let finalStatus = status;
        let bonusError: BonusError | null = null;
        if (charged.outcome === 'success') {
          balance = await completeDeposit(q, ctx, u, tx.id, amount);
          finalStatus = 'completed';
          if (b.bonusId) bonusError = await grantDepositBonus(q, ctx, u, tx, b.bonusId);
        } else if (charged.outcome === '3ds') {
          const md = randomId(12);
          const paReq = sha256(`${tx.uuid}:${md}`).slice(0, 32);
          await q.query('INSERT INTO three_ds (md, transaction_id, pa_req) VALUES ($1, $2, $3)', [
            md,
            tx.id,
            paReq,
          ]);
          // The bank's page sends the player back to the brand's own address (its origin).
          const back = front === ctx.config.frontendUrl ? '' : `&return=${encodeURIComponent(front)}`;
          threeDS = { acsUrl: `${charged.acsUrl}?MD=${md}&PaReq=${paReq}${back}`, PaReq: paReq, MD: md };
        }
        const answer: DepositAnswer = {
          transactionId: tx.uuid,
          status: finalStatus,
          outcome,
          amount: fixed(amount, places),
          currencyCode: currency,
          balance: fixed(balance, places),
          redirectUrl: modalUrl(outcome),
          threeDS,
          bonusError,
        };
        if (key !== undefined)
          await q.query(
            'UPDATE idempotency_keys SET response = $4 WHERE user_id = $1 AND route = $2 AND key = $3',
            [u.id, 'deposit', key, JSON.stringify(answer)],
          );
        return answer;
      });
      if (pausedDuring3ds) refuseIfPaused(ctx, pausedDuring3ds);
      if (value.outcome === 'failed' || value.outcome === 'decline')
        ctx.realtime.emitToUser(user.id, 'failedDeposit', {
          method: m.name,
          methodId: m.id,
          transactionId: value.transactionId,
          outcome: value.outcome,
        });
      return { data: value };
    },
  );

  app.get(
    '/api/payments/3ds/acs',
    {
      schema: {
        tags,
        summary: 'Demo 3DS page: a button that returns to the front end with the authentication data',
        querystring: query({ MD: str(), PaReq: str(), return: str({ maxLength: 200 }) }, ['MD', 'PaReq']),
        response: { 200: { description: 'HTML page', type: 'string' } },
      },
    },
    async (req, reply) => {
      const { MD, PaReq, return: origin } = req.query as { MD: string; PaReq: string; return?: string };
      const page = ctx.payments?.challengePage;
      if (!page) return fail('NOT_FOUND', 'No 3DS challenge page on this server');
      const back = `${frontendOf(ctx, origin)}/deposit?modal=deposit-3ds-success&MD=${encodeURIComponent(MD)}&PaReq=${encodeURIComponent(PaReq)}`;
      reply.header('content-type', 'text/html; charset=utf-8');
      return page(MD, PaReq, back);
    },
  );

  app.post(
    '/api/user/3ds-webhook',
    {
      schema: {
        tags,
        summary: '3DS return: completes the deposit (once; a repeat answers alreadyProcessed)',
        description:
          "Needs the session of the player who made the deposit: MD and PaReq of another player's deposit are TRANSACTION_FAILED. The deposit completes once, also under concurrent calls. A deposit whose player froze the account or self-excluded since it began is cancelled, not credited: SELF_EXCLUDED (or ACCOUNT_FROZEN; TRANSACTION_FAILED once the pause is over).",
        security: bearer,
        body: body(
          { PaReq: str({ minLength: 1, maxLength: 64 }), MD: str({ minLength: 1, maxLength: 64 }) },
          ['PaReq', 'MD'],
        ),
        response: {
          200: data({
            transactionId: str(),
            status: str(),
            alreadyProcessed: bool(),
            balance: amountOut(),
            bonusError: bonusErrorSchema,
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const { PaReq, MD } = req.body as { PaReq: string; MD: string };
      const result = await ctx.db.tx(async (q) => {
        // The player's lock first (as every money movement takes it), then the 3DS row.
        const u = await lockUser(q, user.id);
        const places = (await currencyInfo(q, u.currency_code)).decimals;
        const row = (
          await q.query<{
            transaction_id: number;
            pa_req: string;
            completed_at: Date | null;
            user_id: number;
          }>(
            `SELECT d.transaction_id, d.pa_req, d.completed_at, t.user_id
               FROM three_ds d JOIN transactions t ON t.id = d.transaction_id
              WHERE d.md = $1 AND t.type = 'deposit' FOR UPDATE OF d`,
            [MD],
          )
        )[0];
        if (!row || row.pa_req !== PaReq || row.user_id !== u.id)
          return fail('TRANSACTION_FAILED', 'Unknown 3DS authentication', 'MD');
        const tx = (
          await q.query<TxRow>('SELECT * FROM transactions WHERE id = $1', [row.transaction_id])
        )[0] as TxRow;
        // Applies once: only the call that flips completed_at moves money.
        const claimed = await q.query(
          'UPDATE three_ds SET completed_at = $2 WHERE md = $1 AND completed_at IS NULL RETURNING 1',
          [MD, ctx.clock.now()],
        );
        // A freeze or self-exclusion since the deposit began cancels it (it cancelled it already, or
        // it was set where nothing cancels: by support, straight in the database).
        const cancelledBy =
          (tx.status === 'cancelled' && (tx.details as { cancelledBy?: string }).cancelledBy) ||
          (claimed.length && tx.status === 'processing' ? pausedBy(ctx, u) : null);
        if (cancelledBy) {
          if (tx.status === 'processing')
            await q.query(
              `UPDATE transactions SET status = 'cancelled', updated_at = $2, details = details || $3::jsonb WHERE id = $1`,
              [tx.id, ctx.clock.now(), JSON.stringify({ cancelledBy })],
            );
          return { cancelled: u };
        }
        if (!claimed.length || tx.status !== 'processing')
          return {
            data: {
              transactionId: tx.uuid,
              status: tx.status,
              alreadyProcessed: true,
              balance: fixed((await primaryWallet(q, u.id)).balance, places),
              bonusError: (tx.details as { bonusRefused?: BonusError }).bonusRefused ?? null,
            },
          };
        const balance = await completeDeposit(q, ctx, u, tx.id, tx.amount);
        // The bank has confirmed the charge: the deposit is credited whatever the bonus says (a
        // refusal used to roll the completion back and leave the deposit processing for ever).
        const bonusId = (tx.details as { bonusId?: number | null }).bonusId;
        const bonusError = bonusId ? await grantDepositBonus(q, ctx, u, tx, bonusId) : null;
        return {
          data: {
            transactionId: tx.uuid,
            status: 'completed',
            alreadyProcessed: false,
            balance: fixed(balance, places),
            bonusError,
          },
        };
      });
      if ('cancelled' in result && result.cancelled) {
        refuseIfPaused(ctx, result.cancelled);
        return fail('TRANSACTION_FAILED', 'This deposit was cancelled when the account was paused', 'MD');
      }
      return result;
    },
  );

  const withdrawBody = body(
    {
      paymentMethodId: int({ minimum: 1 }),
      amount: amountIn(),
      network: str(),
      address: str({ maxLength: 200 }),
      accountName: str({ maxLength: 255 }),
      accountNumber: str({ maxLength: 64 }),
      bankCode: str({ minLength: 8, maxLength: 15 }),
      bankName: str({ maxLength: 255 }),
      branch: str({ maxLength: 255 }),
      bankAddress: str({ maxLength: 255 }),
      email: str({ maxLength: 255 }),
      upiId: str({ maxLength: 320 }),
      iban: str({
        maxLength: 64,
        description: 'SEPA payouts: the IBAN (spaces allowed), checked with its checksum',
      }),
      bic: str({ maxLength: 16 }),
      walletAccount: str({
        maxLength: 255,
        description: 'E-wallet payouts: the account (e-mail or ID) at the e-wallet',
      }),
      cardId: str({
        maxLength: 32,
        description: 'Card payouts: a card on file (GET /api/user/withdraw/methods)',
      }),
      phone: str({ maxLength: 32 }),
    },
    ['paymentMethodId', 'amount'],
  );

  /** Every rule that refuses this player's withdrawal now, in the order a withdrawal checks them. */
  const withdrawalRestrictions = async (
    q: Queryable,
    user: UserRow,
    places: number,
    kycRequired: boolean,
  ): Promise<Restriction[]> => {
    const found: Restriction[] = [];
    if (kycRequired && user.kyc_status !== 'APPROVED')
      found.push({ code: 'KYC_REQUIRED', kycStatus: user.kyc_status });
    if (!user.is_email_verified) found.push({ code: 'REQUIRED_EMAIL_VERIFICATION' });
    if (user.deposit_count === 0) found.push({ code: 'DEPOSIT_REQUIRED' });
    const bonus = (await activeBonuses(q, user.id, ctx.clock.now())).find((a) => a.slot === 'bonus');
    if (bonus) found.push({ code: 'ACTIVE_BONUS', bonusId: bonus.b.id, bonusName: bonus.b.name });
    if (dec(user.deposit_wager_left).gt(0))
      found.push({ code: 'WAGERING_NOT_COMPLETE', wagerLeft: fixed(user.deposit_wager_left, places) });
    return found;
  };

  const checkWithdrawal = async (
    q: Queryable,
    req: FastifyRequest,
    settings: Record<string, unknown>,
    user: UserRow,
    b: WithdrawBody,
  ) => {
    const places = (await currencyInfo(q, user.currency_code)).decimals;
    const amount = parseAmount(b.amount, places);
    if (!amount.gt(0)) return fail('AMOUNT_BELOW_ZERO', 'Please enter your withdraw amount', 'amount');
    const m = await method(q, b.paymentMethodId);
    refuseUnavailable(ctx, req, user, m, 'withdrawal', user.currency_code, settings);
    // The same rules the status call lists before the form (KYC was refused before this).
    const [refusal] = await withdrawalRestrictions(q, user, places, false);
    if (refusal) {
      const { code, ...details } = refusal;
      return fail(
        code,
        RESTRICTION_MESSAGES[code],
        undefined,
        Object.keys(details).length ? details : undefined,
      );
    }
    if (m.is_crypto) {
      if (!b.network || !m.networks.some((n) => n.code === b.network))
        return fail('VALIDATION_ERROR', 'Please select network', 'network');
      if (!b.address) return fail('VALIDATION_ERROR', 'Please enter wallet address', 'address');
      if (!isValidAddress(b.network, b.address.trim()))
        return fail('VALIDATION_ERROR', `This is not a ${b.network} address`, 'address', {
          network: b.network,
        });
    }
    refuseOutOfRange(m, amount);
    const wallet = await primaryWallet(q, user.id);
    const fee = dec(fixed(amount.times(dec(m.fee_percent)).div(100), places));
    if (dec(wallet.balance).lt(amount))
      return fail('INSUFFICIENT_FUNDS', 'Insufficient balance', 'amount', {
        balance: fixed(wallet.balance, places),
      });
    // Where the money goes: the method's scheme for the player's country and currency, every
    // field of it checked (issue 35). No destination, no withdrawal.
    const rule = payoutRuleOf(m, user);
    if (!rule)
      return fail(
        'WITHDRAW_COUNTRY_BLOCK',
        'Withdrawals with this method are not available for your country and currency',
        'paymentMethodId',
        { country: user.country_code, currency: user.currency_code },
      );
    const destination = checkDestination(rule.scheme, b, {
      cards: rule.scheme === 'card' ? await cardsOnFile(q, user.id, m.id) : [],
      networks: m.networks.map((n) => n.code),
    });
    return {
      m,
      destination,
      wallet,
      amount,
      places,
      answer: {
        amount: fixed(amount, places),
        fee: fixed(fee, places),
        netAmount: fixed(amount.minus(fee), places),
      },
    };
  };

  const destinationSchema = obj({
    scheme: str({ enum: [...PAYOUT_SCHEMES] }),
    fields: arr(obj({ name: str(), required: bool() })),
  });
  app.get(
    '/api/user/withdraw/methods',
    {
      schema: {
        tags,
        summary:
          'The methods this player may withdraw with now, each with the destination it pays to (issue 35)',
        description:
          "Decided from the player's account: active, offered for withdrawals, not hidden, the spec 6 filters (the account's country and currency, e-mail and tag allow-lists, tag-restricted countries, the brand's excluded countries), and a destination the method pays to in the account's country and currency (payment_methods.payout_destinations). destination.fields: what the player gives, in order. A card payout goes back to a card on file (cards); with none, the card method is not listed. Sorted by order descending.",
        security: bearer,
        response: {
          200: data({
            methods: arr(
              obj({
                id: int(),
                name: str(),
                title: str(),
                paymentMethod: str(),
                isCrypto: bool(),
                order: int(),
                networks: arr(obj({ code: str(), name: str() })),
                minAmount: num(),
                maxAmount: num(),
                feePercent: num(),
                destination: destinationSchema,
                cards: arr(obj({ id: str(), last4: str(), expiry: str() })),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const settings = await playerSettings(ctx, user);
      const excluded = (settings.excludedCountryCodeList as string[] | undefined) ?? [];
      if (excluded.includes(callerCountry(ctx, req))) return { data: { methods: [] } };
      const rows = await ctx.db.query<PaymentRow>(
        'SELECT * FROM payment_methods WHERE is_active AND withdrawal_exist AND NOT hidden ORDER BY sort DESC, id',
      );
      const who = {
        country: user.country_code ?? callerCountry(ctx, req),
        currency: user.currency_code,
        email: user.email,
        tags: user.tags,
      };
      const methods = [];
      for (const m of rows) {
        if (!paymentVisible(m, who)) continue;
        const rule = payoutRuleOf(m, user);
        if (!rule) continue;
        const cards = rule.scheme === 'card' ? await cardsOnFile(ctx.db, user.id, m.id) : [];
        if (rule.scheme === 'card' && cards.length === 0) continue;
        methods.push({
          id: m.id,
          name: m.name,
          title: m.title,
          paymentMethod: m.payment_method,
          isCrypto: m.is_crypto,
          order: m.sort,
          networks: m.networks.map((n) => ({ code: n.code, name: n.name })),
          minAmount: m.min_amount,
          maxAmount: m.max_amount,
          feePercent: m.fee_percent,
          destination: { scheme: rule.scheme, fields: SCHEME_FIELDS[rule.scheme] },
          cards,
        });
      }
      return { data: { methods } };
    },
  );

  app.get(
    '/api/user/withdraw/status',
    {
      schema: {
        tags,
        summary: 'What stands between the player and a withdrawal, and the amount they may withdraw now',
        description:
          'restrictions: every rule a withdrawal would be refused by (KYC_REQUIRED, REQUIRED_EMAIL_VERIFICATION, DEPOSIT_REQUIRED, ACTIVE_BONUS with the bonus, WAGERING_NOT_COMPLETE with wagerLeft), in the order calculate and confirm check them. withdrawable: the real balance when nothing stands in the way, else 0. Self-excluded players may withdraw.',
        security: bearer,
        response: {
          200: data({
            restrictions: arr(
              obj(
                {
                  code: str({ enum: [...RESTRICTION_CODES] }),
                  bonusId: int(),
                  bonusName: str(),
                  wagerLeft: amountOut(),
                  kycStatus: nullable(str()),
                },
                ['code'],
              ),
            ),
            withdrawable: amountOut(),
            balance: amountOut(),
            currencyCode: str(),
            isCrypto: bool(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const settings = await playerSettings(ctx, user);
      const { decimals, isCrypto } = await currencyInfo(ctx.db, user.currency_code);
      const restrictions = await withdrawalRestrictions(
        ctx.db,
        user,
        decimals,
        settings.withdrawalRequiresKyc === true,
      );
      const wallet = await primaryWallet(ctx.db, user.id);
      return {
        data: {
          restrictions,
          withdrawable: fixed(restrictions.length === 0 ? wallet.balance : 0, decimals),
          balance: fixed(wallet.balance, decimals),
          currencyCode: wallet.currency_code,
          isCrypto,
        },
      };
    },
  );

  app.post(
    '/api/user/withdraw/calculate',
    {
      schema: {
        tags,
        summary: 'Calculate a withdrawal (fee, net amount) without moving money',
        description:
          "Refusals: AMOUNT_BELOW_ZERO, GLOBAL_ERROR, REQUIRED_EMAIL_VERIFICATION, DEPOSIT_REQUIRED, ACTIVE_BONUS, WAGERING_NOT_COMPLETE, VALIDATION_ERROR (network/address for crypto), PAYMENT_PROVIDER_LIMIT_THRESHOLD, INSUFFICIENT_FUNDS, then the destination: WITHDRAW_COUNTRY_BLOCK when the method pays nobody in the player's country and currency, VALIDATION_ERROR with field (and details.destinationField) for a missing or bad destination field (an IBAN with a bad checksum, a card not on file). GLOBAL_ERROR for a hidden or inactive method. Self-excluded players may withdraw.",
        security: bearer,
        body: withdrawBody,
        response: {
          200: data({
            amount: amountOut(),
            fee: amountOut(),
            netAmount: amountOut(),
            currencyCode: str(),
            balanceAfter: amountOut(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      await refuseWithdrawalWithoutKyc(ctx, user);
      const b = req.body as WithdrawBody;
      const settings = await playerSettings(ctx, user);
      const { wallet, amount, places, answer } = await checkWithdrawal(ctx.db, req, settings, user, b);
      return {
        data: {
          ...answer,
          currencyCode: wallet.currency_code,
          balanceAfter: fixed(dec(wallet.balance).minus(amount), places),
        },
      };
    },
  );

  app.post(
    '/api/user/withdraw/confirm',
    {
      schema: {
        tags,
        summary:
          'Confirm a withdrawal: the amount leaves the balance, the transaction is pending review (up to 24 hours)',
        security: bearer,
        headers: idempotencyHeaders,
        body: withdrawBody,
        response: {
          200: data({
            transactionId: str(),
            status: str(),
            amount: amountOut(),
            fee: amountOut(),
            netAmount: amountOut(),
            balance: amountOut(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      await refuseWithdrawalWithoutKyc(ctx, user);
      const b = req.body as WithdrawBody;
      // Read before the transaction: inside it, every query must use its connection (a second
      // one from the pool can wait forever behind transactions queued on the player's lock).
      const settings = await playerSettings(ctx, user);
      const { value } = await ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        return once(
          q,
          ctx,
          { userId: u.id, route: 'withdraw', key: idempotencyKey(req), request: b },
          async () => {
            const { m, amount, places, answer, destination } = await checkWithdrawal(q, req, settings, u, b);
            const balance = await moveBalance(q, u.id, amount.neg());
            const tx = await addTransaction(q, ctx, {
              userId: u.id,
              type: 'withdrawal',
              status: 'pending',
              amount: answer.amount,
              fee: answer.fee,
              currency: u.currency_code,
              methodId: m.id,
              details: {
                network: b.network ?? null,
                address: b.address?.trim() ?? null,
                selfExcluded: isSelfExcluded(u, ctx.clock.now()),
              },
            });
            await q.query('UPDATE transactions SET payout_destination = $2 WHERE id = $1', [
              tx.id,
              JSON.stringify(destination),
            ]);
            return {
              transactionId: tx.uuid,
              status: 'pending',
              ...answer,
              balance: fixed(balance, places),
            };
          },
        );
      });
      return { data: value };
    },
  );

  app.get(
    '/api/user/crypto-address',
    {
      schema: {
        tags,
        summary: 'Top-up address of the player for a crypto currency and network (stable per player)',
        security: bearer,
        querystring: query({ currencyCode: str({ minLength: 2 }), network: str({ minLength: 2 }) }, [
          'currencyCode',
          'network',
        ]),
        response: {
          200: data({
            address: str(),
            network: str(),
            currencyCode: str(),
            minDeposit: num(),
            qrText: str(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      refuseIfPaused(ctx, user);
      const { currencyCode, network } = req.query as { currencyCode: string; network: string };
      const methods = await ctx.db.query<PaymentRow>(
        'SELECT * FROM payment_methods WHERE is_crypto AND is_active',
      );
      const net = methods
        .flatMap((m) => m.networks)
        .find((n) => n.code === network && n.currencyCode === currencyCode);
      if (!net) return fail('VALIDATION_ERROR', 'Please select network', 'network', { currencyCode });
      const h = sha256(`${user.uuid}:${currencyCode}:${network}`);
      const address = demoAddress(network, h);
      await ctx.db.query(
        'INSERT INTO crypto_addresses (user_id, currency_code, network, address, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING',
        [user.id, currencyCode, network, address, ctx.clock.now()],
      );
      const stored = (
        await ctx.db.query<{ address: string }>(
          'SELECT address FROM crypto_addresses WHERE user_id = $1 AND currency_code = $2 AND network = $3',
          [user.id, currencyCode, network],
        )
      )[0];
      const addr = stored?.address ?? address;
      return {
        data: {
          address: addr,
          network,
          currencyCode,
          minDeposit: net.minDeposit,
          qrText: `${currencyCode.toLowerCase()}:${addr}`,
        },
      };
    },
  );

  const nextTransferAnswer = data({
    bonusId: nullable(
      int({
        description:
          'The deposit bonus the next crypto transfer takes, while the player may still take it (null: none, or the one chosen no longer fits).',
      }),
    ),
  });

  app.get(
    '/api/user/next-transfer-bonus',
    {
      schema: {
        tags,
        summary: 'The deposit bonus chosen for the next crypto transfer (issue 35)',
        security: bearer,
        response: { 200: nextTransferAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const chosen = user.next_transfer_bonus_id;
      if (chosen === null) return { data: { bonusId: null } };
      // The choice stands while the player may take it; the transfer checks every rule again.
      const stillFits = await ctx.db.tx(async (q) => {
        try {
          await checkBonusActivation(q, ctx, { ...user, deposit_count: user.deposit_count + 1 }, chosen, {
            viaDeposit: true,
            amountUnknown: true,
          });
          return true;
        } catch (error) {
          if (error instanceof ApiError) return false;
          throw error;
        }
      });
      return { data: { bonusId: stillFits ? chosen : null } };
    },
  );

  app.put(
    '/api/user/next-transfer-bonus',
    {
      schema: {
        tags,
        summary: 'Choose the deposit bonus for the next crypto transfer, or none (issue 35)',
        description:
          'A crypto top-up has no amount at the cashier: the bonus is chosen ahead and kept on the account; the next transfer credited to the player uses the choice up (granted, or refused with its spec 8 code in the deposit details). Every activation rule but the minimum deposit is checked now, from the account (deposit count, active bonus, days, start and end); the minimum is checked against the transfer. Refusals: the bonus activation codes, VALIDATION_ERROR for a bonus that is not a deposit bonus, SELF_EXCLUDED, ACCOUNT_FROZEN.',
        security: bearer,
        body: body({ bonusId: nullable(int({ minimum: 1 })) }, ['bonusId']),
        response: { 200: nextTransferAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      refuseIfPaused(ctx, user);
      const { bonusId } = req.body as { bonusId: number | null };
      await ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        if (bonusId !== null) {
          const b = await checkBonusActivation(
            q,
            ctx,
            { ...u, deposit_count: u.deposit_count + 1 },
            bonusId,
            {
              viaDeposit: true,
              amountUnknown: true,
            },
          );
          if (b.type !== 'deposit')
            fail('VALIDATION_ERROR', 'Only a deposit bonus can be chosen for a transfer', 'bonusId');
        }
        await q.query('UPDATE users SET next_transfer_bonus_id = $2 WHERE id = $1', [u.id, bonusId]);
      });
      return { data: { bonusId } };
    },
  );

  app.get(
    '/api/user/transactions',
    {
      schema: {
        tags,
        summary: "The player's transactions, newest first",
        security: bearer,
        querystring: query({
          pageNo: int({ minimum: 1, default: 1 }),
          limit: int({ minimum: 1, maximum: 100, default: 20 }),
          type: str({
            enum: [
              'deposit',
              'withdrawal',
              'bet',
              'win',
              'bonus',
              'rakeback',
              'coupon',
              'accumulator',
              'game',
            ],
            description: 'game: bets and wins together (the history filter of spec 2)',
          }),
          status: str({ enum: [...transactionStatuses] }),
          from: dateTime(),
          to: dateTime(),
        }),
        response: { 200: data({ transactions: list(transactionSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const qs = req.query as {
        pageNo: number;
        limit: number;
        type?: string;
        status?: string;
        from?: string;
        to?: string;
      };
      const where = ['user_id = $1'];
      const params: unknown[] = [user.id];
      if (qs.type === 'game') where.push("type IN ('bet', 'win')");
      for (const [col, op, value] of [
        ['type', '=', qs.type === 'game' ? undefined : qs.type],
        ['status', '=', qs.status],
        ['created_at', '>=', qs.from],
        ['created_at', '<=', qs.to],
      ] as const) {
        if (value === undefined) continue;
        params.push(value);
        where.push(`${col} ${op} $${params.length}`);
      }
      const w = where.join(' AND ');
      const count =
        (
          await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM transactions WHERE ${w}`, params)
        )[0]?.n ?? 0;
      const rows = await ctx.db.query<TxRow>(
        `SELECT * FROM transactions WHERE ${w} ORDER BY created_at DESC, id DESC LIMIT ${qs.limit} OFFSET ${(qs.pageNo - 1) * qs.limit}`,
        params,
      );
      // Each amount in its own currency's precision (a player with several wallets has several).
      const places = new Map<string, number>();
      for (const code of new Set(rows.map((row) => row.currency_code)))
        places.set(code, (await currencyInfo(ctx.db, code)).decimals);
      return {
        data: {
          transactions: { count, rows: rows.map((row) => txView(row, places.get(row.currency_code))) },
        },
      };
    },
  );

  // Multi-wallet (settings2 useMultiWallet): one wallet per currency, crypto included; the active
  // (primary) one is what deposits, withdrawals, games and the header use.
  const walletBody = body({ currencyCode: str({ minLength: 2, maxLength: 10 }) }, ['currencyCode']);
  const walletsAnswer = data({
    wallets: arr(
      obj({ currencyCode: str(), balance: amountOut(), bonusBalance: amountOut(), isPrimary: bool() }),
    ),
  });
  const refuseUnlessMultiWallet = async (user: UserRow) => {
    const settings = await playerSettings(ctx, user);
    if (settings.useMultiWallet !== true)
      fail('VALIDATION_ERROR', 'This casino keeps one wallet per player', 'currencyCode');
  };
  const walletsOf = async (q: Queryable, userId: number) =>
    (
      await q.query<{ currency_code: string; balance: string; bonus_balance: string; is_primary: boolean }>(
        'SELECT currency_code, balance::text AS balance, bonus_balance::text AS bonus_balance, is_primary FROM wallets WHERE user_id = $1 ORDER BY is_primary DESC, currency_code',
        [userId],
      )
    ).map((w) => ({
      currencyCode: w.currency_code,
      balance: fixed(w.balance, MAX_DECIMALS),
      bonusBalance: fixed(w.bonus_balance, MAX_DECIMALS),
      isPrimary: w.is_primary,
    }));

  app.post(
    '/api/user/wallets',
    {
      schema: {
        tags,
        summary: 'Open a wallet in another currency (multi-wallet brands); opening one twice changes nothing',
        security: bearer,
        body: walletBody,
        response: { 200: walletsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      await refuseUnlessMultiWallet(user);
      const { currencyCode } = req.body as { currencyCode: string };
      const known = await ctx.db.query('SELECT 1 FROM currencies WHERE code = $1', [currencyCode]);
      if (known.length === 0) fail('VALIDATION_ERROR', 'Unknown currency', 'currencyCode');
      await ctx.db.query(
        'INSERT INTO wallets (user_id, currency_code, balance, bonus_balance, is_primary) VALUES ($1, $2, 0, 0, false) ON CONFLICT DO NOTHING',
        [user.id, currencyCode],
      );
      return { data: { wallets: await walletsOf(ctx.db, user.id) } };
    },
  );

  app.put(
    '/api/user/wallets/active',
    {
      schema: {
        tags,
        summary: 'Make one of the player’s wallets the active one (multi-wallet brands)',
        security: bearer,
        body: walletBody,
        response: { 200: walletsAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      await refuseUnlessMultiWallet(user);
      const { currencyCode } = req.body as { currencyCode: string };
      const wallets = await ctx.db.tx(async (q) => {
        const u = await lockUser(q, user.id);
        const owned = await q.query('SELECT 1 FROM wallets WHERE user_id = $1 AND currency_code = $2', [
          u.id,
          currencyCode,
        ]);
        if (owned.length === 0) fail('NOT_FOUND', 'No wallet in this currency', 'currencyCode');
        await q.query('UPDATE wallets SET is_primary = (currency_code = $2) WHERE user_id = $1', [
          u.id,
          currencyCode,
        ]);
        // The player's currency follows the active wallet (payments and amounts use its precision).
        await q.query('UPDATE users SET currency_code = $2 WHERE id = $1', [u.id, currencyCode]);
        return walletsOf(q, u.id);
      });
      return { data: { wallets } };
    },
  );
}

/**
 * Where the player's browser goes back to after a payment page: the brand's address the deposit came
 * from (every brand has its own host), when it is an origin the front end may use; else FRONTEND_URL.
 * Never any other address (no open redirect).
 */
function frontendOf(ctx: Ctx, origin: string | undefined): string {
  return origin && isAllowedOrigin(ctx.config, origin) ? origin : ctx.config.frontendUrl;
}

/** What crediting a crypto transfer did (the test-mode chain watcher's answer). */
export interface CryptoTransferAnswer {
  transactionId: string;
  status: 'completed' | 'rejected';
  amount: Amount;
  currencyCode: string;
  /** The deposit bonus the transfer took (the player's choice for the next transfer), or null. */
  bonusId: number | null;
  bonusError: BonusError | null;
}

/**
 * A transfer seen on the chain to a player's top-up address: credited as a deposit once per
 * (network, hash), however often it is reported. Less than the network's minimum is not credited
 * (the cashier warns it is lost). The deposit bonus the player chose for the next transfer is
 * granted on the credited amount, under every activation rule, and the choice is used up either
 * way; a refusal stays on the deposit (details.bonusRefused) as a card deposit's does.
 */
export async function creditCryptoTransfer(
  ctx: Ctx,
  t: { address: string; network: string; amount: string; txHash: string },
): Promise<CryptoTransferAnswer> {
  const owner =
    (
      await ctx.db.query<{ user_id: number; currency_code: string }>(
        'SELECT user_id, currency_code FROM crypto_addresses WHERE address = $1 AND network = $2',
        [t.address, t.network],
      )
    )[0] ?? fail('NOT_FOUND', 'No player has this top-up address on this network', 'address');
  const methods = await ctx.db.query<PaymentRow>('SELECT * FROM payment_methods WHERE is_crypto');
  const method = methods.find((m) =>
    m.networks.some((n) => n.code === t.network && n.currencyCode === owner.currency_code),
  );
  const net = method?.networks.find((n) => n.code === t.network && n.currencyCode === owner.currency_code);
  if (!method || !net) return fail('VALIDATION_ERROR', 'Unknown network', 'network');
  const places = (await currencyInfo(ctx.db, owner.currency_code)).decimals;
  const amount = parseAmount(t.amount, places);
  return ctx.db.tx(async (q) => {
    const u = await lockUser(q, owner.user_id);
    const seen = (
      await q.query<TxRow>(
        'SELECT t.* FROM crypto_transfers c JOIN transactions t ON t.id = c.transaction_id WHERE c.network = $1 AND c.tx_hash = $2',
        [t.network, t.txHash],
      )
    )[0];
    const answerOf = (tx: TxRow): CryptoTransferAnswer => {
      const details = tx.details as { bonusId?: number | null; bonusRefused?: BonusError };
      return {
        transactionId: tx.uuid,
        status: tx.status === 'completed' ? 'completed' : 'rejected',
        amount: fixed(tx.amount, places),
        currencyCode: tx.currency_code,
        bonusId: details.bonusId ?? null,
        bonusError: details.bonusRefused ?? null,
      };
    };
    if (seen) return answerOf(seen);
    // The transfer is in the address's currency; a wallet in another currency would need a rate.
    if (owner.currency_code !== u.currency_code)
      fail('PAYMENT_SERVICE_ERROR', 'The service does not support this currency', 'currencyCode');
    const below = dec(amount).lt(dec(net.minDeposit));
    const bonusId = below ? null : u.next_transfer_bonus_id;
    const created = await addTransaction(q, ctx, {
      userId: u.id,
      type: 'deposit',
      status: below ? 'rejected' : 'processing',
      amount,
      currency: u.currency_code,
      methodId: method.id,
      details: {
        network: t.network,
        txHash: t.txHash,
        bonusId,
        ...(below ? { belowMinimum: net.minDeposit } : {}),
      },
    });
    await q.query(
      'INSERT INTO crypto_transfers (network, tx_hash, user_id, transaction_id) VALUES ($1, $2, $3, $4)',
      [t.network, t.txHash, u.id, created.id],
    );
    if (!below) {
      await completeDeposit(q, ctx, u, created.id, amount);
      if (bonusId !== null) {
        const tx = (
          await q.query<TxRow>('SELECT * FROM transactions WHERE id = $1', [created.id])
        )[0] as TxRow;
        await grantDepositBonus(q, ctx, u, tx, bonusId);
        await q.query('UPDATE users SET next_transfer_bonus_id = NULL WHERE id = $1', [u.id]);
      }
    }
    const tx = (await q.query<TxRow>('SELECT * FROM transactions WHERE id = $1', [created.id]))[0] as TxRow;
    return answerOf(tx);
  });
}
