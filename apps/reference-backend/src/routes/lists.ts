import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../app.ts';
import { optionalSession } from '../auth.ts';
import { addDays, dayInZone } from '../clock.ts';
import type { Ctx } from '../context.ts';
import type { Queryable } from '../db.ts';
import { fail } from '../errors.ts';
import { type Amount, amountOut, Decimal, dec, fixed } from '../money.ts';
import { arr, bool, data, day, int, list, nullable, num, obj, query, str } from '../schema.ts';
import { currencyInfo } from '../services.ts';
import {
  type BonusRow,
  bonusSchema,
  bonusView,
  GAME_SELECT,
  type GameRow,
  gameSchema,
  gameView,
  type PaymentRow,
  paymentSchema,
  paymentView,
  paymentVisible,
} from '../views.ts';
import { bearer, brandSettings, callerCountry, contentBrand } from './common.ts';

export const countrySchema = obj({
  countryId: int(),
  code: str(),
  name: str(),
  phoneCode: str(),
  flag: str(),
  currencyCode: nullable(str({ description: "The country's own currency (ISO 4217), when it has one." })),
});
interface CountryRow {
  country_id: number;
  code: string;
  name: string;
  phone_code: string;
  flag: string;
  currency_code: string | null;
}
const countryView = (c: CountryRow) => ({
  countryId: c.country_id,
  code: c.code,
  name: c.name,
  phoneCode: c.phone_code,
  flag: c.flag,
  currencyCode: c.currency_code,
});

export const rakebackDaySchema = obj({
  canClaimDate: day(),
  bonusId: int(),
  amount: amountOut(),
  paidAt: nullable(str({ format: 'date-time' })),
});

export async function rakebackBonusId(q: Queryable): Promise<number> {
  const rows = await q.query<{ id: number }>(
    "SELECT id FROM bonuses WHERE type = 'instant_cashback' AND days_valid = 1 ORDER BY id LIMIT 1",
  );
  return rows[0]?.id ?? fail('NOT_FOUND', 'No rakeback bonus configured');
}

/** The rakeback bonus's terms: its percent (exact, as text) and what it is a share of. */
export async function rakebackTerms(
  q: Queryable,
): Promise<{ id: number; percent: Amount; basis: 'stakes' | 'net_losses' }> {
  const row = (
    await q.query<{ id: number; percent: Amount | null; basis: 'stakes' | 'net_losses' }>(
      "SELECT id, rakeback_percent::text AS percent, rakeback_basis AS basis FROM bonuses WHERE type = 'instant_cashback' AND days_valid = 1 ORDER BY id LIMIT 1",
    )
  )[0];
  if (!row) return fail('NOT_FOUND', 'No rakeback bonus configured');
  return { id: row.id, percent: row.percent ?? '0', basis: row.basis };
}

/**
 * What a rakeback day can pay: its accrued amount cut down to the currency's decimals (a share of
 * 0.10 at 5 % is 0.005, and half a cent is never paid), never below zero (net losses can be).
 */
export const payableRakeback = (amount: Decimal.Value, places: number): Amount =>
  fixed(Decimal.max(0, dec(amount).toDecimalPlaces(places, Decimal.ROUND_DOWN)), places);

/**
 * Makes sure the player has a row for every day of the calendar window, at 0: a day's amount is
 * earned by play only (routes/games.ts); the demo players' amounts are seed data (seed.ts).
 */
