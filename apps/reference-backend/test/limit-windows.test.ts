import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayInZone } from '../src/clock.ts';
import { LIMIT_PERIODS, limitWindow, renewsAt } from '../src/limit-windows.ts';
import { makeServer, type TestServer, userIdOf, VISA } from './helpers.ts';

/**
 * Weekly and monthly deposit, bet and loss limits and their window edges (issue 31). Windows are
 * UTC and half-open, [start, end): the last millisecond of a window counts in it, the first
 * millisecond of the next starts from zero. The server clock is frozen on the edge
 * (POST /__test/clock {freeze, now}) so a request cannot drift past it while it runs.
 */
const iso = (d: Date) => d.toISOString();
const DAY = 86_400_000;

describe('limitWindow (pure)', () => {
  it('a day is [00:00, next 00:00) UTC: its last millisecond is in it, the next one is not', () => {
    const last = limitWindow(new Date('2026-03-10T23:59:59.999Z'), 0);
    expect([iso(last.start), iso(last.end)]).toEqual([
      '2026-03-10T00:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
    ]);
    expect(iso(limitWindow(new Date('2026-03-11T00:00:00.000Z'), 0).start)).toBe('2026-03-11T00:00:00.000Z');
  });

  it('a week runs Monday 00:00 to Monday 00:00 UTC (ISO 8601), across a month and a year', () => {
    // Sunday 2026-03-15, last millisecond: still the week of Monday 9 March.
    const sunday = limitWindow(new Date('2026-03-15T23:59:59.999Z'), 1);
    expect([iso(sunday.start), iso(sunday.end)]).toEqual([
      '2026-03-09T00:00:00.000Z',
      '2026-03-16T00:00:00.000Z',
    ]);
    // Monday 00:00 opens the next one.
    expect(iso(limitWindow(new Date('2026-03-16T00:00:00.000Z'), 1).start)).toBe('2026-03-16T00:00:00.000Z');
    // Thursday 31 December 2026: the week of Monday 28 December, ending Monday 4 January 2027.
    const newYear = limitWindow(new Date('2026-12-31T12:00:00.000Z'), 1);
    expect([iso(newYear.start), iso(newYear.end)]).toEqual([
      '2026-12-28T00:00:00.000Z',
      '2027-01-04T00:00:00.000Z',
    ]);
  });

  it('a month runs from the 1st 00:00 UTC: 29 days in a leap February, December into January', () => {
    const feb = limitWindow(new Date('2024-02-29T23:59:59.999Z'), 2);
    expect([iso(feb.start), iso(feb.end)]).toEqual(['2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
    expect(feb.end.getTime() - feb.start.getTime()).toBe(29 * DAY);
    const dec = limitWindow(new Date('2026-12-31T23:59:59.999Z'), 2);
    expect([iso(dec.start), iso(dec.end)]).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(iso(limitWindow(new Date('2027-01-01T00:00:00.000Z'), 2).start)).toBe('2027-01-01T00:00:00.000Z');
  });

  it('any instant: start ≤ t < end, the next window starts at end, lengths are 1, 7 and 28–31 days', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-05T00:00:00Z'),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(0, 1, 2),
        (t, period) => {
          const w = limitWindow(t, period);
          expect(w.start.getTime()).toBeLessThanOrEqual(t.getTime());
          expect(t.getTime()).toBeLessThan(w.end.getTime());
          expect(limitWindow(w.end, period).start.getTime()).toBe(w.end.getTime());
          expect(limitWindow(new Date(w.end.getTime() - 1), period)).toEqual(w);
          expect(renewsAt(t, period)).toEqual(w.end);
          const days = (w.end.getTime() - w.start.getTime()) / DAY;
          if (period === 0) expect(days).toBe(1);
          else if (period === 1) expect([days, w.start.getUTCDay()]).toEqual([7, 1]);
          else expect([days >= 28 && days <= 31, w.start.getUTCDate()]).toEqual([true, 1]);
        },
      ),
    );
  });

  it('players in UTC+14 and UTC−11 share the UTC window, whatever their own date says', () => {
    // Monday 09:00 in Kiritimati (UTC+14) and Saturday 08:00 in Pago Pago (UTC−11) are both Sunday
    // 19:00 UTC: the week of Monday 9 March, renewing Monday 16 March 00:00 UTC.
    const t = new Date('2026-03-15T19:00:00.000Z');
    expect(dayInZone(t, 'Pacific/Kiritimati')).toBe('2026-03-16');
    expect(dayInZone(t, 'Pacific/Pago_Pago')).toBe('2026-03-15');
    expect(iso(limitWindow(t, 1).start)).toBe('2026-03-09T00:00:00.000Z');
    expect(iso(renewsAt(t, 1))).toBe('2026-03-16T00:00:00.000Z');
    expect(iso(renewsAt(t, 0))).toBe('2026-03-16T00:00:00.000Z');
  });

  it('a daylight-saving change makes no day 23 or 25 hours long (Berlin, 29 March and 25 October 2026)', () => {
    for (const t of ['2026-03-29T01:30:00.000Z', '2026-10-25T01:30:00.000Z']) {
      const day = limitWindow(new Date(t), 0);
      expect(day.end.getTime() - day.start.getTime()).toBe(DAY);
      const week = limitWindow(new Date(t), 1);
      expect(week.end.getTime() - week.start.getTime()).toBe(7 * DAY);
    }
  });

  it('refuses an unknown period and an invalid instant', () => {
    expect(() => limitWindow(new Date(), 3)).toThrow(RangeError);
    expect(() => limitWindow(new Date(Number.NaN), 0)).toThrow(RangeError);
    expect(LIMIT_PERIODS).toEqual(['daily', 'weekly', 'monthly']);
  });
});

