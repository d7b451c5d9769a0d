import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../app.ts';
import { optionalSession, requireSession } from '../auth.ts';
import type { Ctx } from '../context.ts';
import { fail } from '../errors.ts';
import { amountOut, fixed } from '../money.ts';
import { rateLimiter } from '../rateLimits.ts';
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
  okMessage,
  query,
  str,
} from '../schema.ts';
import { bearer, round2 } from './common.ts';

interface TournamentRow {
  id: number;
  type: string;
  name: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  prize_pool: number;
  currency_code: string;
  min_bet: number;
  game_ids: number[];
  prizes: { place: number; amount: number }[];
  players: number;
}

const tournamentSchema = obj({
  id: int(),
  type: str({ enum: ['tournament', 'race'] }),
  name: str(),
  description: str(),
  status: str({ enum: ['upcoming', 'active', 'finished'] }),
  startsAt: dateTime(),
  endsAt: dateTime(),
  prizePool: num(),
  currencyCode: str(),
  minBet: num(),
  gameIds: arr(int()),
  prizes: arr(obj({ place: int(), amount: num() })),
  playersCount: int(),
});

const betSchema = obj({
  id: int(),
  nickname: str(),
  gameId: int(),
  gameName: str(),
  amount: amountOut(),
  win: amountOut(),
  multiplier: num(),
  currencyCode: str(),
  createdAt: dateTime(),
});

