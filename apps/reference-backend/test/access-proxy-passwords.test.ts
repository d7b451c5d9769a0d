// Issue 32, "Access": the address a limit is keyed on, the cost of a password check, and the
// lockout an attacker could aim at somebody else. Each test is the finding's repro, named after it.
import { io as connect } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { setPasswordHashCost, setPasswordHashGate } from '../src/crypto.ts';
import { rateLimitsFromEnv } from '../src/rateLimits.ts';
import { DEMO_PASSWORD } from '../src/seed.ts';
import { startServer } from '../src/server.ts';
import { type App, makeServer, SIGN_UP_COMPLETE, type TestServer } from './helpers.ts';

// One database for the file; each test builds its own app (own rate-limit counters, own proxy
// setting) on it. A cheap hash: these tests count requests, not hash cost.
let base: TestServer;
beforeAll(async () => {
  base = await makeServer({ passwordHashLog2N: 10, loginFreeAttempts: 5 });
}, 120_000);
afterAll(() => base?.close());
const built: App[] = [];
afterEach(async () => {
  for (const app of built.splice(0)) await app.close();
});
const server = async (config: Partial<Config>) => {
  const app = await buildApp({ ...base.ctx, config: { ...base.ctx.config, ...config } });
  built.push(app);
  return {
    call: (method: string, url: string, opts: { body: unknown; headers: Record<string, string> }) =>
      app.inject({ method: method as 'POST', url, payload: opts.body as object, headers: opts.headers }),
  };
};
type Server = Awaited<ReturnType<typeof server>>;

const login = (s: Server, email: string, password: string, from: string) =>
  s.call('POST', '/api/user/login', { body: { email, password }, headers: { 'x-forwarded-for': from } });

describe('behind a proxy every player shares one rate-limit budget', () => {
  it('with TRUST_PROXY set, 60 failed logins from varied addresses leave another player’s correct login alone', async () => {
    // The real login limits (50 per address, 10 per account per quarter hour); the test client
    // stands for the proxy (loopback), each attacker request names its own client address.
    const s = await server({ rateLimits: rateLimitsFromEnv({}), trustProxy: ['loopback'] });
    for (let i = 0; i < 60; i++) {
      const res = await login(s, `nobody${i}@attacker.test`, 'wrong-password-1', `203.0.113.${i + 1}`);
      expect(res.statusCode).not.toBe(429);
    }
    const victim = await login(s, 'depositor@demo.casino', DEMO_PASSWORD, '198.51.100.7');
    expect(victim.statusCode).toBe(200);
    // One address is still held to its own budget.
    for (let i = 0; i < 50; i++)
      await login(s, `again${i}@attacker.test`, 'wrong-password-1', '203.0.113.200');
    expect((await login(s, 'x@attacker.test', 'wrong-password-1', '203.0.113.200')).statusCode).toBe(429);
  });

  it('without a proxy setting X-Forwarded-For is not believed: a spoofed header escapes no limit', async () => {
    const s = await server({ rateLimits: rateLimitsFromEnv({}), trustProxy: false });
    for (let i = 0; i < 50; i++)
      await login(s, `nobody${i}@attacker.test`, 'wrong-password-1', `203.0.113.${i + 1}`);
    expect((await login(s, 'depositor@demo.casino', DEMO_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
  });

  it('a hop count trusts exactly that many proxies', async () => {
    const s = await server({ rateLimits: rateLimitsFromEnv({}), trustProxy: 1 });
    for (let i = 0; i < 60; i++) {
      // The client forged the first entry; the one proxy appended the address it saw.
      const res = await login(
        s,
        `nobody${i}@attacker.test`,
        'wrong-password-1',
        `10.9.9.9, 203.0.113.${i + 1}`,
      );
      expect(res.statusCode).not.toBe(429);
    }
    for (let i = 0; i < 50; i++)
      await login(s, `n${i}@attacker.test`, 'wrong-password-1', `198.51.100.${i + 1}, 203.0.113.250`);
    expect((await login(s, 'z@attacker.test', 'wrong-password-1', '1.1.1.1, 203.0.113.250')).statusCode).toBe(
      429,
    );
  });

  it('refuses to start listening beyond loopback with rate limits on and no proxy setting', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ HOST: '::' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
    ]);
    // Clients connect directly: said out loud, not assumed.
    expect(loadConfig({ HOST: '0.0.0.0', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'not an address' })).toThrow(/TRUST_PROXY/);
  });

  it('the socket server keys on the same real client address: its per-address cap holds per client', async () => {
    const srv = await startServer(
      {
        port: 0,
        dataDir: 'memory://',
        logLevel: 'silent',
        testMode: true,
        trustProxy: ['loopback'],
        socketsPerAddress: 2,
      },
      {},
    );
    const sockets: ReturnType<typeof connect>[] = [];
    const open = (from: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(srv.casinoUrl, {
          transports: ['websocket'],
          reconnection: false,
          extraHeaders: { 'x-forwarded-for': from },
        });
        sockets.push(socket);
        socket.once('connect', () => resolve('connected'));
        socket.once('connect_error', (error) => resolve(error.message));
      });
    try {
      // Two players behind the proxy are two addresses; the third socket of one address is refused.
      expect(await open('203.0.113.1')).toBe('connected');
      expect(await open('203.0.113.1')).toBe('connected');
      expect(await open('203.0.113.2')).toBe('connected');
      expect(await open('203.0.113.1')).toBe('Too many connections from this address');
      // A closed socket frees its place.
      sockets[0]?.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(await open('203.0.113.1')).toBe('connected');
    } finally {
      for (const socket of sockets) socket.close();
      await srv.close();
    }
  });
});

