// Issue 12, accounts and sessions: rate limits, reCAPTCHA, send-credentials, password rules and
// hashing, sessions (idle timeout, password change), game sessions, unique identities.
import { scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRYPT_COST } from '../src/crypto.ts';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from '../src/rateLimits.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { completeSignUps, makeServer, type TestServer, userIdOf } from './helpers.ts';

const errorOf = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  code: (res.json() as { error?: { code?: string } }).error?.code,
});
const minutes = (n: number) => n * 60_000;

let s: TestServer;
let n = 0;
const freshEmail = () => `acc${Date.now().toString(36)}${n++}@example.com`;

async function signUp(body: Record<string, unknown> = {}) {
  const email = freshEmail();
  const res = await s.call('POST', '/api/user/sign-up', {
    body: { email, password: 'Abcdef1!', currencyCode: 'EUR', terms: true, ...body },
  });
  return { res, email, token: res.statusCode === 200 ? (res.json().accessToken as string) : '' };
}
const advance = (ms: number) => s.call('POST', '/__test/clock', { body: { advanceMs: ms } });
const setSetting = (key: string, value: unknown) =>
  s.call('PUT', '/__test/settings', { body: { brand: 'curacao', key, value } });

beforeAll(async () => {
  s = await makeServer();
  completeSignUps(s);
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('rate limits (real requests, limits set low through the same env variables)', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await makeServer({
      rateLimits: rateLimitsFromEnv({
        RATE_LIMIT_LOGIN_IP: '3/900',
        RATE_LIMIT_SIGN_UP_IP: '2/3600',
        RATE_LIMIT_FORGOT_PASSWORD_IP: '2/900',
        RATE_LIMIT_RESEND_VERIFICATION_ACCOUNT: '2/900',
        RATE_LIMIT_SEND_CREDENTIALS_ACCOUNT: '2/900',
        RATE_LIMIT_LOG_EVENT_IP: '2/60',
        RATE_LIMIT_COUNTRY_BLOCKED_IP: '2/60',
      }),
    });
  }, 180_000);
  afterAll(async () => {
    await limited?.close();
  });

  const expectLimited = (res: Awaited<ReturnType<TestServer['call']>>) => {
    expect(res.statusCode).toBe(429);
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(res.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `Too many attempts. Try again in ${retry} seconds.`,
        details: { retryAfterSeconds: retry },
      },
    });
  };

  it('login: per address across accounts (per account: progressive delays, test/access-proxy-passwords)', async () => {
    const attempt = (email: string, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        payload: { email, password: 'wrong-password' },
      });
    // Per address: three different accounts pass, the fourth is refused.
    for (const who of ['a', 'b', 'c'])
      expect((await attempt(`${who}@example.com`, '10.0.0.9')).statusCode).toBe(401);
    expectLimited(await attempt('d@example.com', '10.0.0.9'));
  });

  it('sign-up, forgot-password, log-event and country-blocked per address', async () => {
    const post = (url: string, body: unknown, token?: string) =>
      limited.app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.1.${url.length}.1`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: body as object,
      });
    for (const [url, body] of [
      ['/api/user/sign-up', () => ({ email: freshEmail(), password: 'x', terms: true })],
      ['/api/user/forgot-password', () => ({ email: freshEmail() })],
      ['/api/user/log-event', () => ({ event: 'visit' })],
      ['/api/user/country-blocked', () => ({ ip: '1.2.3.4', country: 'US' })],
    ] as const) {
      expect((await post(url, body())).statusCode).not.toBe(429);
      expect((await post(url, body())).statusCode).not.toBe(429);
      expectLimited(await post(url, body()));
    }
  });

  it('resend-verification and send-credentials per player', async () => {
    const token = await limited.login('new@demo.casino');
    for (const url of ['/api/user/resend-verification-email', '/api/user/send-credentials']) {
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url,
          remoteAddress: `10.2.${url.length}.${Math.floor(Math.random() * 250)}`,
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        });
      expect((await call()).statusCode).not.toBe(429);
      expect((await call()).statusCode).not.toBe(429);
      expectLimited(await call());
    }
  });

  it('defaults apply without variables; the multiplier scales them; bad values are refused', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ RATE_LIMIT_MULTIPLIER: '10' }).login.ip.max).toBe(
      DEFAULT_RATE_LIMITS.login.ip.max * 10,
    );
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_LOGIN_IP: 'ten' })).toThrow(/max\/windowSeconds/);
  });
});

describe('reCAPTCHA (when configured the server checks the token with a pluggable verifier)', () => {
  let guarded: TestServer;
  beforeAll(async () => {
    guarded = await makeServer({ recaptchaSecret: 'test-secret' });
    guarded.ctx.verifyRecaptcha = async (token, _ip, action) => token === 'human' && action === 'login';
  }, 180_000);
  afterAll(async () => {
    await guarded?.close();
  });

  it('refuses a login without a token or with a refused one; accepts a passed one', async () => {
    const login = (extra: Record<string, unknown>) =>
      guarded.call('POST', '/api/user/login', {
        body: { email: 'kyc@demo.casino', password: DEMO_PASSWORD, ...extra },
      });
    expect(errorOf(await login({}))).toEqual({ status: 400, code: 'RECAPTCHA_FAILED' });
    expect(errorOf(await login({ recaptchaToken: 'robot' }))).toEqual({
      status: 400,
      code: 'RECAPTCHA_FAILED',
    });
    expect((await login({ recaptchaToken: 'human' })).statusCode).toBe(200);
  });
});

describe('send-credentials', () => {
  const outboxTo = async (address: string) =>
    (
      (await s.call('GET', '/__test/outbox')).json() as { messages: { to_address: string; body: string }[] }
    ).messages.filter((m) => m.to_address === address);

  it('refuses an account that did not just sign up 1-click, whatever the address', async () => {
    const token = await s.login('kyc@demo.casino');
    const res = await s.call('POST', '/api/user/send-credentials', {
      token,
      body: { email: 'victim@example.com', password: 'spam text' },
    });
    expect(errorOf(res)).toEqual({ status: 422, code: 'EMAIL_SEND_FAILED' });
    expect(await outboxTo('victim@example.com')).toEqual([]);
  });

  it("1-click: the account's password only, to one address that becomes the account's, once", async () => {
    await setSetting('use1ClickRegistration', true);
    const res = await s.call('POST', '/api/user/sign-up', {
      body: { oneClick: true, currencyCode: 'EUR', terms: true },
    });
    expect(res.statusCode).toBe(200);
    const { accessToken: token, createUser } = res.json();
    const to = freshEmail();
    const wrong = await s.call('POST', '/api/user/send-credentials', {
      token,
      body: { email: to, password: 'not-the-generated-one' },
    });
    expect(errorOf(wrong)).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    const sent = await s.call('POST', '/api/user/send-credentials', {
      token,
      body: { email: to, password: createUser.password },
    });
    expect(sent.statusCode).toBe(200);
    expect((await outboxTo(to)).at(-1)?.body).toContain(createUser.password);
    const details = (await s.call('GET', '/api/user/get-user-details', { token })).json();
    expect(details.user.email).toBe(to);
    const again = await s.call('POST', '/api/user/send-credentials', {
      token,
      body: { email: freshEmail(), password: createUser.password },
    });
    expect(errorOf(again).status).toBeGreaterThanOrEqual(400);
    expect(await outboxTo(to)).toHaveLength(1);
  });

  it('1-click: closed after the short window', async () => {
    const res = await s.call('POST', '/api/user/sign-up', {
      body: { oneClick: true, currencyCode: 'EUR', terms: true },
    });
    const { accessToken: token, createUser } = res.json();
    // Keep the session alive (idle timeout) while the window passes.
    for (let i = 0; i < 4; i++) {
      await advance(minutes(4));
      expect((await s.call('GET', '/api/user/get-user-details', { token })).statusCode).toBe(200);
    }
    const late = await s.call('POST', '/api/user/send-credentials', {
      token,
      body: { email: freshEmail(), password: createUser.password },
    });
    expect(errorOf(late)).toEqual({ status: 422, code: 'EMAIL_SEND_FAILED' });
    await s.call('DELETE', '/__test/clock');
  });
});

describe('passwords', () => {
  it("the shipped brand's minimum (8) holds on the server", async () => {
    expect(errorOf((await signUp({ password: 'Abcde1!' })).res)).toEqual({
      status: 422,
      code: 'INVALID_PASSWORD',
    });
    expect((await signUp({ password: 'Abcdef1!' })).res.statusCode).toBe(200);
  });

  it('counts and classifies characters as the browser does (code points, Unicode classes)', async () => {
    // Four emoji are 8 UTF-16 units but 4 characters: too short for the browser, so for the server.
    expect(errorOf((await signUp({ password: '😀😀😀😀' })).res)).toEqual({
      status: 422,
      code: 'INVALID_PASSWORD',
    });
    await setSetting('passwordNeedSpecialCharacter', true);
    try {
      // A space and a letter with an accent are not special characters in the browser.
      expect(errorOf((await signUp({ password: 'abcd efgh' })).res).code).toBe('INVALID_PASSWORD');
      expect(errorOf((await signUp({ password: 'Passwörd1' })).res).code).toBe('INVALID_PASSWORD');
      expect((await signUp({ password: 'Passwörd1!' })).res.statusCode).toBe(200);
    } finally {
      await setSetting('passwordNeedSpecialCharacter', null);
    }
  });

  it('new hashes use scrypt N=2^17 with their parameters stored; old hashes still verify and are upgraded', async () => {
    const { email } = await signUp();
    const row = async () =>
      (
        await s.ctx.db.query<{ id: number; password_hash: string }>(
          'SELECT id, password_hash FROM users WHERE email = $1',
          [email],
        )
      )[0];
    expect((await row())?.password_hash).toMatch(new RegExp(`^scrypt\\$N=${SCRYPT_COST.N},r=8,p=1\\$`));
    expect(SCRYPT_COST.N).toBe(2 ** 17);
    const salt = 'legacy-salt';
    const legacy = `scrypt$${salt}$${scryptSync('Abcdef1!', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')}`;
    await s.ctx.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [(await row())?.id, legacy]);
    await s.login(email, 'Abcdef1!');
    expect((await row())?.password_hash).toMatch(/^scrypt\$N=131072,/);
    await s.login(email, 'Abcdef1!');
  });

  it('an unknown e-mail costs a password check too (no fast path that tells accounts apart)', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      const res = await s.call('POST', '/api/user/login', { body: { email, password: 'wrong-password' } });
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1] as number;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await time('bonus@demo.casino'));
      unknown.push(await time(`nobody${i}@example.com`));
    }
    // Both are dominated by one scrypt at N=2^17 (hundreds of ms); without the dummy hash an
    // unknown e-mail answers in a few ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

