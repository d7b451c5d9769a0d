// Issue 17, live chat: the refusals a chat message can get hold on the server, whatever the
// client does: too long, too fast (the real default limit, counted per player), muted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from '../src/rateLimits.ts';
import { makeServer, type TestServer, userIdOf } from './helpers.ts';

describe('chat refusals', () => {
  let s: TestServer;
  beforeAll(async () => {
    // The real limits (the helper's default multiplies them for the rest of the suite).
    s = await makeServer({ rateLimits: rateLimitsFromEnv({}) });
  });
  afterAll(() => s?.close());

  const post = (token: string, text: string) =>
    s.call('POST', '/api/user/chat/messages', { token, body: { text } });
  const stored = async (text: string) =>
    (
      await s.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE text = $1', [
        text,
      ])
    )[0]?.n;

  it('refuses a message over 500 characters and stores nothing', async () => {
    const token = await s.login('kyc@demo.casino');
    const long = 'x'.repeat(501);
    const res = await post(token, long);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'text' });
    expect(await stored(long)).toBe(0);
    expect((await post(token, 'y'.repeat(500))).statusCode).toBe(200);
  });

  it('refuses a player who writes faster than the limit, and counts per player', async () => {
    const { max, windowSeconds } = DEFAULT_RATE_LIMITS.chatMessage.account ?? { max: 0, windowSeconds: 0 };
    expect(max).toBeGreaterThan(0);
    const token = await s.login('depositor@demo.casino');
    for (let i = 0; i < max; i++) expect((await post(token, `quick ${i}`)).statusCode).toBe(200);
    const refused = await post(token, 'one too many');
    expect(refused.statusCode).toBe(429);
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(windowSeconds);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retryAfterSeconds: retry },
    });
    expect(await stored('one too many')).toBe(0);
    // Another player on the same address still writes.
    expect((await post(await s.login('bonus@demo.casino'), 'my turn')).statusCode).toBe(200);
  });

  it('refuses a muted player until the mute ends, and stores nothing', async () => {
    const token = await s.login('crypto@demo.casino');
    const until = new Date(s.ctx.clock.now().getTime() + 60 * 60_000).toISOString();
    const patched = await s.call('PATCH', `/__test/users/${userIdOf.crypto}`, {
      body: { chatMutedUntil: until },
    });
    expect(patched.statusCode).toBe(200);
    const refused = await post(token, 'let me speak');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'CHAT_MUTED', details: { mutedUntil: until } });
    expect(await stored('let me speak')).toBe(0);
    // Reading stays open to a muted player.
    expect((await s.call('GET', '/api/chat/messages', { token })).statusCode).toBe(200);

    await s.call('PATCH', `/__test/users/${userIdOf.crypto}`, { body: { chatMutedUntil: null } });
    expect((await post(token, 'let me speak')).statusCode).toBe(200);
  });
});
