import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { int, obj } from '../src/schema.ts';
import {
  answerSchema,
  makeServer,
  SEPA_PAYOUT,
  type TestServer,
  today,
  userIdOf,
  VISA,
  validate,
} from './helpers.ts';

/**
 * Contract: every call answers 200 in the shape of its answer schema (the schema in the
 * OpenAPI document), and a payload missing a required field gets 400 naming that field.
 */
let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const localesDir = mkdtempSync(join(tmpdir(), 'locales-'));
  writeFileSync(join(localesDir, 'en.json'), JSON.stringify({ 'test.key': 'Test value' }));
  s = await makeServer({ localesDir });
  for (const key of Object.keys(userIdOf)) tokens[key] = await s.login(`${key}@demo.casino`);
});
afterAll(() => s?.close());

interface Case {
  method: string;
  route: string;
  url?: string;
  as?: keyof typeof userIdOf | 'fresh';
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** Non-JSON answers: expected status and content type instead of a schema check. */
  raw?: { status: number; type?: RegExp };
  before?: () => Promise<void>;
}

let freshToken = '';
let threeDS = { MD: '', PaReq: '' };
let gameSession = '';
let signUpCount = 0;
let resetToken = '';
const freshUser = async () => {
  signUpCount++;
  const res = await s.call('POST', '/api/user/sign-up', {
    body: {
      email: `fresh${signUpCount}@example.com`,
      password: 'Fresh123!',
      terms: true,
      dateOfBirth: '1990-01-01',
      currencyCode: 'EUR',
      countryCode: 'MT',
    },
  });
  freshToken = res.json().accessToken;
};