describe('sessions', () => {
  it('a password change ends every other session, and keeps this one', async () => {
    const { email } = await signUp();
    const mine = await s.login(email, 'Abcdef1!');
    const other = await s.login(email, 'Abcdef1!');
    const res = await s.call('PUT', '/api/user/update-user-details', {
      token: mine,
      body: { currentPassword: 'Abcdef1!', newPassword: 'Ghijkl2@' },
    });
    expect(res.statusCode).toBe(200);
    expect((await s.call('GET', '/api/user/get-user-details', { token: other })).statusCode).toBe(403);
    expect((await s.call('GET', '/api/user/get-user-details', { token: mine })).statusCode).toBe(200);
  });

  it("slides an idle timeout of the brand's inactivity setting (default 30 minutes)", async () => {
    const token = await s.login('bonus@demo.casino');
    const details = () => s.call('GET', '/api/user/get-user-details', { token });
    try {
      // Used every 25 minutes for well over an hour: still logged in.
      for (let i = 0; i < 3; i++) {
        await advance(minutes(25));
        expect((await details()).statusCode).toBe(200);
      }
      await advance(minutes(31));
      expect((await details()).statusCode).toBe(403);
      // A brand setting of 5 minutes applies to the next session.
      await setSetting('inactivitySessionTimeout', 5);
      const short = await s.login('bonus@demo.casino');
      await advance(minutes(4));
      expect((await s.call('GET', '/api/user/get-user-details', { token: short })).statusCode).toBe(200);
      await advance(minutes(6));
      expect((await s.call('GET', '/api/user/get-user-details', { token: short })).statusCode).toBe(403);
    } finally {
      await setSetting('inactivitySessionTimeout', null);
      await s.call('DELETE', '/__test/clock');
    }
  });
});

