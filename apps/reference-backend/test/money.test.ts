import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/clock.ts';
import { makeServer, type TestServer, today, userIdOf } from './helpers.ts';

/** Money integrity (issue 12): each rule here was seen failing on the code before its fix. */
let s: TestServer;
const t: Record<string, string> = {};

beforeAll(async () => {
  s = await makeServer();
  for (const key of Object.keys(userIdOf)) t[key] = await s.login(`${key}@demo.casino`);
});
afterAll(() => s?.close());

const rakebackPaid = async (userId: number) =>
  (
    await s.ctx.db.query<{ n: number; total: string }>(
      "SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS total FROM transactions WHERE user_id = $1 AND type = 'rakeback'",
      [userId],
    )
  )[0];

describe('rakeback', () => {
  it('claiming with every bonus id pays each day once in total', async () => {
    const ids = (await s.ctx.db.query<{ id: number }>('SELECT id FROM bonuses ORDER BY id')).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(5);
    const before = await rakebackPaid(userIdOf.depositor);
    const statuses: number[] = [];
    for (const claimDate of [today(), addDays(today(), -1)])
      for (const bonusId of ids) {
        const res = await s.call('POST', '/api/user/rakeback-claim', {
          token: t.depositor,
          query: { timeZone: 'UTC' },
          body: { bonusId, claimDate },
        });
        statuses.push(res.statusCode);
      }
    expect(statuses.filter((x) => x === 200)).toHaveLength(2);
    const after = await rakebackPaid(userIdOf.depositor);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(2);
  });

  it('the database refuses a second paid row for the same player and day', async () => {
    const day = addDays(today(), -40);
    await s.ctx.db.query(
      'INSERT INTO rakeback_days (user_id, bonus_id, claim_date, amount, paid_at) VALUES ($1, 6, $2, 1, now())',
      [userIdOf.kyc, day],
    );
    await expect(
      s.ctx.db.query(
        'INSERT INTO rakeback_days (user_id, bonus_id, claim_date, amount, paid_at) VALUES ($1, 5, $2, 1, now())',
        [userIdOf.kyc, day],
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