const cases: Case[] = [
  // core host
  { method: 'GET', route: '/api/core/casino/settings2', query: { brand: 'lulu' } },
  { method: 'GET', route: '/api/core/casino/locales/:lng.json', url: '/api/core/casino/locales/en.json' },
  {
    method: 'GET',
    route: '/api/core/casino/scripts',
    as: 'depositor',
    query: { enableAuthUsers: true, enableDepositors: true },
  },
  {
    method: 'GET',
    route: '/api/core/casino/assets/:brand/*',
    url: '/api/core/casino/assets/curacao/logo.svg',
    raw: { status: 200, type: /image\/svg\+xml/ },
  },
  // lists
  { method: 'GET', route: '/api/admin/get-all-bonus', query: { pageNo: 1, limit: 50 } },
  { method: 'GET', route: '/api/admin/get-payments', query: { currencyCode: 'EUR', countryCode: 'MT' } },
  { method: 'GET', route: '/api/admin/get-all-country' },
  { method: 'GET', route: '/api/admin/get-currencies' },
  { method: 'GET', route: '/api/admin/get-rakeback-days', as: 'depositor' },
  { method: 'GET', route: '/api/admin/get-location' },
  { method: 'GET', route: '/api/admin/get-registration-fields' },
  { method: 'GET', route: '/api/admin/get-full-category-list', query: { locale: 'en' } },
  { method: 'GET', route: '/api/admin/get-loyalty-levels' },
  // account
  {
    method: 'POST',
    route: '/api/user/login',
    body: { email: 'kyc@demo.casino', password: 'Demo1234!', userDeviceType: 'desktop', cpnc: 'spring' },
  },
  {
    method: 'POST',
    route: '/api/user/sign-up',
    body: {
      email: 'contract@example.com',
      password: 'Contract1!',
      terms: true,
      dateOfBirth: '1991-02-03',
      currencyCode: 'EUR',
      countryCode: 'DE',
      preferredLanguage: 'de',
      gender: 'Not to say',
      userDeviceType: 'desktop',
      newsLetter: true,
    },
  },
  {
    method: 'POST',
    route: '/api/user/logout',
    as: 'fresh',
    body: { reason: 'USER_INITIATED' },
    before: freshUser,
  },
  ...(['new', 'depositor', 'excluded', 'kyc', 'bonus', 'crypto'] as const).map((as) => ({
    method: 'GET',
    route: '/api/user/get-user-details',
    as,
  })),
  {
    method: 'PUT',
    route: '/api/user/update-user-details',
    as: 'new',
    body: { firstName: 'Nina', lastName: 'New', city: '', updateFrom: 'Profile Page' },
  },
  { method: 'GET', route: '/api/user/verify-email', query: { token: 'nope' }, raw: { status: 302 } },
  { method: 'POST', route: '/api/user/resend-verification-email', as: 'new' },
  // Only right after a 1-click sign-up (issue 12), to the address that becomes the account's.
  {
    method: 'POST',
    route: '/api/user/send-credentials',
    as: 'fresh',
    body: { email: 'contract-credentials@example.com' },
    before: async () => {
      await s.call('PUT', '/__test/settings', {
        body: { brand: 'curacao', key: 'use1ClickRegistration', value: true },
      });
      const res = await s.call('POST', '/api/user/sign-up', {
        body: { oneClick: true, currencyCode: 'EUR', countryCode: 'MT', terms: true },
      });
      expect(res.statusCode, res.body).toBe(200);
      freshToken = res.json().accessToken;
    },
  },
  { method: 'POST', route: '/api/user/forgot-password', body: { email: 'new@demo.casino' } },
  {
    method: 'POST',
    route: '/api/user/reset-password',
    before: async () => {
      // A player of its own: a reset ends every session, and the demo players' tokens are shared here.
      await s.call('POST', '/api/user/sign-up', {
        body: {
          email: 'reset@example.com',
          password: 'Reset123!',
          dateOfBirth: '1990-01-01',
          countryCode: 'MT',
          currencyCode: 'EUR',
          terms: true,
        },
      });
      await s.call('POST', '/api/user/forgot-password', { body: { email: 'reset@example.com' } });
      const mail = (await s.call('GET', '/__test/outbox')).json().messages.at(-1);
      resetToken = /token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    },
    get body() {
      return { token: resetToken, password: 'Demo1234!' };
    },
  },
  {
    method: 'POST',
    route: '/api/user/country-blocked',
    body: { ip: '10.0.0.1', country: 'US', firstUrl: '/casino' },
  },
  {
    method: 'POST',
    route: '/api/user/log-event',
    body: {
      event: 'page_view',
      data: { path: '/' },
      mkt: null,
      userDeviceType: 'desktop',
      cpncToSent: ['a'],
    },
  },
  { method: 'GET', route: '/api/user/get-document-label', as: 'kyc' },
  { method: 'GET', route: '/api/user/get-documents', as: 'kyc' },
  {
    method: 'POST',
    route: '/api/user/upload-document',
    as: 'depositor',
    body: {
      labelId: 1,
      fileName: 'passport.pdf',
      contentBase64: Buffer.from('%PDF-1.4 demo').toString('base64'),
    },
  },
  // bonus
  { method: 'GET', route: '/api/user/get-user-bonus', as: 'bonus' },
  { method: 'POST', route: '/api/user/bonus/activate', as: 'kyc', body: { bonusId: 3 } },
  {
    method: 'POST',
    route: '/api/user/bonus/cancel',
    as: 'kyc',
    body: { userBonusId: 0 },
    before: async () => {
      const id = (
        await s.ctx.db.query<{ id: number }>(
          "SELECT user_bonus_id AS id FROM user_active_bonus_slots WHERE user_id = 4 AND slot = 'freespins'",
        )
      )[0]?.id;
      (cases.find((c) => c.route === '/api/user/bonus/cancel') as Case).body = { userBonusId: id };
    },
  },
  {
    method: 'POST',
    route: '/api/user/rakeback-claim',
    as: 'depositor',
    query: { timeZone: 'UTC' },
    body: { bonusId: 6, claimDate: today(), customerDate: today() },
  },
  { method: 'GET', route: '/api/user/calendar-award', as: 'depositor' },
  {
    method: 'POST',
    route: '/api/user/calendar-award/claim',
    as: 'depositor',
    before: async () => {
      await s.ctx.db.query(
        "INSERT INTO bets (user_id, nickname, game_id, amount, win, multiplier, currency_code, created_at) VALUES (2, 'DanaD', 1, 40, 0, 0, 'EUR', now())",
      );
    },
  },
  { method: 'POST', route: '/api/user/coupon', as: 'depositor', body: { code: 'welcome10' } },
  // payments
  {
    method: 'POST',
    route: '/api/user/deposit',
    as: 'depositor',
    body: { paymentMethodId: 1, amount: 50, card: VISA },
  },
  {
    method: 'GET',
    route: '/api/payments/3ds/acs',
    raw: { status: 200, type: /text\/html/ },
    before: async () => {
      const res = await s.call('POST', '/api/user/deposit', {
        token: tokens.depositor,
        body: { paymentMethodId: 1, amount: 30, card: { ...VISA, number: '4000000000003220' } },
      });
      threeDS = res.json().data.threeDS;
      (cases.find((c) => c.route === '/api/payments/3ds/acs') as Case).query = threeDS;
    },
  },
  {
    method: 'POST',
    route: '/api/user/3ds-webhook',
    as: 'depositor',
    body: {},
    before: async () => {
      patchCase('/api/user/3ds-webhook', { body: threeDS });
    },
  },
  {
    method: 'POST',
    route: '/api/user/withdraw/calculate',
    as: 'kyc',
    body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount: 100 },
  },
  {
    method: 'POST',
    route: '/api/user/withdraw/confirm',
    as: 'kyc',
    body: { paymentMethodId: 3, ...SEPA_PAYOUT, amount: 100 },
  },
  {
    method: 'GET',
    route: '/api/user/crypto-address',
    as: 'crypto',
    query: { currencyCode: 'USDT', network: 'ERC20' },
  },
  // Issue 35: the deposit bonus for the next crypto transfer, read and chosen (none here).
  { method: 'GET', route: '/api/user/next-transfer-bonus', as: 'crypto' },
  { method: 'PUT', route: '/api/user/next-transfer-bonus', as: 'crypto', body: { bonusId: null } },
  { method: 'GET', route: '/api/user/transactions', as: 'depositor', query: { limit: 5 } },
  { method: 'GET', route: '/api/user/withdraw/status', as: 'kyc' },
  { method: 'GET', route: '/api/user/withdraw/methods', as: 'depositor' },
  { method: 'GET', route: '/api/user/session-summary', as: 'depositor' },
  // Multi-wallet (a brand setting): a fresh player opens a USD wallet, then makes it the active one.
  {
    method: 'POST',
    route: '/api/user/wallets',
    as: 'fresh',
    body: { currencyCode: 'USD' },
    before: async () => {
      await s.call('PUT', '/__test/settings', {
        body: { brand: 'curacao', key: 'useMultiWallet', value: true },
      });
      await freshUser();
    },
  },
  { method: 'PUT', route: '/api/user/wallets/active', as: 'fresh', body: { currencyCode: 'USD' } },
  // games
  { method: 'GET', route: '/api/games', query: { category: 'popular', limit: 10 } },
  { method: 'GET', route: '/api/games/providers' },
  {
    method: 'GET',
    route: '/api/games/providers/logo/:file',
    url: '/api/games/providers/logo/3.svg',
    raw: { status: 200, type: /image\/svg\+xml/ },
  },
  { method: 'GET', route: '/api/games/:game', url: '/api/games/reference-fruits' },
  {
    method: 'GET',
    route: '/api/games/thumbnail/:file',
    url: '/api/games/thumbnail/7.webp',
    raw: { status: 200, type: /image\/webp/ },
  },
  {
    method: 'GET',
    route: '/api/payments/thumbnail/:file',
    url: '/api/payments/thumbnail/1.svg',
    raw: { status: 200, type: /image\/svg\+xml/ },
  },
  {
    method: 'GET',
    route: '/api/bonuses/banner/:file',
    url: '/api/bonuses/banner/47.svg',
    raw: { status: 200, type: /image\/svg\+xml/ },
  },
  {
    method: 'POST',
    route: '/api/user/game-launch',
    as: 'depositor',
    body: { gameId: 1 },
  },
  {
    method: 'GET',
    route: '/demo-game/:sessionId',
    raw: { status: 200, type: /text\/html/ },
    before: async () => {
      const res = await s.call('POST', '/api/user/game-launch', {
        token: tokens.depositor,
        body: { gameId: 1 },
      });
      gameSession = res.json().data.sessionId;
      (cases.find((c) => c.route === '/demo-game/:sessionId') as Case).url = `/demo-game/${gameSession}`;
    },
  },
  {
    method: 'POST',
    route: '/api/demo-game/spin',
    body: {},
    before: async () => {
      patchCase('/api/demo-game/spin', { body: { sessionId: gameSession, bet: 1 } });
    },
  },
  { method: 'POST', route: '/api/user/favourites', as: 'depositor', body: { gameId: 5 } },
  { method: 'GET', route: '/api/user/favourites', as: 'depositor' },
  { method: 'DELETE', route: '/api/user/favourites/:gameId', url: '/api/user/favourites/5', as: 'depositor' },
  { method: 'GET', route: '/api/user/recent-games', as: 'depositor' },
  // responsible gaming
  { method: 'GET', route: '/api/user/limits', as: 'depositor' },
  {
    method: 'PUT',
    route: '/api/user/limits',
    as: 'crypto',
    body: { type: 'deposit', period: 0, amount: 5000 },
  },
  { method: 'PUT', route: '/api/user/session-time-limit', as: 'crypto', body: { value: 5, unit: 'hours' } },
  { method: 'GET', route: '/api/user/session-time-limit', as: 'crypto' },
  { method: 'DELETE', route: '/api/user/session-time-limit', as: 'crypto' },
  {
    method: 'POST',
    route: '/api/user/self-exclusion',
    as: 'fresh',
    body: { duration: 2 },
    before: freshUser,
  },
  { method: 'POST', route: '/api/user/freeze', as: 'fresh', body: { option: '3d' }, before: freshUser },
  { method: 'PUT', route: '/api/user/ghost-mode', as: 'crypto', body: { enabled: false } },
  { method: 'PUT', route: '/api/user/onboarding-tour', as: 'fresh', body: { seen: true }, before: freshUser },
  // social
  { method: 'GET', route: '/api/tournaments' },
  {
    method: 'GET',
    route: '/api/tournaments/:id/leaderboard',
    url: '/api/tournaments/1/leaderboard',
    as: 'depositor',
  },
  { method: 'GET', route: '/api/bet-feed', query: { tab: 'multiplier' } },
  { method: 'GET', route: '/api/chat/messages' },
  { method: 'POST', route: '/api/user/chat/messages', as: 'depositor', body: { text: 'Hello table' } },
  {
    method: 'PUT',
    route: '/api/user/chat-settings',
    as: 'depositor',
    body: { nameColor: '#ff8800', appearance: 'light', fontSize: 16 },
  },
  {
    method: 'GET',
    route: '/api/player-statistics/:player',
    url: '/api/player-statistics/<uuid of depositor>',
    // Statistics are private until made public, and are looked up by the player's opaque uuid.
    before: async () => {
      const token = tokens.depositor as string;
      await s.call('PUT', '/api/user/statistics-visibility', { token, body: { public: true } });
      const uuid = (await s.call('GET', '/api/user/get-user-details', { token })).json().user.uuid;
      (cases.find((c) => c.route === '/api/player-statistics/:player') as Case).url =
        `/api/player-statistics/${uuid}`;
    },
  },
  { method: 'PUT', route: '/api/user/statistics-visibility', as: 'kyc', body: { public: true } },
  // The multiplayer dice table: two players seated, the first (depositor) has the turn.
  { method: 'GET', route: '/api/multiplayer/tables' },
  {
    method: 'POST',
    route: '/api/multiplayer/tables/:id/join',
    url: '/api/multiplayer/tables/1/join',
    as: 'depositor',
  },
  {
    method: 'GET',
    route: '/api/multiplayer/tables/:id',
    url: '/api/multiplayer/tables/1',
    as: 'depositor',
    before: async () => {
      await s.call('POST', '/api/multiplayer/tables/1/join', { token: tokens.kyc });
    },
  },
  {
    method: 'POST',
    route: '/api/multiplayer/tables/:id/roll',
    url: '/api/multiplayer/tables/1/roll',
    as: 'depositor',
  },
  {
    method: 'POST',
    route: '/api/multiplayer/tables/:id/away',
    url: '/api/multiplayer/tables/1/away',
    as: 'depositor',
  },
  {
    method: 'POST',
    route: '/api/multiplayer/tables/:id/back',
    url: '/api/multiplayer/tables/1/back',
    as: 'depositor',
  },
  {
    method: 'POST',
    route: '/api/multiplayer/tables/:id/leave',
    url: '/api/multiplayer/tables/1/leave',
    as: 'depositor',
  },
];