describe('limits on the reference back end, at the edges of their windows', () => {
  let s: TestServer;
  let token: string;
  const player = userIdOf.depositor;

  beforeAll(async () => {
    s = await makeServer();
    // Logged in at the real time; every test then freezes the clock in the past, where the session
    // is still alive and none of the seeded rows (made at the real time) fall in its windows.
    token = await s.login('depositor@demo.casino');
  });
  afterAll(() => s?.close());
  afterEach(async () => {
    s.ctx.forcedReels.length = 0;
    await s.call('DELETE', '/__test/clock');
    await s.ctx.db.query('DELETE FROM limits WHERE user_id = $1', [player]);
  });

  const freezeAt = async (now: string) => {
    const res = await s.call('POST', '/__test/clock', { body: { freeze: true, now } });
    expect(res.json()).toEqual({ now, frozen: true });
  };
  const setLimit = (type: 'deposit' | 'bet' | 'loss', period: number, amount: string) =>
    s.ctx.db.query(
      'INSERT INTO limits (user_id, type, period, amount, updated_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, type, period) DO UPDATE SET amount = $4',
      [player, type, period, amount, new Date('2020-01-01T00:00:00Z')],
    );
  /** A deposit (completed unless said) recorded at an instant, as the route records it. */
  const depositAt = (at: string, amount: string, status = 'completed') =>
    s.ctx.db.query(
      "INSERT INTO transactions (uuid, user_id, type, status, amount, fee, currency_code, payment_method_id, details, created_at, updated_at) VALUES ($1, $2, 'deposit', $3, $4, 0, 'EUR', 1, '{}', $5, $5)",
      [crypto.randomUUID(), player, status, amount, at],
    );
  const betAt = (at: string, amount: string, win = '0') =>
    s.ctx.db.query(
      "INSERT INTO bets (user_id, nickname, game_id, amount, win, multiplier, currency_code, created_at) VALUES ($1, 'DanaD', 1, $2, $3, 0, 'EUR', $4)",
      [player, amount, win, at],
    );
  const deposit = (amount: string) =>
    s.call('POST', '/api/user/deposit', { token, body: { paymentMethodId: 1, amount, card: VISA } });
  /** A game session opened now (at the frozen time) with losing reels queued. */
  const launch = async (losing = 1) => {
    await s.call('PATCH', `/__test/users/${player}`, { body: { balance: 1000 } });
    const res = await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } });
    expect(res.statusCode, res.body).toBe(200);
    await s.call('POST', '/__test/next-spins', {
      body: { reels: Array.from({ length: losing }, () => ['7', '★', '♦']) },
    });
    return res.json().data.sessionId as string;
  };
  const spin = (sessionId: string, bet: string) =>
    s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet } });
  it('the test clock stands still when frozen, moves only by advanceMs, and runs again on freeze false', async () => {
    await freezeAt('2025-01-15T12:00:00.000Z');
    await new Promise((r) => setTimeout(r, 20));
    expect(s.ctx.clock.now().toISOString()).toBe('2025-01-15T12:00:00.000Z');
    const moved = await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
    expect(moved.json()).toEqual({ now: '2025-01-15T12:00:00.001Z', frozen: true });
    const running = await s.call('POST', '/__test/clock', { body: { freeze: false } });
    expect(running.json().frozen).toBe(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(s.ctx.clock.now().getTime()).toBeGreaterThan(Date.parse('2025-01-15T12:00:00.001Z'));
  });

  it('weekly deposit limit: refused on the last millisecond of Sunday (renewsAt next Monday), accepted on Monday 00:00', async () => {
    await setLimit('deposit', 1, '100');
    // Monday 00:00 exactly counts (inclusive start); the Sunday before does not.
    await depositAt('2025-03-10T00:00:00.000Z', '60');
    await depositAt('2025-03-09T23:59:59.999Z', '500');
    await freezeAt('2025-03-16T23:59:59.999Z');
    const refused = await deposit('50');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'PAYMENT_LIMIT_THRESHOLD',
      details: { period: 'weekly', limit: 100, used: '60.00', renewsAt: '2025-03-17T00:00:00.000Z' },
    });
    expect((await deposit('40')).statusCode).toBe(200);
    await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
    const next = await deposit('50');
    expect(next.statusCode, next.body).toBe(200);
  });

  it('monthly deposit limit: refused on 31 January 23:59:59.999, accepted on 1 February 00:00', async () => {
    await setLimit('deposit', 2, '200');
    await depositAt('2025-01-01T00:00:00.000Z', '150');
    await depositAt('2024-12-31T23:59:59.999Z', '1000');
    await freezeAt('2025-01-31T23:59:59.999Z');
    const refused = await deposit('60');
    expect(refused.json().error).toMatchObject({
      code: 'PAYMENT_LIMIT_THRESHOLD',
      details: { period: 'monthly', used: '150.00', renewsAt: '2025-02-01T00:00:00.000Z' },
    });
    await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
    expect((await deposit('60')).statusCode).toBe(200);
  });

  it('monthly deposit limit in a leap February ends after the 29th', async () => {
    await setLimit('deposit', 2, '100');
    await depositAt('2024-02-01T00:00:00.000Z', '100');
    await freezeAt('2024-02-29T23:59:59.999Z');
    const refused = await deposit('5');
    expect(refused.json().error?.details?.renewsAt).toBe('2024-03-01T00:00:00.000Z');
    await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
    expect((await deposit('5')).statusCode).toBe(200);
  });

  it('a deposit still waiting (processing, e.g. for 3-D Secure) counts in its week', async () => {
    await setLimit('deposit', 1, '100');
    await depositAt('2025-06-02T10:00:00.000Z', '80', 'processing');
    await freezeAt('2025-06-08T20:00:00.000Z');
    const refused = await deposit('25');
    expect(refused.json().error?.details).toMatchObject({ period: 'weekly', used: '80.00' });
    expect((await deposit('20')).statusCode).toBe(200);
  });

  it('the tightest window refuses: daily has room, the weekly limit names itself and its renewal', async () => {
    await setLimit('deposit', 0, '100');
    await setLimit('deposit', 1, '120');
    await depositAt('2025-04-08T09:00:00.000Z', '100');
    await freezeAt('2025-04-10T09:00:00.000Z');
    const refused = await deposit('30');
    expect(refused.json().error?.details).toMatchObject({
      period: 'weekly',
      renewsAt: '2025-04-14T00:00:00.000Z',
    });
  });

  it('daily deposit limit refusal renews at the next 00:00 UTC', async () => {
    await setLimit('deposit', 0, '10');
    await freezeAt('2025-05-20T23:59:59.999Z');
    expect((await deposit('10')).statusCode).toBe(200);
    const refused = await deposit('5');
    expect(refused.json().error?.details).toMatchObject({
      period: 'daily',
      renewsAt: '2025-05-21T00:00:00.000Z',
    });
    await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
    expect((await deposit('5')).statusCode).toBe(200);
  });

  it('weekly bet limit: refused on the last millisecond of the week (weeklyBetLimit, renewsAt), a spin passes on Monday', async () => {
    await setLimit('bet', 1, '50');
    await betAt('2025-03-10T00:00:00.000Z', '45', '90');
    await betAt('2025-03-09T23:59:59.999Z', '1000');
    await freezeAt('2025-03-16T23:59:59.999Z');
    const sessionId = await launch(2);
    const refused = await spin(sessionId, '10');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'weeklyBetLimit',
      details: { limit: 50, used: '45.00', renewsAt: '2025-03-17T00:00:00.000Z' },
    });
    expect((await spin(sessionId, '5')).statusCode).toBe(200);
    await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
    expect((await spin(sessionId, '10')).statusCode).toBe(200);
  });

  it('monthly bet limit counts stakes from the 1st 00:00 UTC and renews on the next 1st', async () => {
    await setLimit('bet', 2, '100');
    await betAt('2025-07-01T00:00:00.000Z', '95');
    await betAt('2025-06-30T23:59:59.999Z', '500');
    await freezeAt('2025-07-31T23:59:59.999Z');
    const sessionId = await launch(1);
    const refused = await spin(sessionId, '6');
    expect(refused.json().error).toMatchObject({
      code: 'monthlyBetLimit',
      details: { used: '95.00', renewsAt: '2025-08-01T00:00:00.000Z' },
    });
    await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
    expect((await spin(sessionId, '6')).statusCode).toBe(200);
  });

  it('weekly loss limit: stakes less wins in the week; refused at the edge, renewed on Monday', async () => {
    await setLimit('loss', 1, '30');
    await betAt('2025-09-01T00:00:00.000Z', '50', '25'); // net loss 25
    await betAt('2025-08-31T23:59:59.999Z', '500'); // last week's loss does not count
    await freezeAt('2025-09-07T23:59:59.999Z');
    const sessionId = await launch(2);
    const refused = await spin(sessionId, '5.01');
    expect(refused.json().error).toMatchObject({
      code: 'weeklyLossLimit',
      details: { limit: 30, used: '25.00', renewsAt: '2025-09-08T00:00:00.000Z' },
    });
    expect((await spin(sessionId, '5')).statusCode).toBe(200);
    await s.call('POST', '/__test/clock', { body: { advanceMs: 1 } });
    expect((await spin(sessionId, '30')).statusCode).toBe(200);
  });

  it('monthly loss limit: a win earlier in the month leaves room for more stakes', async () => {
    await setLimit('loss', 2, '40');
    await betAt('2025-10-01T00:00:00.000Z', '60'); // lost 60
    await betAt('2025-10-15T12:00:00.000Z', '10', '40'); // won 30 net: loss 30
    await freezeAt('2025-10-31T23:59:59.999Z');
    const sessionId = await launch(2);
    expect((await spin(sessionId, '10')).statusCode).toBe(200); // loss 40 exactly: allowed
    const refused = await spin(sessionId, '0.10');
    expect(refused.json().error).toMatchObject({
      code: 'monthlyLossLimit',
      details: { used: '40.00', renewsAt: '2025-11-01T00:00:00.000Z' },
    });
  });

  it('the monthly winnings used are counted from the 1st 00:00 UTC, whatever the database time zone', async () => {
    // The database speaks Kiritimati time (UTC+14): date_trunc('month', now) there begins the
    // month 14 hours early, on 30 April 10:00 UTC, and counted April's win as May's.
    // One connection on PGlite, so the SET holds for the request below.
    expect(s.ctx.db.kind).toBe('pglite');
    await s.ctx.db.query('UPDATE users SET monthly_limit = 5000 WHERE id = $1', [player]);
    await betAt('2025-04-30T12:00:00.000Z', '10', '300'); // April in UTC
    await betAt('2025-05-01T00:00:00.000Z', '10', '7.50'); // May in UTC
    await s.ctx.db.query("SET TIME ZONE 'Pacific/Kiritimati'");
    try {
      await freezeAt('2025-05-01T05:00:00.000Z');
      const res = await s.call('GET', '/api/user/get-user-details', { token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().userMonthlyLimit).toMatchObject({ amount: '5000.00', used: '7.50' });
    } finally {
      await s.ctx.db.query('SET TIME ZONE UTC');
      await s.ctx.db.query('UPDATE users SET monthly_limit = NULL WHERE id = $1', [player]);
    }
  });
});