describe('game sessions follow the player session', () => {
  const launch = async (token: string) =>
    (await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } })).json().data
      .sessionId as string;
  const spin = (sessionId: string) => s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet: 1 } });

  it('no spin after logout', async () => {
    const token = await s.login('depositor@demo.casino');
    const game = await launch(token);
    expect((await spin(game)).statusCode).toBe(200);
    await s.call('POST', '/api/user/logout', { token, body: { reason: 'USER_INITIATED' } });
    expect(errorOf(await spin(game))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
  });

  it('no spin after a freeze, nor past the session time limit', async () => {
    const frozenToken = await s.login('kyc@demo.casino');
    const frozenGame = await launch(frozenToken);
    await s.call('PATCH', `/__test/users/${userIdOf.kyc}`, { body: { balance: 100 } });
    await s.call('POST', '/api/user/freeze', { token: frozenToken, body: { option: '1d' } });
    expect((await spin(frozenGame)).statusCode).toBeGreaterThanOrEqual(400);

    const token = await s.login('depositor@demo.casino');
    const game = await launch(token);
    const limit = await s.call('PUT', '/api/user/session-time-limit', {
      token,
      body: { value: 10, unit: 'minutes' },
    });
    expect(limit.statusCode).toBe(200);
    try {
      await advance(minutes(11));
      expect(errorOf(await spin(game))).toEqual({ status: 422, code: 'SESSION_TIME_LIMIT_REACHED' });
      // Any other call is a 403 that names the rule, so the app explains the end whether this
      // answer or the socket's logout event reaches it first.
      const details = await s.call('GET', '/api/user/get-user-details', { token });
      expect(details.statusCode).toBe(403);
      expect(details.json().error).toMatchObject({
        code: 'UNAUTHORIZED',
        details: { reason: 'SESSION_TIME_LIMIT' },
      });
      // A token that was never a session names nothing.
      const unknown = await s.call('GET', '/api/user/get-user-details', { token: 'not-a-session' });
      expect(unknown.json().error.details).toBeUndefined();
    } finally {
      await s.call('DELETE', '/__test/clock');
      await s.ctx.db.query('UPDATE users SET session_time_limit_minutes = NULL WHERE id = $1', [
        userIdOf.depositor,
      ]);
    }
  });

  it('a game session expires (GAME_SESSION_TTL_SECONDS) even while the player is active', async () => {
    const token = await s.login('depositor@demo.casino');
    const game = await launch(token);
    const ttl = s.ctx.config.gameSessionTtlSeconds * 1000;
    try {
      // Keep the player session alive while the game session ages.
      for (let left = ttl + minutes(1); left > 0; left -= minutes(20)) {
        await advance(minutes(20));
        expect((await s.call('GET', '/api/user/get-user-details', { token })).statusCode).toBe(200);
      }
      expect(errorOf(await spin(game))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      expect((await spin(await launch(token))).statusCode).toBe(200);
    } finally {
      await s.call('DELETE', '/__test/clock');
    }
  });
});

