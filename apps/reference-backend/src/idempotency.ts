import type { FastifyRequest } from 'fastify';
import type { Ctx } from './context.ts';
import { sha256 } from './crypto.ts';
import type { Queryable } from './db.ts';
import { fail } from './errors.ts';
import type { Schema } from './schema.ts';

/** The optional Idempotency-Key request header of the money-moving calls, for their schemas. */
export const idempotencyHeaders: Schema = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description:
        'A key the client makes per intended movement (e.g. a UUID) and resends on retry: a repeat with the same key (per player and call) moves no money and answers the first outcome. Reusing a key for a different request is IDEMPOTENCY_KEY_REUSED.',
    },
  },
};

export function idempotencyKey(req: FastifyRequest): string | undefined {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' && key.length > 0 ? key : undefined;
}

/**
 * Runs a money movement once per (player, route, key), inside the caller's transaction. The key
 * row is inserted first: a concurrent request with the same key waits on that row's unique entry
 * until the first commits, then finds it and answers the stored outcome. When run throws, the
 * transaction rolls back and the key stays free (no outcome to repeat).
 */
export async function once<T>(
  q: Queryable,
  ctx: Ctx,
  scope: { userId: number; route: string; key: string | undefined; request: unknown },
  run: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  if (scope.key === undefined) return { value: await run(), replayed: false };
  const requestHash = sha256(JSON.stringify(scope.request ?? null));
  const claimed = await q.query(
    `INSERT INTO idempotency_keys (user_id, route, key, request_hash, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [scope.userId, scope.route, scope.key, requestHash, ctx.clock.now()],
  );
  if (!claimed.length) {
    const first = (
      await q.query<{ request_hash: string; response: T }>(
        'SELECT request_hash, response FROM idempotency_keys WHERE user_id = $1 AND route = $2 AND key = $3',
        [scope.userId, scope.route, scope.key],
      )
    )[0];
    if (!first || first.request_hash !== requestHash)
      return fail(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used for another request',
        'Idempotency-Key',
      );
    return { value: first.response, replayed: true };
  }
  const value = await run();
  await q.query('UPDATE idempotency_keys SET response = $4 WHERE user_id = $1 AND route = $2 AND key = $3', [
    scope.userId,
    scope.route,
    scope.key,
    JSON.stringify(value),
  ]);
  return { value, replayed: false };
}
