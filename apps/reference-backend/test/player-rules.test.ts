import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT } from '../src/input-limits.ts';
import { signLinkedAccount } from '../src/player-rules.ts';
import { UPLOAD_QUOTA } from '../src/uploads.ts';
import { CARD_ON_FILE, makeServer, type TestServer, VISA } from './helpers.ts';

/** Issue 12, "Rules on the server" and what follows it: each rule holds whatever the browser sends. */
const PARTNER_KEY = 'partner-key-for-tests';
/** Tests that start a second server (migrate + seed) get longer on a shared, loaded machine. */
const SECOND_SERVER_MS = 180_000;
let s: TestServer;
let n = 0;

beforeAll(async () => {
  s = await makeServer({ linkedSignupKey: PARTNER_KEY });
});
afterAll(() => s?.close());
afterEach(async () => {
  s.ctx.clock.reset();
  s.ctx.geoCountry = undefined;
});

const errorOf = (res: { statusCode: number; json(): { error?: { code: string; field?: string } } }) => ({
  status: res.statusCode,
  code: res.json().error?.code,
  field: res.json().error?.field,
});
const brand = 'curacao';
const setting = (key: string, value: unknown, forBrand = brand) =>
  s.call('PUT', '/__test/settings', { body: { brand: forBrand, key, value } });

const signUpBody = (extra: Record<string, unknown> = {}) => {
  n++;
  return {
    email: `rules${n}@example.com`,
    password: 'Player123!',
    dateOfBirth: '1990-01-01',
    currencyCode: 'EUR',
    countryCode: 'MT',
    terms: true,
    ...extra,
  };
};
const signUp = (
  extra: Record<string, unknown> = {},
  opts: { brand?: string; query?: Record<string, string> } = {},
) =>
  s.call('POST', '/api/user/sign-up', {
    query: { brand: opts.brand ?? brand, ...opts.query },
    body: signUpBody(extra),
  });
async function newPlayer(extra: Record<string, unknown> = {}) {
  const res = await signUp(extra);
  expect(res.statusCode, res.body).toBe(200);
  const { accessToken, createUser } = res.json();
  return {
    token: accessToken as string,
    id: createUser.userId as number,
    uuid: createUser.uuid as string,
    email: createUser.email as string,
  };
}
const deposit = (token: string, amount = 20) =>
  s.call('POST', '/api/user/deposit', {
    token,
    query: { brand },
    body: { paymentMethodId: 1, amount, card: VISA },
  });
const launch = (token: string | undefined, demo = false) =>
  s.call('POST', '/api/user/game-launch', { token, query: { brand }, body: { gameId: 1, demo } });