function patchCase(route: string, patch: Partial<Case>): void {
  Object.assign(cases.find((c) => c.route === route) as Case, patch);
}

/** Routes that are not calls: the API reference itself, health, metrics, test helpers. */
const notCalls = (url: string) =>
  url.startsWith('/docs') ||
  url.startsWith('/__test') ||
  url === '/openapi.json' ||
  url === '/health' ||
  url === '/ready' ||
  url === '/metrics';

describe('every call answers in its documented shape', () => {
  it.each(
    cases.map((c, i) => [`${c.method} ${c.url ?? c.route}${c.as ? ` as ${c.as}` : ''} #${i}`, c] as const),
  )('%s', async (_name, c) => {
    await c.before?.();
    const token = c.as === 'fresh' ? freshToken : c.as ? tokens[c.as] : undefined;
    const res = await s.call(c.method, c.url ?? c.route, {
      token,
      body: c.body,
      query: c.query,
      headers: c.headers,
    });
    if (c.raw) {
      expect(res.statusCode, res.body).toBe(c.raw.status);
      if (c.raw.type) expect(res.headers['content-type']).toMatch(c.raw.type);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(validate(answerSchema(s.app, c.method, c.route), res.json())).toBeUndefined();
  });

  it('has a case for every call, and every call is in the OpenAPI document', () => {
    const calls = s.app.routeInfos.filter((r) => !notCalls(r.url) && r.method !== 'OPTIONS');
    const covered = new Set(cases.map((c) => `${c.method} ${c.route}`));
    expect(
      calls.filter((r) => !covered.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
    const doc = s.app.swagger() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
    const missing = calls
      .filter((r) => !doc.paths[toOpenApi(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    expect(calls.length).toBeGreaterThan(60);
    for (const r of calls) {
      const op = doc.paths[toOpenApi(r.url)]?.[r.method.toLowerCase()] as {
        summary?: string;
        responses?: Record<string, unknown>;
        requestBody?: unknown;
      };
      expect(op.summary, `${r.method} ${r.url} has a summary`).toEqual(expect.any(String));
      const answers = Object.keys(op.responses ?? {});
      expect(
        answers.includes('200') || answers.includes('302'),
        `${r.method} ${r.url} documents its answer`,
      ).toBe(true);
      if (r.schema?.body) expect(op.requestBody, `${r.method} ${r.url} documents its payload`).toBeTruthy();
    }
  });

  it('in test mode an answer that breaks its schema is caught as a 500', async () => {
    const app = await buildApp(s.ctx, 'casino');
    app.get('/broken', { schema: { response: { 200: obj({ count: int() }) } } }, async () => ({
      count: 'many',
    }));
    await app.ready();
    const res = await app.inject({ url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toContain('Answer does not match its schema');
    await app.close();
  });

  it('serves the OpenAPI document and a browsable reference page', async () => {
    const doc = await s.call('GET', '/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toContain('/api/user/get-user-details');
    const page = await s.call('GET', '/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('bad payloads get 400 naming the field', () => {
  const withRequired = () =>
    s.app.routeInfos.filter((r) => {
      const body = r.schema?.body as { required?: string[] } | undefined;
      return !notCalls(r.url) && (body?.required?.length ?? 0) > 0;
    });

  it('a body missing a required field, for every call that has one', async () => {
    const routes = withRequired();
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const required = ((r.schema?.body ?? {}) as { required: string[] }).required;
      const url = r.url.replace(':gameId', '1').replace(':id', '1');
      const res = await s.call(r.method, url, { token: tokens.kyc, body: {} });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(400);
      const err = res.json().error;
      expect(err.code).toBe('VALIDATION_ERROR');
      expect(err.field).toBe(required[0]);
      expect(err.message).toContain(required[0]);
    }
  });

  it('a field of the wrong type or format', async () => {
    const bad: [string, string, unknown, string][] = [
      ['POST', '/api/user/deposit', { paymentMethodId: 1, amount: 'ten' }, 'amount'],
      ['POST', '/api/user/login', { email: 'a@b.cd', password: { x: 1 } }, 'password'],
      ['POST', '/api/user/sign-up', { email: 'not-an-email', password: 'Secret123!' }, 'email'],
      ['POST', '/api/user/rakeback-claim', { claimDate: '21/11/2026' }, 'claimDate'],
      ['PUT', '/api/user/limits', { type: 'deposit', period: 7, amount: 10 }, 'period'],
      [
        'POST',
        '/api/user/deposit',
        { paymentMethodId: 1, amount: 10, card: { ...VISA, cvc: '12' } },
        'card.cvc',
      ],
    ];
    for (const [method, url, body, field] of bad) {
      const res = await s.call(method, url, { token: tokens.depositor, body });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().error.field).toBe(field);
      expect(res.json().error.message).toContain(field);
    }
  });

  it('a missing required query field', async () => {
    const res = await s.call('GET', '/api/user/crypto-address', {
      token: tokens.crypto,
      query: { currencyCode: 'USDT' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'network' });
  });

  it('malformed JSON is a 400 with the error body', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});