describe('identities', () => {
  it('e-mails are unique whatever their case, on a profile change too', async () => {
    expect(errorOf((await signUp({ email: 'KYC@Demo.Casino' })).res)).toEqual({
      status: 409,
      code: 'EMAIL_EXISTS',
    });
    const { token } = await signUp();
    const res = await s.call('PUT', '/api/user/update-user-details', {
      token,
      body: { email: 'Depositor@DEMO.casino' },
    });
    expect(errorOf(res)).toEqual({ status: 409, code: 'EMAIL_EXISTS' });
    // The database holds the rule too, for writes that race past the check.
    await expect(
      s.ctx.db.query("UPDATE users SET email = 'DEPOSITOR@demo.casino' WHERE id = $1", [userIdOf.new]),
    ).rejects.toThrow();
  });

  it('a phone (code + number) belongs to one account, on a profile change too', async () => {
    const { token } = await signUp();
    const res = await s.call('PUT', '/api/user/update-user-details', {
      token,
      body: { phoneCode: '356', phone: '21234567' },
    });
    expect(errorOf(res)).toEqual({ status: 409, code: 'PHONE_EXISTS' });
  });

  it('a login that could name two accounts is refused', async () => {
    const { email } = await signUp();
    // Another account whose user name is this e-mail (user names are free text in the table).
    await s.ctx.db.query('UPDATE users SET username = $1 WHERE id = $2', [email, userIdOf.bonus]);
    try {
      const res = await s.call('POST', '/api/user/login', { body: { email, password: 'Abcdef1!' } });
      expect(errorOf(res)).toEqual({ status: 401, code: 'INVALID_CREDENTIALS' });
      const reset = await s.call('POST', '/api/user/forgot-password', { body: { email } });
      expect(reset.statusCode).toBe(200);
    } finally {
      await s.ctx.db.query("UPDATE users SET username = 'bonus' WHERE id = $1", [userIdOf.bonus]);
    }
  });
});

