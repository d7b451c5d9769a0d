import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signLinkedAccount } from '../src/player-rules.ts';
import { makeServer, type TestServer } from './helpers.ts';

/** Forgotten password (front end: login → forgot → e-mail link → reset) and linked sign-up. */
let s: TestServer;
let n = 0;
const PARTNER_KEY = 'partner-key-for-tests';

beforeAll(async () => {
  s = await makeServer({ linkedSignupKey: PARTNER_KEY });
});
afterAll(() => s?.close());
afterEach(() => s.ctx.clock.reset());

const errorOf = (res: { statusCode: number; json(): { error?: { code: string; field?: string } } }) => ({
  status: res.statusCode,
  code: res.json().error?.code,
  field: res.json().error?.field,
});

async function newPlayer(password = 'Player123!') {
  n++;
  const email = `reset${n}@example.com`;
  const res = await s.call('POST', '/api/user/sign-up', {
    body: { email, password, dateOfBirth: '1990-01-01', currencyCode: 'EUR', countryCode: 'MT', terms: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { email, token: res.json().accessToken as string };
}

async function requestReset(email: string): Promise<string | undefined> {
  const before = (await s.call('GET', '/__test/outbox')).json().messages.length;
  const res = await s.call('POST', '/api/user/forgot-password', { body: { email } });
  expect(res.statusCode, res.body).toBe(200);
  const messages = (await s.call('GET', '/__test/outbox')).json().messages as {
    to_address: string;
    body: string;
  }[];
  if (messages.length === before) return undefined;
  const mail = messages.at(-1);
  expect(mail?.to_address).toBe(email);
  return /modal=reset-password&token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
}

const login = (email: string, password: string) =>
  s.call('POST', '/api/user/login', { body: { email, password } });

describe('forgot-password / reset-password', () => {
  it('mails a link; the new password works, the old one and every session stop working', async () => {
    const p = await newPlayer();
    const token = await requestReset(p.email.toUpperCase().toLowerCase());
    expect(token).toBeTruthy();
    const res = await s.call('POST', '/api/user/reset-password', {
      body: { token: token as string, password: 'Brandnew123!' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('Your password has been reset. You can log in now.');
    expect((await login(p.email, 'Brandnew123!')).statusCode).toBe(200);
    expect(errorOf(await login(p.email, 'Player123!')).code).toBe('INVALID_CREDENTIALS');
    expect((await s.call('GET', '/api/user/get-user-details', { token: p.token })).statusCode).toBe(403);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await s.call('POST', '/api/user/forgot-password', { body: { email: 'nobody@example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toMatch(/If an account exists/);
    expect(await requestReset('nobody@example.com')).toBeUndefined();
  });

  it('a link works once (RESET_TOKEN_INVALID the second time)', async () => {
    const p = await newPlayer();
    const token = (await requestReset(p.email)) as string;
    const reset = (password: string) =>
      s.call('POST', '/api/user/reset-password', { body: { token, password } });
    expect((await reset('Second123!')).statusCode).toBe(200);
    expect(errorOf(await reset('Third1234!'))).toEqual({
      status: 400,
      code: 'RESET_TOKEN_INVALID',
      field: 'token',
    });
  });

  it('a link expires after one hour: 59 minutes works, 61 minutes does not', async () => {
    const p = await newPlayer();
    const early = (await requestReset(p.email)) as string;
    s.ctx.clock.advance(59 * 60_000);
    expect(
      (await s.call('POST', '/api/user/reset-password', { body: { token: early, password: 'Early1234!' } }))
        .statusCode,
    ).toBe(200);
    const late = (await requestReset(p.email)) as string;
    s.ctx.clock.advance(61 * 60_000);
    expect(
      errorOf(
        await s.call('POST', '/api/user/reset-password', { body: { token: late, password: 'Late12345!' } }),
      ).code,
    ).toBe('RESET_TOKEN_INVALID');
  });

  it('a newer link replaces an older one; an unknown token is refused', async () => {
    const p = await newPlayer();
    const first = (await requestReset(p.email)) as string;
    const second = (await requestReset(p.email)) as string;
    const reset = (token: string) =>
      s.call('POST', '/api/user/reset-password', { body: { token, password: 'Replace123!' } });
    expect(errorOf(await reset(first)).code).toBe('RESET_TOKEN_INVALID');
    expect(errorOf(await reset('not-a-token')).code).toBe('RESET_TOKEN_INVALID');
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('the new password follows the brand rules and a refusal keeps the link usable', async () => {
    const p = await newPlayer();
    const token = (await requestReset(p.email)) as string;
    const short = await s.call('POST', '/api/user/reset-password', { body: { token, password: 'abc' } });
    expect(errorOf(short)).toEqual({ status: 422, code: 'INVALID_PASSWORD', field: 'password' });
    expect(
      (await s.call('POST', '/api/user/reset-password', { body: { token, password: 'Longer123!' } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('linked sign-up (linkAccount, linkedAccountUuid)', () => {
  /** A partner-signed link (player-rules.ts); each call a new partner account unless given. */
  const linked = (body: Record<string, unknown>) => {
    n++;
    const uuid = (body.linkedAccountUuid as string | undefined) ?? `partner-auto-${n}`;
    const expires = Math.floor(Date.now() / 1000) + 3600;
    return s.call('POST', '/api/user/sign-up', {
      body: {
        linkAccount: true,
        linkedAccountExpires: expires,
        linkedAccountSignature: signLinkedAccount(PARTNER_KEY, uuid, expires),
        firstName: 'Lena',
        lastName: 'Linked',
        dateOfBirth: '1990-05-06',
        address: '1 Harbour Street',
        terms: true,
        ...body,
        linkedAccountUuid: uuid,
      },
    });
  };

  it('needs no password, signs in, stores names, date of birth and address; one account per link', async () => {
    const res = await linked({ email: 'linked1@example.com', linkedAccountUuid: 'partner-1' });
    expect(res.statusCode, res.body).toBe(200);
    const details = (
      await s.call('GET', '/api/user/get-user-details', { token: res.json().accessToken })
    ).json().user;
    expect(details).toMatchObject({
      email: 'linked1@example.com',
      firstName: 'Lena',
      lastName: 'Linked',
      dateOfBirth: '1990-05-06',
      address: '1 Harbour Street',
    });
    expect(errorOf(await linked({ email: 'linked2@example.com', linkedAccountUuid: 'partner-1' }))).toEqual({
      status: 409,
      code: 'LINKED_ACCOUNT_EXISTS',
      field: 'linkedAccountUuid',
    });
  });

  it('requires e-mail, first and last name and date of birth; 18+', async () => {
    expect(errorOf(await linked({ email: undefined })).field).toBe('email');
    expect(errorOf(await linked({ email: 'linked3@example.com', firstName: ' ' })).field).toBe('firstName');
    expect(errorOf(await linked({ email: 'linked3@example.com', lastName: undefined })).field).toBe(
      'lastName',
    );
    expect(errorOf(await linked({ email: 'linked3@example.com', dateOfBirth: undefined })).field).toBe(
      'dateOfBirth',
    );
    expect(errorOf(await linked({ email: 'linked3@example.com', dateOfBirth: '2015-01-01' })).code).toBe(
      'DOB_INVALID',
    );
    expect(errorOf(await linked({ email: 'linked3@example.com', terms: false })).field).toBe('terms');
  });

  it('works by e-mail on a brand that registers by phone, and the player can set a password later', async () => {
    await s.call('PUT', '/__test/settings', {
      body: { brand: 'curacao', key: 'emailPhoneRegistration', value: 'phone' },
    });
    try {
      expect((await linked({ email: 'linked4@example.com' })).statusCode).toBe(200);
    } finally {
      await s.call('PUT', '/__test/settings', {
        body: { brand: 'curacao', key: 'emailPhoneRegistration', value: null },
      });
    }
    const token = (await requestReset('linked4@example.com')) as string;
    await s.call('POST', '/api/user/reset-password', { body: { token, password: 'Linked123!' } });
    expect((await login('linked4@example.com', 'Linked123!')).statusCode).toBe(200);
  });
});