describe('sign-up rules', () => {
  it('terms must be true: missing or false is refused (field terms)', async () => {
    expect(errorOf(await signUp({ terms: undefined }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'terms',
    });
    expect(errorOf(await signUp({ terms: false })).field).toBe('terms');
    expect((await signUp()).statusCode).toBe(200);
  });

  it("the brand's required registration fields (2) are required on the server", async () => {
    // curacao: dateOfBirth, countryCode and currencyCode are 2 (required).
    for (const field of ['dateOfBirth', 'countryCode', 'currencyCode'])
      expect(errorOf(await signUp({ [field]: undefined })), field).toEqual({
        status: 400,
        code: 'VALIDATION_ERROR',
        field,
      });
    expect(errorOf(await signUp({ dateOfBirth: '' })).field).toBe('dateOfBirth');
    // 1-click sign-up asks no profile fields, but country and currency still.
    await setting('use1ClickRegistration', true);
    try {
      const oneClick = { email: undefined, password: undefined, oneClick: true, dateOfBirth: undefined };
      expect((await signUp(oneClick)).statusCode).toBe(200);
      expect(errorOf(await signUp({ ...oneClick, currencyCode: undefined })).field).toBe('currencyCode');
    } finally {
      await setting('use1ClickRegistration', null);
    }
  });

  it('excluded countries cannot register, whatever whitelisted=1 says; nor declare one', async () => {
    s.ctx.geoCountry = 'US'; // curacao excludes US
    const blocked = await signUp({}, { query: { whitelisted: '1' } });
    expect(errorOf(blocked)).toEqual({ status: 422, code: 'COUNTRY_BLOCKED', field: undefined });
    expect(blocked.json().error.details).toEqual({ country: 'US' });
    s.ctx.geoCountry = undefined;
    expect(errorOf(await signUp({ countryCode: 'US' })).code).toBe('COUNTRY_BLOCKED');
    expect((await signUp({ countryCode: 'DE' })).statusCode).toBe(200);
  });

  it('the default display name says nothing of the e-mail', async () => {
    const res = await signUp({ email: `ada.lovelace${n}@example.com` });
    const { username } = res.json().createUser;
    expect(username).toMatch(/^player[0-9a-f]{10}$/);
    expect(username).not.toContain('ada');
  });
});

describe('linked sign-up is proven by the partner signature', () => {
  const linked = (uuid: string, expires: number, signature?: string) => ({
    linkAccount: true,
    linkedAccountUuid: uuid,
    linkedAccountExpires: expires,
    ...(signature === undefined ? {} : { linkedAccountSignature: signature }),
    firstName: 'Lena',
    lastName: 'Linked',
    password: undefined,
  });
  const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

  it('a good signature registers and links; missing, wrong or other-key signatures are refused', async () => {
    const uuid = `partner-${n}-ok`;
    const expires = inOneHour();
    const good = signLinkedAccount(PARTNER_KEY, uuid, expires);
    expect(errorOf(await signUp(linked(uuid, expires)))).toMatchObject({
      status: 400,
      code: 'LINKED_SIGNATURE_INVALID',
      field: 'linkedAccountUuid',
    });
    expect(errorOf(await signUp(linked(uuid, expires, 'ab'.repeat(32)))).code).toBe(
      'LINKED_SIGNATURE_INVALID',
    );
    expect(
      errorOf(await signUp(linked(uuid, expires, signLinkedAccount('someone-else', uuid, expires)))).code,
    ).toBe('LINKED_SIGNATURE_INVALID');
    // The signature covers the uuid and the expiry: moving either breaks it.
    expect(errorOf(await signUp(linked(`${uuid}x`, expires, good))).code).toBe('LINKED_SIGNATURE_INVALID');
    expect(errorOf(await signUp(linked(uuid, expires + 1, good))).code).toBe('LINKED_SIGNATURE_INVALID');
    const ok = await signUp(linked(uuid, expires, good));
    expect(ok.statusCode, ok.body).toBe(200);
    const stored = await s.ctx.db.query<{ linked_account_uuid: string }>(
      'SELECT linked_account_uuid FROM users WHERE id = $1',
      [ok.json().createUser.userId],
    );
    expect(stored[0]?.linked_account_uuid).toBe(uuid);
    expect(errorOf(await signUp(linked(uuid, expires, good))).code).toBe('LINKED_ACCOUNT_EXISTS');
  });

  it(
    'an expired signature is LINKED_SIGNATURE_EXPIRED; no configured key refuses every link',
    async () => {
      const uuid = `partner-${n}-old`;
      const expired = Math.floor(Date.now() / 1000) - 1;
      expect(
        errorOf(await signUp(linked(uuid, expired, signLinkedAccount(PARTNER_KEY, uuid, expired)))),
      ).toEqual({
        status: 400,
        code: 'LINKED_SIGNATURE_EXPIRED',
        field: 'linkedAccountUuid',
      });
      const keyless = await makeServer({ linkedSignupKey: undefined });
      try {
        const expires = inOneHour();
        const res = await keyless.call('POST', '/api/user/sign-up', {
          query: { brand },
          body: signUpBody(linked(uuid, expires, signLinkedAccount(PARTNER_KEY, uuid, expires))),
        });
        expect(errorOf(res).code).toBe('LINKED_SIGNATURE_INVALID');
      } finally {
        await keyless.close();
      }
    },
    SECOND_SERVER_MS,
  );
});

describe('profile rules', () => {
  const kycOf = async (token: string) =>
    (await s.call('GET', '/api/user/get-user-details', { token })).json().user.kycStatus as string;
  const pendingKyc = async () => {
    const p = await newPlayer();
    await s.ctx.db.query("UPDATE users SET kyc_status = 'PENDING' WHERE id = $1", [p.id]);
    return p;
  };

  it("onChangeResetKyc comes from the brand's settings, not from the request", async () => {
    // curacao does not set it: a request asking for the reset changes nothing.
    const p = await pendingKyc();
    await s.call('PUT', '/api/user/update-user-details', {
      token: p.token,
      query: { brand },
      body: { city: 'Rabat', onChangeResetKyc: true },
    });
    expect(await kycOf(p.token)).toBe('PENDING');
    // With the setting on, a request saying false does not keep the KYC.
    await setting('onChangeResetKyc', true);
    try {
      const q = await pendingKyc();
      await s.call('PUT', '/api/user/update-user-details', {
        token: q.token,
        query: { brand },
        body: { city: 'Mdina', onChangeResetKyc: false },
      });
      expect(await kycOf(q.token)).toBe('NOT_STARTED');
    } finally {
      await setting('onChangeResetKyc', null);
    }
  });
});

describe('an adult on record for money and play', () => {
  it('a placeholder date of birth blocks deposit and real play (DOB_REQUIRED) until corrected', async () => {
    const p = await newPlayer({ dateOfBirth: '1900-01-01' });
    await s.call('PATCH', `/__test/users/${p.id}`, { body: { isEmailVerified: true } });
    expect(errorOf(await deposit(p.token))).toEqual({
      status: 422,
      code: 'DOB_REQUIRED',
      field: 'dateOfBirth',
    });
    expect(errorOf(await launch(p.token)).code).toBe('DOB_REQUIRED');
    expect((await launch(p.token, true)).statusCode).toBe(200); // demo play moves no money
    const fixed = await s.call('PUT', '/api/user/update-user-details', {
      token: p.token,
      query: { brand },
      body: { dateOfBirth: '1991-02-03' },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await deposit(p.token)).statusCode).toBe(200);
    expect((await launch(p.token)).statusCode).toBe(200);
  });

  it('an underage date of birth blocks deposit, launch and spins (UNDERAGE)', async () => {
    const p = await newPlayer();
    await s.call('PATCH', `/__test/users/${p.id}`, { body: { isEmailVerified: true, balance: 50 } });
    const sessionId = (await launch(p.token)).json().data.sessionId as string;
    const minor = `${new Date().getUTCFullYear() - 10}-01-01`;
    await s.ctx.db.query('UPDATE users SET date_of_birth = $2 WHERE id = $1', [p.id, minor]);
    expect(errorOf(await deposit(p.token)).code).toBe('UNDERAGE');
    expect(errorOf(await launch(p.token)).code).toBe('UNDERAGE');
    const spin = await s.call('POST', '/api/demo-game/spin', { body: { sessionId, bet: 1 } });
    expect(errorOf(spin).code).toBe('UNDERAGE');
  });
});

describe('country block on the server', () => {
  it('game launch (real and demo) and deposit from an excluded country are refused', async () => {
    const p = await newPlayer();
    await s.call('PATCH', `/__test/users/${p.id}`, { body: { isEmailVerified: true } });
    s.ctx.geoCountry = 'US';
    expect(errorOf(await launch(p.token))).toMatchObject({ status: 422, code: 'COUNTRY_BLOCKED' });
    expect(errorOf(await launch(undefined, true)).code).toBe('COUNTRY_BLOCKED');
    expect(errorOf(await deposit(p.token)).code).toBe('DEPOSIT_COUNTRY_BLOCK');
    s.ctx.geoCountry = undefined;
    expect((await launch(p.token)).statusCode).toBe(200);
  });
});

describe('withdrawal and KYC', () => {
  const calculate = (token: string) =>
    s.call('POST', '/api/user/withdraw/calculate', {
      token,
      query: { brand },
      body: { paymentMethodId: 1, amount: 20, ...CARD_ON_FILE },
    });

  it('withdrawalRequiresKyc (default off) refuses players without approved KYC (KYC_REQUIRED)', async () => {
    const depositor = await s.login('depositor@demo.casino');
    expect((await calculate(depositor)).statusCode).toBe(200);
    await setting('withdrawalRequiresKyc', true);
    try {
      expect(errorOf(await calculate(depositor))).toEqual({
        status: 422,
        code: 'KYC_REQUIRED',
        field: undefined,
      });
      const confirm = await s.call('POST', '/api/user/withdraw/confirm', {
        token: depositor,
        query: { brand },
        body: { paymentMethodId: 1, amount: 20, ...CARD_ON_FILE },
      });
      expect(errorOf(confirm).code).toBe('KYC_REQUIRED');
      await s.ctx.db.query("UPDATE users SET kyc_status = 'APPROVED' WHERE email = 'depositor@demo.casino'");
      expect((await calculate(depositor)).statusCode).toBe(200);
    } finally {
      await setting('withdrawalRequiresKyc', null);
      await s.ctx.db.query(
        "UPDATE users SET kyc_status = 'NOT_STARTED' WHERE email = 'depositor@demo.casino'",
      );
    }
  });
});

describe('limits: tightening at once, loosening after the cooling-off', () => {
  const DAY = 24 * 3600_000;
  const putLimit = (token: string, type: string, amount: number | null) =>
    s.call('PUT', '/api/user/limits', { token, query: { brand }, body: { type, period: 0, amount } });
  /** An effective time `ms` from now on the server clock (which runs while the test does). */
  const expectAbout = (iso: string, ms: number) =>
    expect(Math.abs(Date.parse(iso) - (s.ctx.clock.now().getTime() + ms))).toBeLessThan(10_000);
  const limitsOf = async (token: string) =>
    (await s.call('GET', '/api/user/limits', { token, query: { brand } })).json().data;

  it('a higher or removed deposit limit waits 24 h, shown with its effective time; a lower one applies at once', async () => {
    const p = await newPlayer();
    await s.call('PATCH', `/__test/users/${p.id}`, { body: { isEmailVerified: true } });
    expect((await putLimit(p.token, 'deposit', 30)).json().data).toMatchObject({
      limits: { depositLimit: { daily: 30 } },
      pendingChanges: [],
    });
    const raised = (await putLimit(p.token, 'deposit', 500)).json().data;
    expect(raised.limits.depositLimit.daily).toBe(30);
    expect(raised.pendingChanges).toEqual([
      { type: 'deposit', period: 0, amount: 500, effectiveAt: expect.any(String) },
    ]);
    expectAbout(raised.pendingChanges[0].effectiveAt, DAY);
    expect(errorOf(await deposit(p.token, 40)).code).toBe('PAYMENT_LIMIT_THRESHOLD');
    // Access tokens live 24 h too: log in again after each jump of the clock.
    const relogin = () => s.login(p.email, 'Player123!');
    s.ctx.clock.advance(DAY - 120_000);
    expect((await limitsOf(await relogin())).limits.depositLimit.daily).toBe(30);
    s.ctx.clock.advance(120_000);
    const token = await relogin();
    expect(await limitsOf(token)).toMatchObject({
      limits: { depositLimit: { daily: 500 } },
      pendingChanges: [],
    });
    expect((await deposit(token, 40)).statusCode).toBe(200);

    // Removing waits too; tightening meanwhile applies at once and drops the queued removal.
    expect((await putLimit(token, 'deposit', null)).json().data.pendingChanges).toHaveLength(1);
    const lowered = (await putLimit(token, 'deposit', 100)).json().data;
    expect(lowered).toMatchObject({ limits: { depositLimit: { daily: 100 } }, pendingChanges: [] });
    s.ctx.clock.advance(DAY);
    expect((await limitsOf(await relogin())).limits.depositLimit.daily).toBe(100);
  });

  it('the loss limit: loosening waits for the brand setting limitCoolingOffHours', async () => {
    const p = await newPlayer();
    await setting('limitCoolingOffHours', 2);
    try {
      await putLimit(p.token, 'loss', 10);
      const pending = (await putLimit(p.token, 'loss', 20)).json().data;
      expect(pending.limits.lossLimit.daily).toBe(10);
      expectAbout(pending.pendingChanges[0].effectiveAt, 2 * 3600_000);
      s.ctx.clock.advance(2 * 3600_000);
      // Two idle hours also end the session (the sliding idle timeout): the player logs in again.
      expect((await limitsOf(await s.login(p.email, 'Player123!'))).limits.lossLimit.daily).toBe(20);
    } finally {
      await setting('limitCoolingOffHours', null);
    }
  });

  it('removing or raising the session time limit waits 24 h; a shorter one applies at once', async () => {
    const p = await newPlayer();
    const set = (value: number) =>
      s.call('PUT', '/api/user/session-time-limit', {
        token: p.token,
        query: { brand },
        body: { value, unit: 'hours' },
      });
    expect((await set(2)).json().data).toMatchObject({ sessionTimeLimitMinutes: 120, pendingChange: null });
    expect((await set(1)).json().data).toMatchObject({ sessionTimeLimitMinutes: 60, pendingChange: null });
    const raised = (await set(5)).json().data;
    expect(raised).toMatchObject({
      sessionTimeLimitMinutes: 60,
      pendingChange: { type: 'session', period: null, amount: 300 },
    });
    const removed = (
      await s.call('DELETE', '/api/user/session-time-limit', { token: p.token, query: { brand } })
    ).json().data;
    expect(removed).toMatchObject({
      sessionTimeLimitMinutes: 60,
      pendingChange: { type: 'session', amount: null },
    });
    expectAbout(removed.pendingChange.effectiveAt, DAY);
    s.ctx.clock.advance(DAY);
    const token = await s.login(p.email, 'Player123!');
    const after = (await s.call('GET', '/api/user/session-time-limit', { token })).json().data;
    expect(after).toEqual({ sessionTimeLimitMinutes: null, message: '', pendingChange: null });
  });
});

describe('input limits', () => {
  it('bodies above the default limit are refused (413); uploads have their own limit', async () => {
    const big = { email: 'a@b.co', password: 'x', mkt: 'y'.repeat(DEFAULT_BODY_LIMIT) };
    expect((await s.call('POST', '/api/user/login', { body: big })).statusCode).toBe(413);
    expect(DEFAULT_BODY_LIMIT).toBeLessThanOrEqual(64 * 1024);
  });

  it('every string field of every route schema has a maxLength', () => {
    const unbounded: string[] = [];
    const walk = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      const type = node.type;
      const isString = type === 'string' || (Array.isArray(type) && type.includes('string'));
      if (isString && node.maxLength === undefined && node.enum === undefined && node.const === undefined)
        unbounded.push(where);
      for (const [key, value] of Object.entries(node))
        if (value && typeof value === 'object') walk(value, `${where}.${key}`);
    };
    for (const route of s.app.routeInfos)
      for (const part of ['body', 'querystring', 'params', 'headers'])
        walk(route.schema?.[part], `${route.method} ${route.url} ${part}`);
    expect(unbounded).toEqual([]);
    expect(s.app.routeInfos.length).toBeGreaterThan(50);
  });

  it('a string above its bound is refused with VALIDATION_ERROR naming the field', async () => {
    const res = await s.call('POST', '/api/user/login', {
      body: { email: 'a@b.co', password: 'x', recaptchaToken: 'r'.repeat(5000) },
    });
    expect(errorOf(res)).toEqual({ status: 400, code: 'VALIDATION_ERROR', field: 'recaptchaToken' });
  });

  it('log-event: data is capped, and a token that no longer works is refused, not logged as a guest', async () => {
    const p = await newPlayer();
    const log = (body: unknown, token?: string) => s.call('POST', '/api/user/log-event', { token, body });
    expect(errorOf(await log({ event: 'page_view', data: { blob: 'x'.repeat(5000) } }))).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      field: 'data',
    });
    expect(errorOf(await log({ event: 'page_view', cpncToSent: 'c'.repeat(5000) })).field).toBe('cpncToSent');
    expect(errorOf(await log({ event: 'page_view' }, 'not-a-token')).status).toBe(403);
    const mine = await log({ event: 'page_view', data: { page: '/' } }, p.token);
    expect(mine.statusCode).toBe(200);
    const row = await s.ctx.db.query<{ user_id: number }>('SELECT user_id FROM events WHERE id = $1', [
      mine.json().data.id,
    ]);
    expect(row[0]?.user_id).toBe(p.id);
  });
});