describe('session summary (reality check, session clock)', () => {
  it('counts the stakes and wins of this session only, exactly, with the newest bet counted', async () => {
    // A new player: no bets of other tests (some ran with the test clock moved ahead).
    const { email, token } = await signUp({ dateOfBirth: '1990-01-01' });
    const userId = (await s.call('GET', '/api/user/get-user-details', { token })).json().user.userId;
    await s.call('PATCH', `/__test/users/${userId}`, { body: { balance: 100 } });
    const before = (await s.call('GET', '/api/user/session-summary', { token })).json().data;
    expect(before).toMatchObject({ stakes: '0.00', wins: '0.00' });
    const game = (await s.call('POST', '/api/user/game-launch', { token, body: { gameId: 1 } })).json().data
      .sessionId as string;
    // One losing spin of 0.10 three times and a 2× win (two hearts) on 0.10: stakes 0.40, wins 0.20.
    await s.call('POST', '/__test/next-spins', {
      body: {
        reels: [
          ['7', '★', '♦'],
          ['7', '★', '♦'],
          ['7', '★', '♦'],
          ['♥', '♥', '7'],
        ],
      },
    });
    for (let i = 0; i < 4; i += 1)
      expect(
        (await s.call('POST', '/api/demo-game/spin', { body: { sessionId: game, bet: '0.10' } })).statusCode,
      ).toBe(200);
    const after = (await s.call('GET', '/api/user/session-summary', { token })).json().data;
    expect(after).toMatchObject({ stakes: '0.40', wins: '0.20', currencyCode: 'EUR' });
    expect(after.lastBetId).toBeGreaterThan(before.lastBetId);
    expect(Date.parse(after.now) - Date.parse(after.startedAt)).toBeGreaterThanOrEqual(0);
    // A new login is a new session: its summary starts at zero.
    const next = await s.login(email, 'Abcdef1!');
    expect((await s.call('GET', '/api/user/session-summary', { token: next })).json().data).toMatchObject({
      stakes: '0.00',
      wins: '0.00',
    });
  });
});
