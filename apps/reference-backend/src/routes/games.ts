import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../app.ts';
import {
  lockUser,
  optionalSession,
  refuseIfPaused,
  requireLiveGameSession,
  requireSession,
  type UserRow,
} from '../auth.ts';
import { catalogue, type GameListQuery } from '../catalogue.ts';
import { dayInZone } from '../clock.ts';
import type { Ctx } from '../context.ts';
import { randomId } from '../crypto.ts';
import type { Queryable } from '../db.ts';
import { multiplierOf, REEL_SYMBOLS } from '../demo-slot.ts';
import { fail } from '../errors.ts';
import { DB_INT_MAX } from '../input-limits.ts';
import { applyDueLimitChanges } from '../limit-cooling-off.ts';
import { type Amount, amountIn, amountOut, Decimal, dec, fixed, parseAmount } from '../money.ts';
import { refuseExcludedCountry, refuseUnlessAdultOnRecord } from '../player-rules.ts';
import { arr, body, bool, data, int, list, num, obj, okMessage, str } from '../schema.ts';
import { activeBonuses, addTransaction, primaryWallet } from '../services.ts';
import { GAME_SELECT, type GameRow, gameSchema, gameView } from '../views.ts';
import { bearer, callerCountry, guestBrand, playerBrand, round8 } from './common.ts';
import { demoGamePage } from './demo-game-page.ts';
import { gameListQuerySchema } from './game-list.ts';
import { escapeXml, gameThumbnail } from './game-thumbnail.ts';
import { rakebackTerms } from './lists.ts';
import { periodStart } from './payments.ts';

/** The largest bet allowed while a bonus is active ('Bonus Bet Limit Breach'). */
export const BONUS_MAX_BET = 5;

/**
 * Adds a stake to a bonus's wagering, exactly (numeric in the database: ten 0.10 stakes are
 * 1.00, never 0.9999999999999999). True when the requirement is met.
 */
export async function addWagering(q: Queryable, userBonusId: number, stake: Amount): Promise<boolean> {
  const row = (
    await q.query<{ wagered: Amount; wager_required: Amount }>(
      'UPDATE user_bonuses SET wagered = wagered + $2::numeric WHERE id = $1 RETURNING wagered, wager_required',
      [userBonusId, stake],
    )
  )[0];
  return row ? dec(row.wagered).gte(row.wager_required) : false;
}
type ActiveBonus = Awaited<ReturnType<typeof activeBonuses>>[number];

/**
 * Credits a free spin's win as bonus money (issue 32: it went to the withdrawable balance). It is
 * capped so that the free-spins bonus never pays more than its max_win in all (its bonus_amount
 * counts what it has paid), goes to the bonus balance, and must be wagered
 * wagering_multiplier × the amount. The bonus in the bonus slot owns the bonus balance: when there
 * is one the winnings join it (its amount and wagering grow); when there is none, the free-spins
 * bonus takes the bonus slot itself until they are wagered (then they become real money, as any
 * bonus's do) or it expires or is cancelled (then they are forfeited). Returns what was paid.
 */
async function creditFreeSpinWin(
  q: Queryable,
  userId: number,
  spins: ActiveBonus,
  bonus: ActiveBonus | undefined,
  win: Amount,
  places: number,
): Promise<Amount> {
  const room =
    spins.b.max_win === null ? dec(win) : Decimal.max(0, dec(spins.b.max_win).minus(spins.ub.bonus_amount));
  const paid = fixed(Decimal.min(dec(win), room), places);
  if (!dec(paid).gt(0)) return fixed(0, places);
  const wagering = fixed(dec(paid).times(dec(spins.b.wagering_multiplier)), places);
  await q.query('UPDATE user_bonuses SET bonus_amount = bonus_amount + $2::numeric WHERE id = $1', [
    spins.ub.id,
    paid,
  ]);
  if (bonus && bonus.ub.id !== spins.ub.id)
    await q.query(
      'UPDATE user_bonuses SET bonus_amount = bonus_amount + $2::numeric, wager_required = wager_required + $3::numeric WHERE id = $1',
      [bonus.ub.id, paid, wagering],
    );
  else {
    await q.query('UPDATE user_bonuses SET wager_required = wager_required + $2::numeric WHERE id = $1', [
      spins.ub.id,
      wagering,
    ]);
    if (!bonus)
      await q.query(
        "INSERT INTO user_active_bonus_slots (user_id, slot, user_bonus_id) VALUES ($1, 'bonus', $2)",
        [userId, spins.ub.id],
      );
  }
  await q.query(
    'UPDATE wallets SET bonus_balance = bonus_balance + $2::numeric WHERE user_id = $1 AND is_primary',
    [userId, paid],
  );
  return paid;
}

