import type { FastifyInstance } from 'fastify';
import type { Ctx, Fault } from '../context.ts';
import { REEL_SYMBOLS } from '../demo-slot.ts';
import { fail } from '../errors.ts';
import type { DemoPaymentProvider } from '../payment-provider.ts';
import { anyObj, arr, body, bool, int, num, obj, str } from '../schema.ts';
import { creditCryptoTransfer } from './payments.ts';

/** Test helpers, registered only when CASINO_TEST_MODE=1. */
export function registerTestRoutes(app: FastifyInstance, ctx: Ctx): void {
  const tags = ['test mode (CASINO_TEST_MODE=1 only)'];
  const ok = { 200: anyObj() };

  app.post(
    '/__test/faults',
    {
      schema: {
        tags,
        summary:
          'Add a fault for a route: latency, status, hang, malformed JSON, dropped sockets; route provider:charge makes the demo payment provider slow (latencyMs), hang or fail (status)',
        body: body(
          {
            route: str({ minLength: 1 }),
            latencyMs: int({ minimum: 0, maximum: 120000 }),
            status: int({ minimum: 400, maximum: 599 }),
            hang: bool(),
            malformed: bool(),
            dropSockets: bool(),
            times: int({ minimum: 1 }),
          },
          ['route'],
        ),
        response: ok,
      },
    },
    async (req) => {
      const fault = req.body as Fault;
      ctx.faults.push({ ...fault });
      if (fault.dropSockets) {
        ctx.realtime.refuseConnections = true;
        ctx.realtime.dropAll();
      }
      return { faults: ctx.faults };
    },
  );
  app.get(
    '/__test/payment-charges',
    {
      schema: {
        tags,
        summary: "The demo payment provider's charges, in order (a refused deposit must show none)",
        response: ok,
      },
    },
    async () => ({
      charges: ctx.payments && 'charges' in ctx.payments ? (ctx.payments as DemoPaymentProvider).charges : [],
    }),
  );
  app.get('/__test/faults', { schema: { tags, response: ok } }, async () => ({ faults: ctx.faults }));
  app.delete(
    '/__test/faults',
    { schema: { tags, summary: 'Clear every fault and release hung requests', response: ok } },
    async () => {
      ctx.faults.length = 0;
      ctx.realtime.refuseConnections = false;
      for (const release of ctx.hung) release();
      ctx.hung.clear();
      return { faults: [] };
    },
  );

  app.post(
    '/__test/clock',
    {
      schema: {
        tags,
        summary:
          'Move the server clock (advanceMs) or set it (now); freeze true makes it stand still there (until freeze false or DELETE), so a test can stand on the last millisecond of a limit window; the multiplayer tables settle and the sessions it ended are told at once',
        body: body({ advanceMs: num(), now: str({ format: 'date-time' }), freeze: bool() }),
        response: ok,
      },
    },
    async (req) => {
      const b = req.body as { advanceMs?: number; now?: string; freeze?: boolean };
      if (b.freeze === false) ctx.clock.unfreeze();
      if (b.freeze) ctx.clock.freeze();
      if (b.now) ctx.clock.set(new Date(b.now));
      if (b.advanceMs) ctx.clock.advance(b.advanceMs);
      // What fell due happens at once, not at the next tick: the multiplayer tables play out turn
      // timeouts, away and removals; sockets whose session the move ended (idle, session time
      // limit) hear why and close, as the 15-second sweep would tell them.
      ctx.tables.settleAll();
      await ctx.realtime.sweep();
      return { now: ctx.clock.now().toISOString(), frozen: ctx.clock.frozen };
    },
  );
  app.delete('/__test/clock', { schema: { tags, response: ok } }, async () => {
    ctx.clock.reset();
    return { now: ctx.clock.now().toISOString() };
  });

  app.delete(
    '/__test/multiplayer',
    {
      schema: {
        tags,
        summary: 'Empty every multiplayer table (a test starts at fresh tables)',
        response: ok,
      },
    },
    async () => {
      ctx.tables.reset();
      return { ok: true };
    },
  );

  app.put(
    '/__test/settings',
    {
      schema: {
        tags,
        summary: 'Set (or with value null remove) one settings2 key of a brand',
        body: body({ brand: str(), key: str({ minLength: 1 }), value: {} }, ['brand', 'key', 'value']),
        response: ok,
      },
    },
    async (req) => {
      const b = req.body as { brand: string; key: string; value: unknown };
      if (!ctx.brands.get(b.brand)) return fail('NOT_FOUND', `Unknown brand ${b.brand}`, 'brand');
      if (b.value === null)
        await ctx.db.query('DELETE FROM brand_settings WHERE brand = $1 AND key = $2', [b.brand, b.key]);
      else
        await ctx.db.query(
          'INSERT INTO brand_settings (brand, key, value) VALUES ($1, $2, $3) ON CONFLICT (brand, key) DO UPDATE SET value = $3',
          [b.brand, b.key, JSON.stringify(b.value)],
        );
      ctx.cache.delete(`settings:${b.brand}`);
      return { ok: true };
    },
  );

  app.put(
    '/__test/locales/:lng',
    {
      schema: {
        tags,
        summary:
          'Set the exact answer of GET /api/core/casino/locales/{lng}.json (operator overrides, a partial or a broken answer); answer null removes it',
        params: obj({ lng: str({ pattern: '^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$' }) }),
        body: body({ answer: {} }, ['answer']),
        response: ok,
      },
    },
    async (req) => {
      const { lng } = req.params as { lng: string };
      const { answer } = req.body as { answer: unknown };
      if (answer === null) ctx.localeAnswers.delete(lng);
      else ctx.localeAnswers.set(lng, answer);
      return { locales: [...ctx.localeAnswers.keys()] };
    },
  );
  app.delete(
    '/__test/locales',
    { schema: { tags, summary: 'Remove every answer set with PUT /__test/locales/{lng}', response: ok } },
    async () => {
      ctx.localeAnswers.clear();
      return { locales: [] };
    },
  );

  // The operator scripts a brand injects (GET /api/core/casino/scripts reads the same rows), as an
  // operator would set them: PUT replaces a brand's rows; DELETE puts back what every brand PUT
  // changed had before its first PUT.
  type ScriptRow = {
    key: string;
    audience: string;
    head: string | null;
    body_start: string | null;
    body_end: string | null;
    sort: number;
  };
  const scriptsBefore = new Map<string, ScriptRow[]>();
  const writeScripts = async (brand: string, rows: readonly ScriptRow[]) =>
    ctx.db.tx(async (q) => {
      await q.query('DELETE FROM brand_scripts WHERE brand = $1', [brand]);
      for (const row of rows)
        await q.query(
          'INSERT INTO brand_scripts (brand, key, audience, head, body_start, body_end, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [brand, row.key, row.audience, row.head, row.body_start, row.body_end, row.sort],
        );
    });
  app.put(
    '/__test/scripts',
    {
      schema: {
        tags,
        summary:
          "Replace a brand's operator scripts (what GET /api/core/casino/scripts answers); DELETE /__test/scripts puts the old ones back",
        body: body(
          {
            brand: str(),
            scripts: arr(
              obj(
                {
                  key: str({ minLength: 1 }),
                  audience: str({ enum: ['all', 'auth', 'depositors'] }),
                  head: str(),
                  bodyStart: str(),
                  bodyEnd: str(),
                },
                ['key'],
              ),
            ),
          },
          ['brand', 'scripts'],
        ),
        response: ok,
      },
    },
    async (req) => {
      const b = req.body as {
        brand: string;
        scripts: { key: string; audience?: string; head?: string; bodyStart?: string; bodyEnd?: string }[];
      };
      if (!ctx.brands.get(b.brand)) return fail('NOT_FOUND', `Unknown brand ${b.brand}`, 'brand');
      if (!scriptsBefore.has(b.brand))
        scriptsBefore.set(
          b.brand,
          await ctx.db.query<ScriptRow>(
            'SELECT key, audience, head, body_start, body_end, sort FROM brand_scripts WHERE brand = $1 ORDER BY sort',
            [b.brand],
          ),
        );
      await writeScripts(
        b.brand,
        b.scripts.map((script, index) => ({
          key: script.key,
          audience: script.audience ?? 'all',
          head: script.head ?? null,
          body_start: script.bodyStart ?? null,
          body_end: script.bodyEnd ?? null,
          sort: index + 1,
        })),
      );
      return { brand: b.brand, keys: b.scripts.map((script) => script.key) };
    },
  );
  app.delete(
    '/__test/scripts',
    {
      schema: {
        tags,
        summary: 'Put back the operator scripts every PUT /__test/scripts replaced',
        response: ok,
      },
    },
    async () => {
      for (const [brand, rows] of scriptsBefore) await writeScripts(brand, rows);
      const restored = [...scriptsBefore.keys()];
      scriptsBefore.clear();
      return { restored };
    },
  );

  app.post('/__test/reset', { schema: { tags, summary: 'Reseed the database', response: ok } }, async () => {
    await ctx.reseed();
    return { ok: true };
  });

  const userCols: Record<string, string> = {
    isEmailVerified: 'is_email_verified',
    kycStatus: 'kyc_status',
    tags: 'tags',
    isFraudFlagged: 'is_fraud_flagged',
    depositWagerLeft: 'deposit_wager_left',
    countryCode: 'country_code',
    loyaltyLevel: 'loyalty_level',
    depositCount: 'deposit_count',
    createdAt: 'created_at',
    chatMutedUntil: 'chat_muted_until',
    brand: 'brand',
  };
  app.patch(
    '/__test/users/:id',
    {
      schema: {
        tags,
        summary: 'Change a player directly (and balance / bonusBalance of the primary wallet)',
        params: obj({ id: int() }),
        body: body({
          isEmailVerified: bool(),
          kycStatus: str(),
          tags: arr(str()),
          isFraudFlagged: bool(),
          depositWagerLeft: num(),
          countryCode: str(),
          loyaltyLevel: int(),
          depositCount: int(),
          createdAt: str(),
          /** ISO time until which the player may not chat (null lifts the mute). */
          chatMutedUntil: { type: ['string', 'null'] },
          /** The account's brand (the brand whose site it logs in on and whose rules it follows). */
          brand: str(),
          balance: num(),
          bonusBalance: num(),
        }),
        response: ok,
      },
    },
    async (req) => {
      const { id } = req.params as { id: number };
      const b = req.body as Record<string, unknown>;
      for (const [key, col] of Object.entries(userCols))
        if (key in b)
          await ctx.db.query(`UPDATE users SET ${col} = $2 WHERE id = $1`, [
            id,
            key === 'tags' ? JSON.stringify(b[key]) : b[key],
          ]);
      if ('balance' in b)
        await ctx.db.query('UPDATE wallets SET balance = $2 WHERE user_id = $1 AND is_primary', [
          id,
          b.balance,
        ]);
      if ('bonusBalance' in b)
        await ctx.db.query('UPDATE wallets SET bonus_balance = $2 WHERE user_id = $1 AND is_primary', [
          id,
          b.bonusBalance,
        ]);
      return { ok: true };
    },
  );

  app.get(
    '/__test/users/:id/password-hash-cost',
    {
      schema: {
        tags,
        summary:
          "The scrypt parameters the player's stored password hash was made with (N, log2N, r, p), as a login verifies it",
        params: obj({ id: int() }),
        response: ok,
      },
    },
    async (req) => {
      const { id } = req.params as { id: number };
      const row = (
        await ctx.db.query<{ password_hash: string | null }>(
          'SELECT password_hash FROM users WHERE id = $1',
          [id],
        )
      )[0];
      if (!row) return fail('NOT_FOUND', `No user ${id}`);
      if (!row.password_hash) return fail('NOT_FOUND', `User ${id} has no password`);
      // The stored forms of crypto.ts: `scrypt$N=…,r=…,p=…$salt$key`, and the older `scrypt$salt$key`
      // (always N=2^14, r=8, p=1).
      const parts = row.password_hash.split('$');
      const m = parts.length === 4 ? /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1] ?? '') : null;
      const cost =
        parts[0] === 'scrypt' && parts.length === 3
          ? { N: 2 ** 14, r: 8, p: 1 }
          : m && parts[0] === 'scrypt'
            ? { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) }
            : null;
      if (!cost) return fail('INTERNAL_ERROR', `User ${id}'s password hash is not an scrypt hash`);
      return { ...cost, log2N: Math.log2(cost.N) };
    },
  );

  app.post(
    '/__test/next-spins',
    {
      schema: {
        tags,
        summary: 'Queue the reels of the next demo-slot spins (e.g. [["7","7","7"]] wins 100×)',
        body: body(
          {
            reels: arr(arr(str({ enum: [...REEL_SYMBOLS] }), { minItems: 3, maxItems: 3 }), { minItems: 1 }),
          },
          ['reels'],
        ),
        response: ok,
      },
    },
    async (req) => {
      ctx.forcedReels.push(...(req.body as { reels: string[][] }).reels);
      return { queued: ctx.forcedReels.length };
    },
  );

  app.get(
    '/__test/outbox',
    { schema: { tags, summary: 'E-mails the server "sent"', response: ok } },
    async () => ({
      messages: await ctx.db.query('SELECT * FROM outbox ORDER BY id'),
    }),
  );

  app.post(
    '/__test/geo',
    {
      schema: {
        tags,
        summary: 'Country reported for loopback callers (null resets)',
        body: body({ country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' } }, ['country']),
        response: ok,
      },
    },
    async (req) => {
      const { country } = req.body as { country: string | null };
      ctx.geoCountry = country ?? undefined;
      return { country: ctx.geoCountry ?? ctx.config.defaultCountry };
    },
  );

  /** Varies the recorded bets (player, game, stake, multiplier) from one to the next. */
  let betSequence = 0;
  // The bet feed under load (pnpm bench:feed): bets recorded as a spin records them (rows the feed
  // reads back) and broadcast as the same `bet` event, without a wallet, a game session or the
  // spin's dozen queries in between, so a benchmark can send a steady 1,000 a minute.
  app.post(
    '/__test/bets',
    {
      schema: {
        tags,
        summary:
          'Record bets of seeded players on catalogue games and broadcast each as the `bet` event a spin sends',
        body: body({ count: int({ minimum: 1, maximum: 100 }) }, ['count']),
        response: ok,
      },
    },
    async (req) => {
      const { count } = req.body as { count: number };
      const players = await ctx.db.query<{ id: number; nickname: string; ghost_mode: boolean }>(
        'SELECT id, coalesce(nickname, username) AS nickname, ghost_mode FROM users WHERE coalesce(nickname, username) IS NOT NULL ORDER BY id LIMIT 20',
      );
      const games = await ctx.db.query<{ id: number; name: string }>(
        'SELECT id, name FROM games ORDER BY id LIMIT 200',
      );
      if (players.length === 0 || games.length === 0) return fail('NOT_FOUND', 'No seeded players or games');
      const betIds: number[] = [];
      for (let n = 0; n < count; n++) {
        betSequence += 1;
        const sequence = betSequence;
        const player = players[sequence % players.length] as (typeof players)[number];
        const game = games[(sequence * 7) % games.length] as (typeof games)[number];
        // Stakes from 0.10 to 250.00 and multipliers 0× to 50×, so every tab gets some rows.
        const stakeCents = 10 + ((sequence * 7919) % 25_000);
        const multiplier = [0, 0, 0.5, 1.2, 2, 5, 12, 50][sequence % 8] as number;
        const amount = (stakeCents / 100).toFixed(2);
        const win = ((stakeCents * Math.round(multiplier * 10)) / 1000).toFixed(2);
        const nickname = player.ghost_mode ? 'Hidden' : player.nickname;
        const row = (
          await ctx.db.query<{ id: number }>(
            'INSERT INTO bets (user_id, nickname, game_id, amount, win, multiplier, currency_code, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
            [player.id, nickname, game.id, amount, win, multiplier, 'EUR', ctx.clock.now()],
          )
        )[0] as { id: number };
        ctx.realtime.broadcast('bet', {
          betId: row.id,
          nickname,
          gameId: game.id,
          gameName: game.name,
          amount,
          win,
          multiplier,
          currencyCode: 'EUR',
        });
        betIds.push(row.id);
      }
      return { betIds };
    },
  );

  app.post(
    '/__test/emit-failed-deposit',
    {
      schema: {
        tags,
        summary:
          "Send a player's sockets the failedDeposit event (spec 7) for a method, as a provider's late failure does",
        body: body({ userId: int({ minimum: 1 }), method: str({ minLength: 1 }) }, ['userId', 'method']),
        response: ok,
      },
    },
    async (req) => {
      const { userId, method } = req.body as { userId: number; method: string };
      ctx.realtime.emitToUser(userId, 'failedDeposit', {
        method,
        methodId: 0,
        transactionId: 'test-mode',
        outcome: 'failed',
      });
      return { sent: true };
    },
  );
  app.post(
    '/__test/crypto-transfer',
    {
      schema: {
        tags,
        summary:
          "A transfer seen on the chain to a player's top-up address (the chain watcher's stand-in): credited once per network and hash, with the bonus chosen for the next transfer",
        body: body(
          {
            address: str({ minLength: 1 }),
            network: str({ minLength: 1 }),
            amount: str({ pattern: '^\\d+(\\.\\d{1,8})?$' }),
            txHash: str({ minLength: 1, maxLength: 200 }),
          },
          ['address', 'network', 'amount', 'txHash'],
        ),
        response: { 200: anyObj() },
      },
    },
    async (req) => ({
      data: await creditCryptoTransfer(
        ctx,
        req.body as { address: string; network: string; amount: string; txHash: string },
      ),
    }),
  );
}