export function registerSocialRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['social'];
  const status = (t: TournamentRow, now: Date) =>
    t.starts_at > now ? 'upcoming' : t.ends_at <= now ? 'finished' : 'active';

  app.get(
    '/api/tournaments',
    {
      schema: {
        tags,
        summary: 'Tournaments and races (an empty list is a valid answer)',
        querystring: query({
          type: str({ enum: ['tournament', 'race'] }),
          status: str({ enum: ['upcoming', 'active', 'finished'] }),
        }),
        response: { 200: data({ tournaments: list(tournamentSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const qs = req.query as { type?: string; status?: string };
      const now = ctx.clock.now();
      const rows = await ctx.db.query<TournamentRow>(
        'SELECT t.*, (SELECT count(*)::int FROM tournament_entries e WHERE e.tournament_id = t.id) AS players FROM tournaments t ORDER BY t.ends_at',
      );
      const out = rows
        .filter((t) => (!qs.type || t.type === qs.type) && (!qs.status || status(t, now) === qs.status))
        .map((t) => ({
          id: t.id,
          type: t.type,
          name: t.name,
          description: t.description,
          status: status(t, now),
          startsAt: t.starts_at.toISOString(),
          endsAt: t.ends_at.toISOString(),
          prizePool: t.prize_pool,
          currencyCode: t.currency_code,
          minBet: t.min_bet,
          gameIds: t.game_ids,
          prizes: t.prizes,
          playersCount: t.players,
        }));
      return { data: { tournaments: { count: out.length, rows: out } } };
    },
  );

  app.get(
    '/api/tournaments/:id/leaderboard',
    {
      schema: {
        tags,
        summary: 'Leaderboard of a tournament or race (isMe marks the logged-in player)',
        params: obj({ id: int() }),
        querystring: query({ limit: int({ minimum: 1, maximum: 100, default: 20 }) }),
        response: {
          200: data({
            leaderboard: obj({
              tournamentId: int(),
              rows: arr(obj({ place: int(), nickname: str(), score: num(), prize: num(), isMe: bool() })),
              me: nullable(obj({ place: int(), score: num() })),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { id } = req.params as { id: number };
      const { limit } = req.query as { limit: number };
      const t =
        (
          await ctx.db.query<TournamentRow>('SELECT *, 0 AS players FROM tournaments WHERE id = $1', [id])
        )[0] ?? fail('NOT_FOUND', `No tournament ${id}`);
      const session = await optionalSession(ctx, req);
      // The name as the player's settings are now: the entry keeps the name of their last spin, and
      // ghost mode switched on since must hide it from others at once (the player sees their own).
      const entries = await ctx.db.query<{
        nickname: string;
        score: number;
        user_id: number | null;
        ghost_mode: boolean | null;
        current_name: string | null;
      }>(
        `SELECT e.nickname, e.score, e.user_id, u.ghost_mode, coalesce(u.nickname, u.username) AS current_name
           FROM tournament_entries e LEFT JOIN users u ON u.id = e.user_id
          WHERE e.tournament_id = $1 ORDER BY e.score DESC, e.player_key`,
        [id],
      );
      const shownName = (e: (typeof entries)[number], isMe: boolean) =>
        e.user_id === null || e.current_name === null
          ? e.nickname
          : e.ghost_mode && !isMe
            ? 'Hidden'
            : e.current_name;
      const ranked = entries.map((e, i) => ({
        place: i + 1,
        nickname: shownName(e, !!session && e.user_id === session.user.id),
        score: round2(e.score),
        prize: t.prizes.find((p) => p.place === i + 1)?.amount ?? 0,
        isMe: !!session && e.user_id === session.user.id,
      }));
      const me = ranked.find((r) => r.isMe);
      return {
        data: {
          leaderboard: {
            tournamentId: id,
            rows: ranked.slice(0, limit),
            me: me ? { place: me.place, score: me.score } : null,
          },
        },
      };
    },
  );

  app.get(
    '/api/bet-feed',
    {
      schema: {
        tags,
        summary:
          'Public bet feed: tabs all, my (token), high-rollers (stake ≥ 100), multiplier (≥ 10×); ghost-mode players show as Hidden',
        querystring: query({
          tab: str({ enum: ['all', 'my', 'high-rollers', 'multiplier'], default: 'all' }),
          limit: int({ minimum: 1, maximum: 100, default: 20 }),
        }),
        response: { 200: data({ bets: arr(betSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const { tab, limit } = req.query as { tab: string; limit: number };
      const params: unknown[] = [];
      let where = '';
      let order = 'b.created_at DESC, b.id DESC';
      if (tab === 'my') {
        params.push((await requireSession(ctx, req)).user.id);
        where = 'WHERE b.user_id = $1';
      } else if (tab === 'high-rollers') where = 'WHERE b.amount >= 100';
      else if (tab === 'multiplier') {
        where = 'WHERE b.multiplier >= 10';
        order = 'b.multiplier DESC, b.id DESC';
      }
      const rows = await ctx.db.query<{
        id: number;
        nickname: string;
        game_id: number;
        game_name: string;
        amount: string;
        win: string;
        multiplier: number;
        currency_code: string;
        decimals: number;
        created_at: Date;
      }>(
        `SELECT b.*, g.name AS game_name, coalesce((SELECT c.decimals FROM currencies c WHERE c.code = b.currency_code), 2) AS decimals
           FROM bets b JOIN games g ON g.id = b.game_id ${where} ORDER BY ${order} LIMIT ${limit}`,
        params,
      );
      return {
        data: {
          bets: rows.map((b) => ({
            id: b.id,
            nickname: b.nickname,
            gameId: b.game_id,
            gameName: b.game_name,
            amount: fixed(b.amount, b.decimals),
            win: fixed(b.win, b.decimals),
            multiplier: b.multiplier,
            currencyCode: b.currency_code,
            createdAt: b.created_at.toISOString(),
          })),
        },
      };
    },
  );

  const messageSchema = obj({
    id: int(),
    room: str(),
    nickname: str(),
    text: str(),
    createdAt: dateTime(),
    isMe: bool(),
  });
  app.get(
    '/api/chat/messages',
    {
      schema: {
        tags,
        summary: 'Latest chat messages of a room (new ones arrive as the socket event chatMessage)',
        querystring: query({
          room: str({ default: 'general', pattern: '^[a-z0-9-]{1,32}$' }),
          limit: int({ minimum: 1, maximum: 100, default: 50 }),
        }),
        response: { 200: data({ messages: arr(messageSchema) }), ...errorResponses },
      },
    },
    async (req) => {
      const { room, limit } = req.query as { room: string; limit: number };
      const session = await optionalSession(ctx, req);
      const rows = await ctx.db.query<{
        id: number;
        room: string;
        nickname: string;
        text: string;
        created_at: Date;
        user_id: number | null;
      }>(
        `SELECT * FROM (SELECT * FROM chat_messages WHERE room = $1 ORDER BY id DESC LIMIT ${limit}) m ORDER BY id`,
        [room],
      );
      return {
        data: {
          messages: rows.map((m) => ({
            id: m.id,
            room: m.room,
            nickname: m.nickname,
            text: m.text,
            createdAt: m.created_at.toISOString(),
            isMe: !!session && m.user_id === session.user.id,
          })),
        },
      };
    },
  );

  const playerOf = async (req: FastifyRequest) => {
    const session = await optionalSession(ctx, req);
    return session ? `player:${session.user.id}` : undefined;
  };
  app.post(
    '/api/user/chat/messages',
    {
      preHandler: rateLimiter(app, ctx.config.rateLimits, 'chatMessage', playerOf),
      schema: {
        tags,
        summary:
          'Post a chat message (broadcast to every socket as chatMessage). Refusals: VALIDATION_ERROR on text (over 500 characters or blank), RATE_LIMITED (details.retryAfterSeconds), CHAT_MUTED (details.mutedUntil)',
        security: bearer,
        body: body(
          {
            room: str({ default: 'general', pattern: '^[a-z0-9-]{1,32}$' }),
            text: str({ minLength: 1, maxLength: 500 }),
          },
          ['text'],
        ),
        response: { 200: data({ message: messageSchema }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const b = req.body as { room: string; text: string };
      const text = b.text.trim();
      if (!text) return fail('VALIDATION_ERROR', 'body field "text" must not be blank', 'text');
      const now = ctx.clock.now();
      if (user.chat_muted_until && user.chat_muted_until > now)
        return fail('CHAT_MUTED', 'You are muted in the chat.', undefined, {
          mutedUntil: user.chat_muted_until.toISOString(),
        });
      const nickname = user.ghost_mode ? 'Hidden' : (user.nickname ?? user.username);
      const row = (
        await ctx.db.query<{ id: number; created_at: Date }>(
          'INSERT INTO chat_messages (room, user_id, nickname, text, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at',
          [b.room, user.id, nickname, text, now],
        )
      )[0] as { id: number; created_at: Date };
      const message = { id: row.id, room: b.room, nickname, text, createdAt: row.created_at.toISOString() };
      ctx.realtime.broadcast('chatMessage', message);
      return { data: { message: { ...message, isMe: true } } };
    },
  );

  app.put(
    '/api/user/chat-settings',
    {
      schema: {
        tags,
        summary: 'Chat settings: name colour, dark or light appearance, font size',
        security: bearer,
        body: body({
          nameColor: str({ pattern: '^#[0-9a-fA-F]{6}$' }),
          appearance: str({ enum: ['dark', 'light'] }),
          fontSize: int({ minimum: 10, maximum: 24 }),
        }),
        response: { 200: data({ chatSettings: anyObj() }), ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      const b = req.body as Record<string, unknown>;
      const next = { ...user.chat_settings };
      for (const k of ['nameColor', 'appearance', 'fontSize']) if (k in b) next[k] = b[k];
      await ctx.db.query('UPDATE users SET chat_settings = $2 WHERE id = $1', [
        user.id,
        JSON.stringify(next),
      ]);
      return { data: { chatSettings: next } };
    },
  );

  app.get(
    '/api/player-statistics/:player',
    {
      schema: {
        tags,
        summary:
          'Public statistics of a player by their opaque uuid (the shareable link; sequential ids are not looked up). Private until the player makes them public: STATISTICS_HIDDEN when hidden or in ghost mode',
        params: obj({ player: str({ maxLength: 64 }) }),
        response: {
          200: data({
            statistics: obj({
              userId: int(),
              nickname: str(),
              memberSince: dateTime(),
              totalBets: int(),
              totalWagered: num(),
              biggestWin: num(),
              biggestMultiplier: num(),
              favouriteGame: nullable(obj({ id: int(), name: str() })),
              shareUrl: str(),
            }),
          }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const { player } = req.params as { player: string };
      const u = (
        await ctx.db.query<{
          id: number;
          uuid: string;
          nickname: string | null;
          username: string;
          created_at: Date;
          statistics_public: boolean;
          ghost_mode: boolean;
        }>(
          // uuid is text: a sequential number matches nobody, so players cannot be enumerated.
          'SELECT * FROM users WHERE uuid = $1',
          [player],
        )
      )[0];
      if (!u) return fail('NOT_FOUND', 'No such player');
      if (!u.statistics_public || u.ghost_mode)
        return fail('STATISTICS_HIDDEN', 'This user has no visible statistics');
      const agg = (
        await ctx.db.query<{ n: number; wagered: number; best: number; mult: number }>(
          'SELECT count(*)::int AS n, coalesce(sum(amount), 0)::float8 AS wagered, coalesce(max(win), 0)::float8 AS best, coalesce(max(multiplier), 0)::float8 AS mult FROM bets WHERE user_id = $1',
          [u.id],
        )
      )[0];
      const fav = (
        await ctx.db.query<{ id: number; name: string }>(
          'SELECT g.id, g.name FROM bets b JOIN games g ON g.id = b.game_id WHERE b.user_id = $1 GROUP BY g.id ORDER BY count(*) DESC, g.id LIMIT 1',
          [u.id],
        )
      )[0];
      return {
        data: {
          statistics: {
            userId: u.id,
            nickname: u.nickname ?? u.username,
            memberSince: u.created_at.toISOString(),
            totalBets: agg?.n ?? 0,
            totalWagered: round2(agg?.wagered ?? 0),
            biggestWin: agg?.best ?? 0,
            biggestMultiplier: agg?.mult ?? 0,
            favouriteGame: fav ?? null,
            shareUrl: `${ctx.config.frontendUrl}/statistics/${u.uuid}`,
          },
        },
      };
    },
  );

  app.put(
    '/api/user/statistics-visibility',
    {
      schema: {
        tags,
        summary: 'Show or hide the public statistics',
        security: bearer,
        body: body({ public: bool() }, ['public']),
        response: { 200: okMessage, ...errorResponses },
      },
    },
    async (req) => {
      const { user } = await requireSession(ctx, req);
      await ctx.db.query('UPDATE users SET statistics_public = $2 WHERE id = $1', [
        user.id,
        (req.body as { public: boolean }).public,
      ]);
      return { data: { success: true, message: 'Statistics visibility updated' } };
    },
  );
}