async function gameById(q: Queryable, id: number): Promise<GameRow> {
  return (
    (await q.query<GameRow>(`${GAME_SELECT} WHERE g.id = $1`, [id]))[0] ??
    fail('NOT_FOUND', `No game ${id}`, 'gameId')
  );
}

const baseUrl = (ctx: Ctx, req: FastifyRequest) =>
  ctx.config.publicUrl ?? `${req.protocol}://${req.headers.host ?? `127.0.0.1:${ctx.config.port}`}`;

export function registerGameRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['games'];

  app.get(
    '/api/games',
    {
      schema: {
        tags,
        summary: 'Game list: search, filters, sort and paging',
        querystring: gameListQuerySchema,
        response: { 200: data({ games: list(gameSchema) }), ...errorResponses },
      },
    },
    async (req) => ({
      data: { games: await (await catalogue(ctx)).list(req.query as GameListQuery) },
    }),
  );

  app.get(
    '/api/games/providers',
    {
      schema: {
        tags,
        summary: 'Game providers with their game counts',
        response: {
          200: data({
            providers: arr(obj({ id: int(), slug: str(), name: str(), gamesCount: int(), logoUrl: str() })),
          }),
          ...errorResponses,
        },
      },
    },
    async () => {
      const rows = await ctx.db.query<{ id: number; slug: string; name: string; n: number }>(
        'SELECT p.id, p.slug, p.name, count(g.id)::int AS n FROM providers p LEFT JOIN games g ON g.provider_id = p.id GROUP BY p.id ORDER BY p.name',
      );
      return {
        data: {
          providers: rows.map((r) => ({
            id: r.id,
            slug: r.slug,
            name: r.name,
            gamesCount: r.n,
            logoUrl: `/api/games/providers/logo/${r.id}.svg`,
          })),
        },
      };
    },
  );

  app.get(
    '/api/games/providers/logo/:file',
    {
      schema: {
        tags,
        summary: "Generated SVG logo of a game provider (the provider's initials)",
        params: obj({ file: str({ pattern: '^\\d+\\.svg$' }) }),
        response: { 200: { description: 'SVG image' } },
      },
    },
    async (req, reply) => {
      const id = Number((req.params as { file: string }).file.replace('.svg', ''));
      const p = (await ctx.db.query<{ name: string }>('SELECT name FROM providers WHERE id = $1', [id]))[0];
      if (!p) return fail('NOT_FOUND', `No provider ${id}`);
      const initials = p.name
        .split(/\s+/)
        .map((word) => word[0] ?? '')
        .join('')
        .slice(0, 3);
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'max-age=86400');
      return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80"><rect width="160" height="80" rx="12" fill="hsl(${(id * 37) % 360} 55% 35%)"/><text x="80" y="52" font-family="system-ui, sans-serif" font-size="30" font-weight="800" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
    },
  );

  app.get(
    '/api/games/:game',
    {
      schema: {
        tags,
        summary: 'One game by id or slug',
        params: obj({ game: str() }),
        response: { 200: data({ game: gameSchema }), ...errorResponses },
      },
    },
    async (req) => {
      const { game } = req.params as { game: string };
      const byId = /^\d+$/.test(game);
      // An id beyond the database's integer is no game and no slug either: a 400, not a 500.
      if (byId && Number(game) > DB_INT_MAX)
        return fail('VALIDATION_ERROR', `params field "game" must be at most ${DB_INT_MAX}`, 'game');
      const rows = byId
        ? await ctx.db.query<GameRow>(`${GAME_SELECT} WHERE g.id = $1`, [Number(game)])
        : await ctx.db.query<GameRow>(`${GAME_SELECT} WHERE g.slug = $1`, [game]);
      const row = rows[0] ?? fail('NOT_FOUND', `No game ${game}`);
      return { data: { game: gameView(row) } };
    },
  );

  app.get(
    '/api/games/thumbnail/:file',
    {
      schema: {
        tags,
        summary: 'Generated thumbnail of a game (WebP, 300×400)',
        description:
          "A raster image, as an operator's game provider serves: a browser decodes it off the page's main thread, where an SVG image costs a document of its own per card.",
        params: obj({ file: str({ pattern: '^\\d+\\.webp$' }) }),
        response: { 200: { description: 'WebP image' } },
      },
    },
    async (req, reply) => {
      const id = Number((req.params as { file: string }).file.replace('.webp', ''));
      const image = await gameThumbnail(ctx, id);
      if (!image) return fail('NOT_FOUND', `No game ${id}`);
      return reply.header('content-type', 'image/webp').header('cache-control', 'max-age=86400').send(image);
    },
  );

  app.get(
    '/api/payments/thumbnail/:file',
    {
      schema: {
        tags: ['payments'],
        summary: 'Generated SVG logo of a payment method',
        params: obj({ file: str({ pattern: '^\\d+\\.svg$' }) }),
        response: { 200: { description: 'SVG image' } },
      },
    },
    async (req, reply) => {
      const id = Number((req.params as { file: string }).file.replace('.svg', ''));
      const m = (
        await ctx.db.query<{ name: string }>('SELECT name FROM payment_methods WHERE id = $1', [id])
      )[0];
      if (!m) return fail('NOT_FOUND', `No payment method ${id}`);
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'max-age=86400');
      return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="80" viewBox="0 0 160 80"><rect width="160" height="80" rx="12" fill="hsl(${(id * 53) % 360} 60% 40%)"/><text x="80" y="46" font-family="system-ui, sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(m.name.slice(0, 16))}</text></svg>`;
    },
  );

  app.get(
    '/api/bonuses/banner/:file',
    {
      schema: {
        tags: ['bonus'],
        summary: 'Generated SVG bonus banner',
        params: obj({ file: str({ pattern: '^\\d+\\.svg$' }) }),
        response: { 200: { description: 'SVG image' } },
      },
    },
    async (req, reply) => {
      const hue = Number((req.params as { file: string }).file.replace('.svg', '')) % 360;
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'max-age=86400');
      return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="240" viewBox="0 0 600 240"><defs><linearGradient id="b" x1="0" x2="1"><stop offset="0" stop-color="hsl(${hue} 70% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 80% 55%)"/></linearGradient></defs><rect width="600" height="240" rx="20" fill="url(#b)"/><text x="520" y="150" font-size="110" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, sans-serif">★</text></svg>`;
    },
  );

  app.post(
    '/api/user/game-launch',
    {
      schema: {
        tags,
        summary: 'Launch a game: returns the URL to frame (demo mode works without a token)',
        description:
          'Refusals: NOT_FOUND, DEMO_NOT_AVAILABLE, GAME_COUNTRY_RESTRICTED, SELF_EXCLUDED, ACCOUNT_FROZEN, 403 without a token for real play.',
        security: bearer,
        body: body({ gameId: int({ minimum: 1 }), demo: bool({ default: false }), locale: str() }, [
          'gameId',
        ]),
        response: {
          200: data({ url: str(), sessionId: str(), demo: bool(), game: gameSchema }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const b = req.body as { gameId: number; demo: boolean };
      // A guest's demo follows the site's brand; a signed-in player's launch the account's.
      const signedIn = await optionalSession(ctx, req);
      await refuseExcludedCountry(
        ctx,
        req,
        signedIn ? playerBrand(ctx, signedIn.user) : guestBrand(ctx, req),
      );
      const game = await gameById(ctx.db, b.gameId);
      let user: UserRow | undefined;
      let playerSession: string | undefined;
      if (b.demo) {
        if (!game.has_demo)
          return fail('DEMO_NOT_AVAILABLE', 'Demo is not available for this game', 'gameId');
        user = signedIn?.user;
        playerSession = signedIn?.tokenHash;
      } else {
        const session = await requireSession(ctx, req);
        user = session.user;
        playerSession = session.tokenHash;
        refuseIfPaused(ctx, user);
        refuseUnlessAdultOnRecord(ctx, user);
      }
      const country = user?.country_code ?? callerCountry(ctx, req);
      if (
        game.restricted_countries.includes(country) ||
        game.restricted_countries.includes(callerCountry(ctx, req))
      )
        return fail('GAME_COUNTRY_RESTRICTED', 'This game is not available in your country', 'gameId', {
          country,
        });
      const id = randomId(16);
      await ctx.db.query(
        'INSERT INTO game_sessions (id, user_id, game_id, demo, currency_code, demo_balance, created_at, player_token_hash, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
        [
          id,
          user?.id ?? null,
          game.id,
          b.demo,
          user?.currency_code ?? 'EUR',
          b.demo ? 1000 : 0,
          ctx.clock.now(),
          playerSession ?? null,
          new Date(ctx.clock.now().getTime() + ctx.config.gameSessionTtlSeconds * 1000),
        ],
      );
      if (user && !b.demo)
        await ctx.db.query(
          'INSERT INTO recent_games (user_id, game_id, played_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = $3',
          [user.id, game.id, ctx.clock.now()],
        );
      return {
        data: {
          url: `${baseUrl(ctx, req)}/demo-game/${id}`,
          sessionId: id,
          demo: b.demo,
          game: gameView(game),
        },
      };
    },
  );

  app.get(
    '/demo-game/:sessionId',
    {
      schema: {
        tags,
        summary: 'The demo slot (HTML5 page, framed by the game page)',
        params: obj({ sessionId: str() }),
        response: { 200: { description: 'HTML page' } },
      },
    },
    async (req, reply) => {
      const { sessionId } = req.params as { sessionId: string };
      const s = (
        await ctx.db.query<{
          game_id: number;
          demo: boolean;
          currency_code: string;
          balance: Amount | null;
          decimals: number;
        }>(
          `SELECT s.game_id, s.demo, s.currency_code, coalesce((SELECT c.decimals FROM currencies c WHERE c.code = s.currency_code), 2) AS decimals,
                  CASE WHEN s.demo OR s.user_id IS NULL THEN s.demo_balance
                       ELSE (SELECT w.balance + w.bonus_balance FROM wallets w WHERE w.user_id = s.user_id AND w.is_primary) END AS balance
             FROM game_sessions s WHERE s.id = $1`,
          [sessionId],
        )
      )[0];
      if (!s) return fail('NOT_FOUND', 'Unknown game session');
      const game = await gameById(ctx.db, s.game_id);
      reply.header('content-type', 'text/html; charset=utf-8');
      return demoGamePage({
        sessionId,
        gameName: game.name,
        minBet: game.min_bet,
        maxBet: game.max_bet,
        currency: s.currency_code,
        demo: s.demo,
        balance: fixed(s.balance ?? 0, s.decimals),
      });
    },
  );

  app.post(
    '/api/demo-game/spin',
    {
      schema: {
        tags,
        summary:
          'Spin the demo slot: places the bet, moves the balance, writes the bet feed, emits debit/credit',
        description:
          'Authenticated by the game session id. Refusals: BET_OUT_OF_RANGE, MAX_BET_LIMIT_REACHED (player max bet, or the bonus bet limit with details.bonus), daily/weekly/monthly BetLimit and LossLimit, INSUFFICIENT_FUNDS, BONUS_GAME_INELIGIBLE, SELF_EXCLUDED, ACCOUNT_FROZEN.',
        body: body(
          {
            sessionId: str({ minLength: 1 }),
            bet: amountIn(),
            freeSpin: bool({ default: false }),
          },
          ['sessionId', 'bet'],
        ),
        response: {
          200: data({
            reels: arr(str()),
            bet: amountOut(),
            win: amountOut(),
            multiplier: num(),
            balance: amountOut(),
            bonusBalance: amountOut(),
            freeSpinsLeft: int(),
            betId: int(),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const b = req.body as { sessionId: string; bet: number | string; freeSpin: boolean };
      const s = (
        await ctx.db.query<{
          id: string;
          user_id: number | null;
          game_id: number;
          demo: boolean;
          demo_balance: Amount;
          currency_code: string;
          decimals: number;
          player_token_hash: string | null;
          expires_at: Date | null;
        }>(
          'SELECT s.*, coalesce(c.decimals, 2) AS decimals FROM game_sessions s LEFT JOIN currencies c ON c.code = s.currency_code WHERE s.id = $1',
          [b.sessionId],
        )
      )[0];
      if (!s) return fail('UNAUTHORIZED', 'Unknown game session');
      await requireLiveGameSession(ctx, s);
      const game = await gameById(ctx.db, s.game_id);
      const places = s.decimals;
      const betDec = parseAmount(b.bet, places, 'bet');
      const bet = fixed(betDec, places);
      if (betDec.lt(dec(game.min_bet)) || betDec.gt(dec(game.max_bet)))
        return fail(
          'BET_OUT_OF_RANGE',
          `The bet must be between ${game.min_bet} and ${game.max_bet}`,
          'bet',
          { minBet: game.min_bet, maxBet: game.max_bet },
        );
      const forced = ctx.config.testMode ? ctx.forcedReels.shift() : undefined;
      const reels = forced ?? [0, 1, 2].map(() => REEL_SYMBOLS[randomInt(REEL_SYMBOLS.length)] as string);
      // The pay table and its exact RTP live in demo-slot.ts.
      const multiplier = multiplierOf(reels);
      const win = fixed(betDec.times(multiplier), places);
      const hasWin = dec(win).gt(0);
      if (s.demo || !s.user_id) {
        const rows = await ctx.db.query<{ demo_balance: Amount }>(
          'UPDATE game_sessions SET demo_balance = demo_balance - $2::numeric + $3::numeric WHERE id = $1 AND demo_balance >= $2::numeric RETURNING demo_balance',
          [s.id, bet, win],
        );
        if (!rows[0]) return fail('INSUFFICIENT_FUNDS', 'Insufficient demo balance', 'bet');
        return {
          data: {
            reels,
            bet,
            win,
            multiplier,
            balance: fixed(rows[0].demo_balance, places),
            bonusBalance: fixed(0, places),
            freeSpinsLeft: 0,
            betId: 0,
          },
        };
      }
      const userId = s.user_id;
      const out = await ctx.db.tx(async (q) => {
        const u = await lockUser(q, userId);
        refuseIfPaused(ctx, u);
        refuseUnlessAdultOnRecord(ctx, u);
        await applyDueLimitChanges(q, u, ctx.clock.now());
        const now = ctx.clock.now();
        const bonuses = await activeBonuses(q, u.id, ctx.clock.now());
        const bonus = bonuses.find((x) => x.slot === 'bonus');
        const spins = bonuses.find((x) => x.slot === 'freespins');
        const freeSpins =
          b.freeSpin && spins && spins.b.game_id === game.id && spins.ub.free_spins_left > 0
            ? spins
            : undefined;
        if (b.freeSpin && !freeSpins) fail('VALIDATION_ERROR', 'No free spins for this game', 'freeSpin');
        const useSpin = freeSpins !== undefined;
        if (freeSpins) {
          // A free spin is staked at its bonus's own spin value, decided here: the client's bet was
          // the stake (50 spins of SPINS50 at 100 each made 3,300.00 of withdrawable money).
          const spinValue = fixed(freeSpins.b.free_spin_value ?? game.min_bet, places);
          if (!betDec.eq(spinValue))
            fail('VALIDATION_ERROR', `A free spin is played at its spin value, ${spinValue}`, 'bet', {
              spinValue,
            });
        }
        // The player's limits hold for every spin, a free one included (at its spin value).
        const lim = await q.query<{ type: string; period: number; amount: Amount }>(
          'SELECT type, period, amount FROM limits WHERE user_id = $1',
          [u.id],
        );
        const maxBet = lim.find((l) => l.type === 'maxBet');
        if (maxBet && betDec.gt(dec(maxBet.amount)))
          fail('MAX_BET_LIMIT_REACHED', 'This bet is above your maximum bet limit', 'bet', {
            limit: dec(maxBet.amount).toNumber(),
            bet,
          });
        if (bonus && betDec.gt(BONUS_MAX_BET))
          fail('MAX_BET_LIMIT_REACHED', 'Oops, Bonus Bet Limit Breach', 'bet', {
            bonus: true,
            limit: BONUS_MAX_BET,
            bet,
          });
        for (const l of lim.filter((x) => x.type === 'bet' || x.type === 'loss')) {
          const agg = (
            await q.query<{ bets: Amount; wins: Amount }>(
              'SELECT coalesce(sum(amount), 0) AS bets, coalesce(sum(win), 0) AS wins FROM bets WHERE user_id = $1 AND created_at >= $2',
              [u.id, periodStart(now, l.period)],
            )
          )[0] ?? { bets: '0', wins: '0' };
          const used = l.type === 'bet' ? dec(agg.bets) : dec(agg.bets).minus(agg.wins);
          const period = ['daily', 'weekly', 'monthly'][l.period] as string;
          if (used.plus(betDec).gt(dec(l.amount)))
            fail(
              `${period}${l.type === 'bet' ? 'BetLimit' : 'LossLimit'}` as 'dailyBetLimit',
              `Your ${period} ${l.type} limit is reached`,
              'bet',
              { limit: dec(l.amount).toNumber(), used: fixed(used, places), bet },
            );
        }
        const wallet = await primaryWallet(q, u.id, true);
        let fromBonus = false;
        if (!useSpin) {
          if (dec(wallet.balance).gte(betDec)) {
            await q.query(
              'UPDATE wallets SET balance = balance - $2::numeric WHERE user_id = $1 AND is_primary',
              [u.id, bet],
            );
          } else if (bonus && dec(wallet.bonus_balance).gte(betDec)) {
            if (!game.bonus_eligible)
              fail('BONUS_GAME_INELIGIBLE', 'Bonus money cannot be played on this game', 'bet');
            fromBonus = true;
            await q.query(
              'UPDATE wallets SET bonus_balance = bonus_balance - $2::numeric WHERE user_id = $1 AND is_primary',
              [u.id, bet],
            );
          } else
            fail('INSUFFICIENT_FUNDS', 'Insufficient balance', 'bet', {
              balance: fixed(wallet.balance, places),
            });
        }
        // A free spin's win is bonus money under its bonus's max_win and wagering; any other win
        // goes where the stake came from.
        const paid = freeSpins ? await creditFreeSpinWin(q, u.id, freeSpins, bonus, win, places) : win;
        if (!freeSpins && hasWin)
          await q.query(
            `UPDATE wallets SET ${fromBonus ? 'bonus_balance = bonus_balance' : 'balance = balance'} + $2::numeric WHERE user_id = $1 AND is_primary`,
            [u.id, win],
          );
        let freeSpinsLeft = spins?.ub.free_spins_left ?? 0;
        if (freeSpins) {
          freeSpinsLeft -= 1;
          await q.query('UPDATE user_bonuses SET free_spins_left = $2 WHERE id = $1', [
            freeSpins.ub.id,
            freeSpinsLeft,
          ]);
          if (freeSpinsLeft === 0) {
            await q.query("DELETE FROM user_active_bonus_slots WHERE user_id = $1 AND slot = 'freespins'", [
              u.id,
            ]);
            // Done, unless its winnings are still being wagered (it holds the bonus slot).
            await q.query(
              "UPDATE user_bonuses SET status = 'completed' WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM user_active_bonus_slots WHERE user_bonus_id = $1)",
              [freeSpins.ub.id],
            );
          }
        } else {
          await q.query(
            'UPDATE users SET total_spend = total_spend + $2::numeric, deposit_wager_left = greatest(0, deposit_wager_left - $2::numeric), loyalty_points = loyalty_points + $3 WHERE id = $1',
            [u.id, bet, betDec.floor().toNumber()],
          );
          // wagering_type: REAL_TO_FUN ("real money first, then bonus money") counts both stakes;
          // REAL_MONEY_ONLY counts real-money stakes only, so bonus money cannot wager itself free.
          const wagers = bonus && (!fromBonus || bonus.b.wagering_type !== 'REAL_MONEY_ONLY');
          if (bonus && wagers) {
            // Exact sums: ten 0.10 stakes wager exactly 1.00.
            if (await addWagering(q, bonus.ub.id, bet)) {
              const w = await primaryWallet(q, u.id);
              // At most max_win of bonus money becomes real money; the rest is forfeited.
              const converted =
                bonus.b.max_win === null
                  ? dec(w.bonus_balance)
                  : Decimal.min(dec(w.bonus_balance), dec(bonus.b.max_win));
              await q.query(
                // A free-spins bonus whose winnings are wagered may still have spins to play.
                `UPDATE user_bonuses SET converted_amount = converted_amount + $2::numeric,
                   status = CASE WHEN EXISTS (SELECT 1 FROM user_active_bonus_slots WHERE user_bonus_id = $1 AND slot = 'freespins') THEN status ELSE 'completed' END
                 WHERE id = $1`,
                [bonus.ub.id, converted.toFixed()],
              );
              await q.query(
                'UPDATE wallets SET balance = balance + $2::numeric, bonus_balance = 0 WHERE user_id = $1 AND is_primary',
                [u.id, converted.toFixed()],
              );
              await q.query("DELETE FROM user_active_bonus_slots WHERE user_id = $1 AND slot = 'bonus'", [
                u.id,
              ]);
            }
          }
          // Rakeback is earned by play only: the rakeback bonus's percent of this real-money stake
          // (or of the stake less its win, when the bonus is a share of net losses) accrues on
          // today's day, unrounded (numeric): 5 % of 0.10 is 0.005, and the day's share is cut to
          // the currency's decimals when it is shown and paid (payableRakeback), so a player who
          // staked X in a day gets percent × X. Bonus money earns none.
          if (!fromBonus) {
            const rb = await rakebackTerms(q);
            const base = rb.basis === 'net_losses' ? betDec.minus(win) : betDec;
            const share = base.times(rb.percent).div(100);
            if (!share.isZero())
              await q.query(
                `INSERT INTO rakeback_days (user_id, bonus_id, claim_date, amount) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (user_id, bonus_id, claim_date) DO UPDATE SET amount = rakeback_days.amount + $4::numeric WHERE rakeback_days.paid_at IS NULL`,
                [u.id, rb.id, dayInZone(now), share.toFixed()],
              );
          }
        }
        const stake = useSpin ? fixed(0, places) : bet;
        const staked = dec(stake).gt(0);
        const nickname = u.ghost_mode ? 'Hidden' : (u.nickname ?? u.username);
        const betRow = (
          await q.query<{ id: number }>(
            'INSERT INTO bets (user_id, nickname, game_id, amount, win, multiplier, currency_code, created_at, from_bonus) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id',
            [u.id, nickname, game.id, stake, paid, multiplier, u.currency_code, now, fromBonus || useSpin],
          )
        )[0] as { id: number };
        if (staked)
          await addTransaction(q, ctx, {
            userId: u.id,
            type: 'bet',
            status: 'completed',
            amount: stake,
            currency: u.currency_code,
            details: { gameId: game.id, betId: betRow.id, fromBonus },
          });
        if (dec(paid).gt(0))
          await addTransaction(q, ctx, {
            userId: u.id,
            type: 'win',
            status: 'completed',
            amount: paid,
            currency: u.currency_code,
            details: {
              gameId: game.id,
              betId: betRow.id,
              fromBonus: fromBonus || useSpin,
              freeSpin: useSpin,
            },
          });
        await q.query(
          'INSERT INTO recent_games (user_id, game_id, played_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = $3',
          [u.id, game.id, now],
        );
        // Tournaments and races running now on this game: score is the turnover.
        const scores = await q.query<{ tournament_id: number; score: number }>(
          `INSERT INTO tournament_entries (tournament_id, player_key, user_id, nickname, score)
           SELECT id, 'user:' || $1::int, $1::int, $2, $3::float8 FROM tournaments WHERE starts_at <= $4 AND ends_at > $4 AND game_ids @> to_jsonb($5::int) AND min_bet <= $3
           ON CONFLICT (tournament_id, player_key) DO UPDATE SET score = tournament_entries.score + $3, nickname = $2
           RETURNING tournament_id, score`,
          [u.id, nickname, stake, now, game.id],
        );
        const after = await primaryWallet(q, u.id);
        return { after, freeSpinsLeft, betId: betRow.id, nickname, stake, scores, paid };
      });
      // Totals from the server, exact: the front end shows them instead of adding amounts itself.
      const balance = fixed(out.after.balance, places);
      const bonusBalance = fixed(out.after.bonus_balance, places);
      const totalBalance = fixed(dec(out.after.balance).plus(out.after.bonus_balance), places);
      ctx.realtime.emitToUser(userId, 'debit', {
        win: out.stake,
        amount: out.stake,
        balance,
        bonusBalance,
        totalBalance,
        gameId: game.id,
        betId: out.betId,
        currencyCode: s.currency_code,
      });
      if (dec(out.paid).gt(0))
        ctx.realtime.emitToUser(userId, 'credit', {
          win: out.paid,
          amount: out.paid,
          multiplier,
          balance,
          bonusBalance,
          totalBalance,
          gameId: game.id,
          betId: out.betId,
          currencyCode: s.currency_code,
        });
      ctx.realtime.broadcast('bet', {
        betId: out.betId,
        nickname: out.nickname,
        gameId: game.id,
        gameName: game.name,
        amount: out.stake,
        win: out.paid,
        multiplier,
        currencyCode: s.currency_code,
      });
      for (const entry of out.scores)
        ctx.realtime.broadcast('tournamentUpdate', {
          tournamentId: entry.tournament_id,
          nickname: out.nickname,
          score: round8(entry.score),
        });
      return {
        data: {
          reels,
          bet,
          win: out.paid,
          multiplier,
          balance,
          bonusBalance,
          freeSpinsLeft: out.freeSpinsLeft,
          betId: out.betId,
        },
      };
    },
  );

  // ---- favourites and recent games ----
  const gameListAnswer = data({ games: list(gameSchema) });
  app.get(
    '/api/user/favourites',
    {
      schema: {
        tags,
        summary: "The player's favourite games",
        security: bearer,
        response: { 200: gameListAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const rows = await ctx.db.query<GameRow>(
        `${GAME_SELECT} JOIN favourites f ON f.game_id = g.id WHERE f.user_id = $1 ORDER BY f.created_at DESC`,
        [user.id],
      );
      return { data: { games: { count: rows.length, rows: rows.map(gameView) } } };
    },
  );
  app.post(
    '/api/user/favourites',
    {
      schema: {
        tags,
        summary: 'Add a favourite game',
        security: bearer,
        body: body({ gameId: int({ minimum: 1 }) }, ['gameId']),
        response: { 200: okMessage, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const { gameId } = req.body as { gameId: number };
      await gameById(ctx.db, gameId);
      await ctx.db.query(
        'INSERT INTO favourites (user_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [user.id, gameId, ctx.clock.now()],
      );
      return { data: { success: true, message: 'Added to favourites' } };
    },
  );
  app.delete(
    '/api/user/favourites/:gameId',
    {
      schema: {
        tags,
        summary: 'Remove a favourite game',
        security: bearer,
        params: obj({ gameId: int({ minimum: 1 }) }),
        response: { 200: okMessage, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const { gameId } = req.params as { gameId: number };
      const rows = await ctx.db.query(
        'DELETE FROM favourites WHERE user_id = $1 AND game_id = $2 RETURNING game_id',
        [user.id, gameId],
      );
      if (!rows.length) return fail('NOT_FOUND', 'Not a favourite', 'gameId');
      return { data: { success: true, message: 'Removed from favourites' } };
    },
  );
  app.get(
    '/api/user/recent-games',
    {
      schema: {
        tags,
        summary: 'Games the player launched or played recently (last 20)',
        security: bearer,
        response: { 200: gameListAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const rows = await ctx.db.query<GameRow>(
        `${GAME_SELECT} JOIN recent_games r ON r.game_id = g.id WHERE r.user_id = $1 ORDER BY r.played_at DESC LIMIT 20`,
        [user.id],
      );
      return { data: { games: { count: rows.length, rows: rows.map(gameView) } } };
    },
  );
}