describe('the current-password check has no limit', () => {
  const changePassword = (s: Server, token: string, currentPassword: string, from: string) =>
    s.call('PUT', '/api/user/update-user-details', {
      body: { currentPassword, newPassword: 'Another-pass-1', updateFrom: 'Profile Page' },
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': from },
    });
  const tokenOf = async (s: Server, email: string) =>
    (await login(s, email, DEMO_PASSWORD, '198.51.100.1')).json().accessToken as string;

  it('wrong current passwords are limited per player (5 a quarter hour) and per address', async () => {
    const s = await server({
      rateLimits: rateLimitsFromEnv({ RATE_LIMIT_PASSWORD_CHECK_IP: '8/900' }),
      trustProxy: ['loopback'],
    });
    const depositor = await tokenOf(s, 'depositor@demo.casino');
    for (let i = 0; i < 5; i++)
      expect((await changePassword(s, depositor, `wrong-${i}`, '203.0.113.1')).json().error.code).toBe(
        'INVALID_PASSWORD',
      );
    // The same player from a new address: the player's own budget is spent.
    const sixth = await changePassword(s, depositor, 'wrong-6', '203.0.113.2');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another player from the first address: 3 more make the address's 8.
    const kyc = await tokenOf(s, 'kyc@demo.casino');
    for (let i = 0; i < 3; i++)
      expect((await changePassword(s, kyc, `wrong-${i}`, '203.0.113.1')).json().error.code).toBe(
        'INVALID_PASSWORD',
      );
    expect((await changePassword(s, kyc, 'wrong-4', '203.0.113.1')).statusCode).toBe(429);
    // A profile edit without a password change is no password check and is not limited by it.
    const edit = await s.call('PUT', '/api/user/update-user-details', {
      body: { city: 'Valletta', updateFrom: 'Profile Page' },
      headers: { authorization: `Bearer ${kyc}`, 'x-forwarded-for': '203.0.113.1' },
    });
    expect(edit.statusCode).toBe(200);
  });

  it('concurrent password hashes are capped: past a short queue the answer is 503 with Retry-After', async () => {
    const s = await server({});
    // A hash that takes a moment (2^15), one at a time, two waiting.
    setPasswordHashCost(15);
    setPasswordHashGate({ concurrency: 1, queue: 2 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          login(s, `flood${i}@attacker.test`, 'wrong-password-1', '127.0.0.1'),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      const busy = answers.filter((res) => res.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(20);
      // The first few were checked (a wrong password), not refused.
      expect(
        answers.filter((res) => res.json().error?.code === 'INVALID_CREDENTIALS').length,
      ).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 503 || status === 401)).toBe(true);
      expect(busy[0]?.headers['retry-after']).toBe('1');
      expect(busy[0]?.json().error.code).toBe('SERVICE_UNAVAILABLE');
      // The queue drains: the owner's next login goes through.
      expect((await login(s, 'depositor@demo.casino', DEMO_PASSWORD, '127.0.0.1')).statusCode).toBe(200);
    } finally {
      setPasswordHashCost(10);
      setPasswordHashGate({ concurrency: 2, queue: 16 });
    }
  });
});