describe('uploads', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
  const upload = (token: string, fileName: string, content: Buffer, mimeType?: string) =>
    s.call('POST', '/api/user/upload-document', {
      token,
      body: {
        labelId: 1,
        fileName,
        contentBase64: content.toString('base64'),
        ...(mimeType ? { mimeType } : {}),
      },
    });

  it('the content decides: not a PDF/PNG/JPEG is refused, and the stored type is the proven one', async () => {
    const p = await newPlayer();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(errorOf(await upload(p.token, 'id.pdf', html, 'application/pdf'))).toMatchObject({
      status: 400,
      code: 'UPLOAD_FAILED',
    });
    const res = await upload(p.token, 'id.png', JPEG, 'text/html');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.document.mimeType).toBe('image/jpeg');
    expect(
      (await upload(p.token, 'scan.pdf', Buffer.from('%PDF-1.7\n%...'))).json().data.document.mimeType,
    ).toBe('application/pdf');
  });

  it('stores exactly the uploaded bytes, every byte value included', async () => {
    const p = await newPlayer();
    // All 256 byte values after the signature, so an encoding that mangles any of them shows.
    const content = Buffer.concat([PNG, Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256))]);
    const res = await upload(p.token, 'every-byte.png', content);
    expect(res.statusCode, res.body).toBe(200);
    const [stored] = await s.ctx.db.query<{ hex: string }>(
      "SELECT encode(content, 'hex') AS hex FROM documents WHERE id = $1",
      [res.json().data.document.id],
    );
    expect(stored?.hex).toBe(content.toString('hex'));
  });
  it(`at most ${UPLOAD_QUOTA.documents} documents per player (UPLOAD_QUOTA_EXCEEDED)`, async () => {
    const p = await newPlayer();
    for (let i = 0; i < UPLOAD_QUOTA.documents; i++)
      expect((await upload(p.token, `page${i}.png`, PNG)).statusCode).toBe(200);
    expect(errorOf(await upload(p.token, 'one-more.png', PNG))).toMatchObject({
      status: 422,
      code: 'UPLOAD_QUOTA_EXCEEDED',
    });
  });
});

