import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../app.ts';
import { optionalSession, requireSession } from '../auth.ts';
import type { Ctx } from '../context.ts';
import { arr, bool, data, dateTime, int, nullable, obj, str } from '../schema.ts';
import { bearer } from './common.ts';

const dice = arr(int({ minimum: 1, maximum: 6 }), { minItems: 2, maxItems: 2 });

const tableSchema = obj({
  tableId: int(),
  name: str(),
  version: int(),
  serverNow: dateTime(),
  round: int(),
  turn: nullable(obj({ seat: int(), deadline: dateTime() })),
  rules: obj({ turnMs: int(), awayAfterMs: int(), removeAfterMs: int(), minPlayers: int() }),
  seats: arr(
    obj({
      seat: int(),
      player: nullable(
        obj({
          playerId: str(),
          nickname: str(),
          score: int(),
          status: str({ enum: ['present', 'away'] }),
          awayReason: { type: ['string', 'null'], enum: ['manual', 'idle', null] },
          awaySince: nullable(dateTime()),
          removalAt: nullable(dateTime()),
          dice: nullable(dice),
          folded: bool(),
        }),
      ),
    }),
  ),
  events: arr(
    obj(
      {
        id: int(),
        at: dateTime(),
        type: str({
          enum: [
            'joined',
            'left',
            'removed',
            'rolled',
            'timedOut',
            'skipped',
            'away',
            'back',
            'roundStarted',
            'roundWon',
          ],
        }),
        seat: int(),
        nickname: str(),
        dice,
        reason: str({ enum: ['manual', 'idle'] }),
        seats: arr(int()),
        total: int(),
      },
      ['id', 'at', 'type'],
    ),
  ),
});

/** `playerId`: the caller's public id (null for a guest), to find their own seat in any state. */
const tableAnswer = data({ table: tableSchema, playerId: nullable(str()) });

/**
 * The multiplayer dice table (issue 17, spec 4 away rules in multiplayer.ts). Every call acts as
 * the session's player: nothing in a request says who plays or whose turn it is.
 */
export function registerMultiplayerRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['multiplayer'];
  const params = obj({ id: int({ minimum: 1 }) });
  const tableId = (req: FastifyRequest) => (req.params as { id: number }).id;

  app.get(
    '/api/multiplayer/tables',
    {
      schema: {
        tags,
        summary: 'The dice tables with their seats (live changes arrive as tableState to seated players)',
        response: {
          200: data({ tables: arr(tableSchema), playerId: nullable(str()) }),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const session = await optionalSession(ctx, req);
      return { data: { tables: ctx.tables.list(), playerId: session?.user.uuid ?? null } };
    },
  );

  app.get(
    '/api/multiplayer/tables/:id',
    {
      schema: {
        tags,
        summary: 'One dice table: seats, whose turn and until when, away players, the latest events',
        params,
        response: { 200: tableAnswer, ...errorResponses },
      },
    },
    async (req) => {
      const session = await optionalSession(ctx, req);
      return { data: { table: ctx.tables.state(tableId(req)), playerId: session?.user.uuid ?? null } };
    },
  );

  const action = (
    path: string,
    summary: string,
    run: (tableId: number, user: { id: number; uuid: string; nickname: string }) => unknown,
  ) =>
    app.post(
      `/api/multiplayer/tables/:id/${path}`,
      {
        schema: {
          tags,
          summary,
          security: bearer,
          params,
          response: { 200: tableAnswer, ...errorResponses },
        },
      },
      async (req) => {
        const { user } = await requireSession(ctx, req);
        const nickname = user.ghost_mode ? 'Hidden' : (user.nickname ?? user.username);
        const table = run(tableId(req), { id: user.id, uuid: user.uuid, nickname });
        return { data: { table, playerId: user.uuid } };
      },
    );

  action(
    'join',
    'Take a free seat (moves the player from another table; TABLE_FULL when none is free)',
    (id, user) => ctx.tables.join(id, { userId: user.id, playerId: user.uuid, nickname: user.nickname }),
  );
  action('leave', 'Give up the seat', (id, user) => ctx.tables.leave(id, user.id));
  action(
    'roll',
    "Roll the dice on the player's own turn (NOT_YOUR_TURN otherwise; returns an away player either way)",
    (id, user) => ctx.tables.roll(id, user.id),
  );
  action('away', 'Step away: turns are skipped and the hand folded until the player is back', (id, user) =>
    ctx.tables.away(id, user.id),
  );
  action(
    'back',
    'Input from the player ("I\'m back", a click): resets the 5-minute idle clock and returns an away player',
    (id, user) => ctx.tables.input(id, user.id),
  );
}