describe('targeted lockout', () => {
  const advance = (ms: number) => base.call('POST', '/__test/clock', { body: { advanceMs: ms } });

  it('ten wrong passwords no longer lock the owner out for 15 minutes: delays grow, capped, and the owner is told', async () => {
    const s = await server({ rateLimits: rateLimitsFromEnv({}) });
    const email = 'bonus@demo.casino';
    const statuses: number[] = [];
    // The attacker tries whenever allowed (the test clock stands in for the waiting).
    for (let i = 0; i < 10; i++) {
      let res = await login(s, email, `wrong-${i}`, `203.0.113.${i + 1}`);
      if (res.statusCode === 429) {
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeLessThanOrEqual(60);
        await advance(wait * 1000);
        res = await login(s, email, `wrong-${i}`, `203.0.113.${i + 1}`);
      }
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // Right after the tenth: a wait, not a lock, and no password is checked meanwhile.
    const held = await login(s, email, DEMO_PASSWORD, '198.51.100.9');
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(60);
    await advance(60_000);
    expect((await login(s, email, DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    // The correct password cleared the count: the owner's next slip costs no wait.
    expect((await login(s, email, 'typo', '198.51.100.9')).statusCode).toBe(401);
    expect((await login(s, email, DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    const mails = await base.ctx.db.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE to_address = $1 AND subject = $2',
      [email, 'Failed sign-in attempts on your account'],
    );
    expect(mails).toHaveLength(1);
  });

  it('parallel guesses get the free attempts and no more: the attempt is claimed before the hash', async () => {
    const s = await server({ rateLimits: rateLimitsFromEnv({ RATE_LIMIT_MULTIPLIER: '1000' }) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(s, 'crypto@demo.casino', `guess-${i}`, `203.0.114.${i + 1}`),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});

describe('phone numbers are matched as one string but unique as a pair', () => {
  it('+3 / 5621234567 is the same phone as +356 / 21234567: refused, and the owner’s login stays unambiguous', async () => {
    const email = `phone-attacker-${Date.now()}@example.com`;
    const signUp = await base.call('POST', '/api/user/sign-up', {
      body: { email, password: 'Abcdef1!', ...SIGN_UP_COMPLETE },
    });
    expect(signUp.statusCode).toBe(200);
    const token = signUp.json().accessToken as string;
    const res = await base.call('PUT', '/api/user/update-user-details', {
      token,
      body: { phoneCode: '+3', phone: '5621234567', updateFrom: 'Profile Page' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PHONE_EXISTS');
    // A sign-up by phone split the other way is refused as well.
    const byPhone = await base.call('POST', '/api/user/sign-up', {
      body: { phoneCode: '35', phone: '621234567', password: 'Abcdef1!', ...SIGN_UP_COMPLETE },
    });
    expect(byPhone.json().error?.code).toBe('PHONE_EXISTS');
    // The owner signs in with the full number, in E.164.
    const owner = await base.call('POST', '/api/user/login', {
      body: { email: '+35621234567', password: DEMO_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
    const stored = await base.ctx.db.query<{ phone_e164: string }>(
      "SELECT phone_e164 FROM users WHERE phone_e164 = '+35621234567'",
    );
    expect(stored).toHaveLength(1);
  });
});