describe('secrets at rest and in logs', () => {
  it('the e-mail verification token is stored only as a hash; the link still verifies', async () => {
    const p = await newPlayer();
    const mail = (await s.call('GET', '/__test/outbox')).json().messages.at(-1);
    const token = /token=([0-9a-f]+)/.exec(mail.body)?.[1] as string;
    const stored = (
      await s.ctx.db.query<{ t: string }>('SELECT email_verification_token AS t FROM users WHERE id = $1', [
        p.id,
      ])
    )[0]?.t;
    expect(stored).not.toContain(token);
    const verified = await s.call('GET', '/api/user/verify-email', { query: { token } });
    expect(verified.headers.location).toMatch(/modal=login$/);
  });

  it(
    'outside test mode the outbox keeps no tokens or passwords',
    async () => {
      const live = await makeServer({ testMode: false });
      try {
        const res = await live.call('POST', '/api/user/sign-up', { query: { brand }, body: signUpBody() });
        expect(res.statusCode, res.body).toBe(200);
        const email = res.json().createUser.email as string;
        await live.call('POST', '/api/user/forgot-password', { body: { email } });
        // Credentials go out only right after a 1-click sign-up, with the account's own password.
        await live.ctx.db.query(
          "UPDATE users SET credentials_until = now() + interval '15 minutes' WHERE lower(email) = $1",
          [email],
        );
        await live.call('POST', '/api/user/send-credentials', {
          token: res.json().accessToken,
          body: { password: 'Player123!' },
        });
        const mails = await live.ctx.db.query<{ body: string }>(
          'SELECT body FROM outbox WHERE to_address = $1',
          [email],
        );
        expect(mails).toHaveLength(3);
        for (const mail of mails) {
          expect(mail.body).toContain('[redacted]');
          expect(mail.body).not.toMatch(/token=(?!\[redacted\])/);
          expect(mail.body).not.toContain('Player123!');
        }
      } finally {
        await live.close();
      }
    },
    SECOND_SERVER_MS,
  );

  it(
    'request logs redact query strings (tokens in ?token=, ?at=)',
    async () => {
      const lines: string[] = [];
      const logged = await makeServer({
        logLevel: 'info',
        logStream: { write: (line) => void lines.push(line) },
      });
      try {
        await logged.call('GET', '/api/user/verify-email', { query: { token: 'SECRET-TOKEN-123', brand } });
        await logged.call('GET', '/api/games', { query: { at: 'SECRET-ACCESS-456', brand } });
      } finally {
        await logged.close();
      }
      const log = lines.join('\n');
      expect(log).toContain('/api/user/verify-email');
      expect(log).toContain('token=[redacted]');
      expect(log).toContain(`brand=${brand}`);
      expect(log).not.toContain('SECRET-TOKEN-123');
      expect(log).not.toContain('SECRET-ACCESS-456');
    },
    SECOND_SERVER_MS,
  );
});

describe('public by choice', () => {
  it('statistics are private until made public, and are found by the opaque uuid only', async () => {
    const p = await newPlayer();
    expect(errorOf(await s.call('GET', `/api/player-statistics/${p.uuid}`)).code).toBe('STATISTICS_HIDDEN');
    await s.call('PUT', '/api/user/statistics-visibility', { token: p.token, body: { public: true } });
    const shown = await s.call('GET', `/api/player-statistics/${p.uuid}`);
    expect(shown.statusCode).toBe(200);
    expect(errorOf(await s.call('GET', `/api/player-statistics/${p.id}`)).code).toBe('NOT_FOUND');
  });
});
