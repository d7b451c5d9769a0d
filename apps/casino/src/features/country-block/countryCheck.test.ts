import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimReport, isBlocked, isVerified, markVerified } from './countryCheck.ts';
import { currentPosition, LocationCheckError, reverseGeocode } from './locationRecheck.ts';

const base = {
  country: 'US',
  excluded: ['US', 'GB'],
  authenticated: false,
  whitelisted: false,
  verified: false,
  bot: false,
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('country block (spec 4)', () => {
  it('blocks guests from an excluded country', () => {
    expect(isBlocked(base)).toBe(true);
  });

  it.each([
    ['a country not excluded', { country: 'MT' }],
    ['an unknown country', { country: undefined }],
    ['a logged-in player', { authenticated: true }],
    ['a whitelisted visitor', { whitelisted: true }],
    ['a verified visitor', { verified: true }],
    ['a bot', { bot: true }],
  ])('does not block %s', (_, change) => {
    expect(isBlocked({ ...base, ...change })).toBe(false);
  });

  it('reports each ip / country / first URL combination once', () => {
    expect(claimReport('1.2.3.4', 'US', '/a')).toBe(true);
    expect(claimReport('1.2.3.4', 'US', '/a')).toBe(false);
    expect(claimReport('1.2.3.4', 'US', '/b')).toBe(true);
    expect(claimReport('1.2.3.5', 'US', '/a')).toBe(true);
  });

  it('remembers a verified visitor', () => {
    expect(isVerified()).toBe(false);
    markVerified();
    expect(isVerified()).toBe(true);
  });

  it('reads the country from the reverse-geocoding answer', async () => {
    const fetchMock = vi.fn(
      async (_url: URL | string) => new Response(JSON.stringify({ countryCode: 'mt' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      reverseGeocode('https://geo.example/reverse', { latitude: 35.9, longitude: 14.5 }),
    ).resolves.toBe('MT');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'https://geo.example/reverse?lat=35.9&lon=14.5&latitude=35.9&longitude=14.5',
    );
  });

  it('fails clearly on a bad lookup answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    await expect(
      reverseGeocode('https://geo.example/reverse', { latitude: 0, longitude: 0 }),
    ).rejects.toMatchObject({ reason: 'lookup' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    await expect(
      reverseGeocode('https://geo.example/reverse', { latitude: 0, longitude: 0 }),
    ).rejects.toBeInstanceOf(LocationCheckError);
  });

  it('asks geolocation with the 10 s timeout and tells a refusal apart', async () => {
    const geolocation = {
      getCurrentPosition: vi.fn(
        (_ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => {
          expect(options?.timeout).toBe(10_000);
          fail({
            code: 1,
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
            message: 'denied',
          } as GeolocationPositionError);
        },
      ),
    } as unknown as Geolocation;
    await expect(currentPosition(geolocation)).rejects.toMatchObject({ reason: 'denied' });
    await expect(currentPosition(undefined)).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