export async function ensureRakebackDays(q: Queryable, userId: number, bonusId: number, today: string) {
  const rows = [];
  for (let d = -14; d <= 21; d++)
    rows.push({ user_id: userId, bonus_id: bonusId, claim_date: addDays(today, d), amount: 0 });
  await q.query(
    `INSERT INTO rakeback_days (user_id, bonus_id, claim_date, amount)
     SELECT user_id, bonus_id, claim_date, amount FROM jsonb_populate_recordset(NULL::rakeback_days, $1::jsonb)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/** Games per category in the lobby's category list when the app does not say (its rows show 12). */
export const defaultGamesPerCategory = 12;

export function registerListRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['lists'];

  app.get(
    '/api/admin/get-all-bonus',
    {
      schema: {
        tags,
        summary: 'Bonuses and promotions (spec 7)',
        description:
          'Active, not yet ended bonuses. dayOfWeek (0 Sunday … 6 Saturday) or calendarDateTime (+ timeZone) picks the promotion of that weekday for the bonus calendar.',
        querystring: query({
          pageNo: int({ minimum: 1, default: 1 }),
          limit: int({ minimum: 1, maximum: 100, default: 20 }),
          isDeposit: bool(),
          type: str({ enum: ['deposit', 'freespins', 'no_deposit', 'instant_cashback'] }),
          calendarDateTime: str({ format: 'date-time' }),
          language: str(),
          cpnc: str(),
          dayOfWeek: int({ minimum: 0, maximum: 6 }),
          timeZone: str(),
          countryCheck: str(),
          currencyCode: str(),
          countryCode: str(),
          subdivision: str(),
        }),
        response: { 200: data({ bonus: list(bonusSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query as {
        pageNo: number;
        limit: number;
        isDeposit?: boolean;
        type?: string;
        dayOfWeek?: number;
        calendarDateTime?: string;
        timeZone?: string;
      };
      const where = ['is_active', '(end_at IS NULL OR end_at >= $1)'];
      const params: unknown[] = [ctx.clock.now()];
      if (q.type) {
        params.push(q.type);
        where.push(`type = $${params.length}`);
      }
      if (q.isDeposit !== undefined) {
        params.push(q.isDeposit);
        where.push(`is_deposit = $${params.length}`);
      }
      let weekday = q.dayOfWeek;
      if (weekday === undefined && q.calendarDateTime) {
        const dayStr = dayInZone(new Date(q.calendarDateTime), q.timeZone);
        weekday = new Date(`${dayStr}T12:00:00Z`).getUTCDay();
      }
      if (weekday !== undefined) {
        params.push(weekday);
        where.push(`calendar_weekday = $${params.length}`);
      }
      const whereSql = where.join(' AND ');
      const count =
        (
          await ctx.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM bonuses WHERE ${whereSql}`,
            params,
          )
        )[0]?.n ?? 0;
      const rows = await ctx.db.query<BonusRow>(
        `SELECT * FROM bonuses WHERE ${whereSql} ORDER BY sort, id LIMIT ${q.limit} OFFSET ${(q.pageNo - 1) * q.limit}`,
        params,
      );
      return { data: { bonus: { count, rows: rows.map(bonusView) } } };
    },
  );

  app.get(
    '/api/admin/get-payments',
    {
      schema: {
        tags,
        summary: 'Payment methods for a country and currency (spec 6 filters), sorted by order descending',
        description:
          'Filters by allowed/restricted countries, tagRestrictedCountries, allowed/restricted currencies and, when a token is sent, the e-mail and tag allow-lists. Without a token, methods with an e-mail or tag allow-list are left out. isActive, hidden and withdrawalExist are returned for the front end to apply.',
        querystring: query({ currencyCode: str(), countryCode: str() }),
        response: { 200: data({ payments: arr(paymentSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query as { currencyCode?: string; countryCode?: string };
      const session = await optionalSession(ctx, req);
      const rows = await ctx.db.query<PaymentRow>('SELECT * FROM payment_methods ORDER BY sort DESC, id');
      const who = {
        country: q.countryCode ?? session?.user.country_code ?? callerCountry(ctx, req),
        currency: q.currencyCode ?? session?.user.currency_code,
        email: session?.user.email ?? null,
        tags: session?.user.tags ?? [],
      };
      return { data: { payments: rows.filter((p) => paymentVisible(p, who)).map(paymentView) } };
    },
  );

  app.get(
    '/api/admin/get-all-country',
    {
      schema: {
        tags,
        summary: 'Countries: those open for registration (countries.rows) and all of them (allCountries)',
        querystring: query({ brand: str() }),
        response: {
          200: data({
            countries: obj({ count: int(), rows: arr(countrySchema) }),
            allCountries: arr(countrySchema),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const settings = await brandSettings(ctx, contentBrand(ctx, req).id);
      const excluded = Array.isArray(settings.excludedCountryCodeList)
        ? (settings.excludedCountryCodeList as string[])
        : [];
      const all = (await ctx.db.query<CountryRow>('SELECT * FROM countries ORDER BY name')).map(countryView);
      const open = all.filter((c) => !excluded.includes(c.code));
      return { data: { countries: { count: open.length, rows: open }, allCountries: all } };
    },
  );

  app.get(
    '/api/admin/get-currencies',
    {
      schema: {
        tags,
        summary: 'Currencies (fiat and crypto)',
        response: {
          200: data({
            currencies: arr(
              obj({ code: str(), name: str(), symbol: str(), isCrypto: bool(), decimals: int() }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async () => {
      const rows = await ctx.db.query<{
        code: string;
        name: string;
        symbol: string;
        is_crypto: boolean;
        decimals: number;
      }>('SELECT * FROM currencies ORDER BY is_crypto, code');
      return {
        data: {
          currencies: rows.map((c) => ({
            code: c.code,
            name: c.name,
            symbol: c.symbol,
            isCrypto: c.is_crypto,
            decimals: c.decimals,
          })),
        },
      };
    },
  );

  app.get(
    '/api/admin/get-rakeback-days',
    {
      schema: {
        tags,
        summary: 'Rakeback days of the logged-in player (empty for guests)',
        description:
          'Days from two weeks before to three weeks after today (timeZone, default UTC). Claimable: today and yesterday, amount > 0, no paidAt.',
        security: bearer,
        querystring: query({ bonusId: int(), timeZone: str() }),
        response: { 200: data({ days: arr(rakebackDaySchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const q = req.query as { bonusId?: number; timeZone?: string };
      const session = await optionalSession(ctx, req);
      if (!session) return { data: { days: [] } };
      const bonusId = q.bonusId ?? (await rakebackBonusId(ctx.db));
      const today = dayInZone(ctx.clock.now(), q.timeZone);
      const exists = await ctx.db.query('SELECT 1 FROM bonuses WHERE id = $1 AND type = $2', [
        bonusId,
        'instant_cashback',
      ]);
      if (!exists.length) return fail('NOT_FOUND', `No rakeback bonus ${bonusId}`, 'bonusId');
      await ensureRakebackDays(ctx.db, session.user.id, bonusId, today);
      const places = (await currencyInfo(ctx.db, session.user.currency_code)).decimals;
      const rows = await ctx.db.query<{
        claim_date: string;
        bonus_id: number;
        amount: Amount;
        paid_at: Date | null;
      }>(
        'SELECT * FROM rakeback_days WHERE user_id = $1 AND bonus_id = $2 AND claim_date BETWEEN $3 AND $4 ORDER BY claim_date',
        [session.user.id, bonusId, addDays(today, -14), addDays(today, 21)],
      );
      return {
        data: {
          days: rows.map((r) => ({
            canClaimDate: r.claim_date,
            bonusId: r.bonus_id,
            amount: payableRakeback(r.amount, places),
            paidAt: r.paid_at ? r.paid_at.toISOString() : null,
          })),
        },
      };
    },
  );

  app.get(
    '/api/admin/get-location',
    {
      schema: {
        tags,
        summary: 'Country of the caller (loopback callers get GEO_COUNTRY, default MT)',
        response: {
          200: data({
            location: obj({
              country: obj({ code: str(), name: str() }),
              ipInfo: obj({ ip: str(), countryCode: str() }),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const code = callerCountry(ctx, req);
      const row = (
        await ctx.db.query<{ name: string }>('SELECT name FROM countries WHERE code = $1', [code])
      )[0];
      return {
        data: {
          location: { country: { code, name: row?.name ?? code }, ipInfo: { ip: req.ip, countryCode: code } },
        },
      };
    },
  );

  app.get(
    '/api/admin/get-registration-fields',
    {
      schema: {
        tags,
        summary: "The brand's registration field map (0 hidden, 1 optional, 2 required)",
        querystring: query({ brand: str() }),
        response: { 200: { type: 'object', additionalProperties: { enum: [0, 1, 2] } }, ...errorResponses },
      },
    },
    async (req) => contentBrand(ctx, req).registrationFields,
  );

  app.get(
    '/api/admin/get-full-category-list',
    {
      schema: {
        tags,
        summary: 'Game categories with their first games (lobby)',
        description:
          'When SYSTEM_TOKEN is configured the x-system-token header must match it (403 otherwise).',
        querystring: query({
          locale: str(),
          gamesPerCategory: int({ minimum: 0, maximum: 50, default: defaultGamesPerCategory }),
        }),
        response: {
          200: data({
            topCategoryList: arr(
              obj({
                id: int(),
                slug: str(),
                name: str(),
                sort: int(),
                gamesCount: int(),
                games: arr(gameSchema),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      if (ctx.config.systemToken && req.headers['x-system-token'] !== ctx.config.systemToken)
        return fail('UNAUTHORIZED', 'Missing or wrong system token');
      const per = (req.query as { gamesPerCategory: number }).gamesPerCategory;
      const key = `categories:${per}`;
      const cached = ctx.cache.get(key);
      if (cached) return cached;
      const cats = await ctx.db.query<{ id: number; slug: string; name: string; sort: number }>(
        'SELECT * FROM categories ORDER BY sort',
      );
      const topCategoryList = [];
      for (const c of cats) {
        const where = c.slug === 'slots' || c.slug === 'live' ? 'g.category = $1' : 'g.tags ? $1';
        const count =
          (
            await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM games g WHERE ${where}`, [
              c.slug,
            ])
          )[0]?.n ?? 0;
        const games = await ctx.db.query<GameRow>(
          `${GAME_SELECT} WHERE ${where} ORDER BY g.sort DESC, g.id LIMIT ${per}`,
          [c.slug],
        );
        topCategoryList.push({ ...c, gamesCount: count, games: games.map(gameView) });
      }
      const answer = { data: { topCategoryList } };
      ctx.cache.set(key, answer);
      return answer;
    },
  );

  app.get(
    '/api/admin/get-loyalty-levels',
    {
      schema: {
        tags,
        summary: 'VIP levels (defined here; the spec names the VIP club without a call)',
        response: {
          200: data({
            levels: arr(
              obj({
                level: int(),
                name: str(),
                minPoints: int(),
                rakebackPercent: num(),
                accumulatorPercent: num(),
                perks: arr(str()),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async () => {
      const rows = await ctx.db.query<{
        level: number;
        name: string;
        min_points: number;
        rakeback_percent: number;
        accumulator_percent: number;
        perks: string[];
      }>('SELECT * FROM vip_levels ORDER BY level');
      return {
        data: {
          levels: rows.map((l) => ({
            level: l.level,
            name: l.name,
            minPoints: l.min_points,
            rakebackPercent: l.rakeback_percent,
            accumulatorPercent: l.accumulator_percent,
            perks: l.perks,
          })),
        },
      };
    },
  );
}
