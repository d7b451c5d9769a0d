// Typed calls against a scripted transport: paths filled in, answers checked against their shape.
import { describe, expect, it, vi } from 'vitest';
import { call, fillPath, urlOf } from './call.ts';
import { ApiError } from './errors.ts';
import { locationQuery } from './queries/location.ts';
import { userDetailsQuery } from './queries/user.ts';
import type { Transport } from './transport.ts';

const transportAnswering = (answer: unknown) => {
  const request = vi.fn(async () => answer);
  const transport: Transport = {
    request: request as Transport['request'],
    upload: vi.fn() as Transport['upload'],
    urlFor: (path, query) =>
      `https://api.test${path}${query ? `?${new URLSearchParams(query as never)}` : ''}`,
  };
  return { transport, request };
};

const location = {
  data: {
    location: { country: { code: 'MT', name: 'Malta' }, ipInfo: { ip: '1.2.3.4', countryCode: 'MT' } },
  },
};
const run = <T>(options: { queryFn?: unknown }) =>
  (options.queryFn as (context: { signal: AbortSignal }) => Promise<T>)({
    signal: new AbortController().signal,
  });

describe('call', () => {
  it('fills and encodes path parameters; {*} keeps its slashes', () => {
    expect(fillPath('/api/games/{game}', { game: 'a b/c' })).toBe('/api/games/a%20b%2Fc');
    expect(
      fillPath('/api/core/casino/assets/{brand}/{*}', { brand: 'lulu', '*': 'assets/logo v2.svg' }),
    ).toBe('/api/core/casino/assets/lulu/assets/logo%20v2.svg');
    expect(() => fillPath('/api/games/{game}', {})).toThrow('no value for {game}');
  });

  it('sends the method, the filled path, query and body through the transport', async () => {
    const { transport, request } = transportAnswering({ data: { success: true, message: 'ok' } });
    await call(transport, 'DELETE', '/api/user/favourites/{gameId}', { params: { gameId: 7 } });
    expect(request).toHaveBeenCalledWith('DELETE', '/api/user/favourites/7', {});
    await call(transport, 'POST', '/api/user/login', { body: { email: 'a@b.c', password: 'x' } });
    expect(request).toHaveBeenLastCalledWith('POST', '/api/user/login', {
      body: { email: 'a@b.c', password: 'x' },
    });
    expect(urlOf(transport, '/api/user/verify-email', { query: { token: 't' } })).toBe(
      'https://api.test/api/user/verify-email?token=t',
    );
  });

  it('returns an answer that has what the app reads, extra fields included', async () => {
    const answer = { ...location, extra: 1 };
    const { transport } = transportAnswering(answer);
    await expect(run(locationQuery({ transport, brandId: 'lulu' }))).resolves.toBe(answer);
  });

  it('turns a 200 with an unexpected shape into ApiError invalid-answer naming the field', async () => {
    const { transport } = transportAnswering({ data: { location: { country: { code: 42 } } } });
    const error = await run(locationQuery({ transport, brandId: 'lulu' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid-answer',
      status: 200,
      retryable: false,
      path: '/api/admin/get-location',
    });
    expect((error as ApiError).message).toContain('answer.data.location.country.code: not a string');
  });

  it('checks nested lists and nullable fields of user details', async () => {
    const good = {
      user: {
        userId: 1,
        email: null,
        isEmailVerified: false,
        firstName: null,
        lastName: null,
        nickname: null,
        phone: null,
        phoneCode: null,
        dateOfBirth: null,
        gender: 'male',
        countryCode: 'MT',
        city: null,
        address: null,
        zipCode: null,
        kycStatus: 'pending',
        currencyCode: 'EUR',
      },
      wallet: {
        currencyCode: 'EUR',
        currencySymbol: '€',
        balance: '1.00',
        bonusBalance: '0.00',
        totalBalance: '1.00',
      },
      depositCount: 0,
      currencySymbol: '€',
      isCrypto: false,
    };
    await expect(
      run(userDetailsQuery({ transport: transportAnswering(good).transport, brandId: 'x' })),
    ).resolves.toBe(good);
    const noWallet = { ...good, wallet: null };
    await expect(
      run(userDetailsQuery({ transport: transportAnswering(noWallet).transport, brandId: 'x' })),
    ).rejects.toMatchObject({ kind: 'invalid-answer' });
    const html = '<html>maintenance</html>';
    await expect(
      run(userDetailsQuery({ transport: transportAnswering(html).transport, brandId: 'x' })),
    ).rejects.toMatchObject({
      kind: 'invalid-answer',
      message: expect.stringContaining('answer: not an object'),
    });
  });
});
