// Players of their own for tests that change a player (profile, password, documents): signed up
// through the API for the brand under test, so no test depends on another's changes.
import { apiUrl, brandOrigin } from './env.ts';
import { type Backend, demoPassword } from './fixtures.ts';

export interface Player {
  email: string;
  password: string;
  token: string;
  userId: number;
}

let serial = 0;

async function call<T>(
  method: string,
  path: string,
  { body, token, brand }: { body?: unknown; token?: string; brand: string },
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      // The back end takes the brand (password rules, settings) from the calling page.
      origin: brandOrigin(brand),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A new player: e-mail not verified, no names or phone, date of birth the 1900-01-01 placeholder.
 * Brands that register by phone only open e-mail sign-up for the moment of the call (`extra` may
 * give a phone instead of the e-mail).
 */
export async function signUp(
  backend: Backend,
  brand: string,
  extra: Record<string, unknown> = {},
): Promise<Player> {
  serial += 1;
  const email = `profile-${Date.now().toString(36)}-${serial}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
  const restore = await backend.setSetting('emailPhoneRegistration', 'both');
  try {
    const answer = await call<{ accessToken: string; createUser: { userId: number } }>(
      'POST',
      '/api/user/sign-up',
      {
        brand,
        body: {
          email,
          password: demoPassword,
          dateOfBirth: '1900-01-01',
          currencyCode: 'EUR',
          countryCode: 'MT',
          terms: true,
          userDeviceType: 'desktop',
          screenResolution: '1280x800',
          ...extra,
        },
      },
    );
    return { email, password: demoPassword, token: answer.accessToken, userId: answer.createUser.userId };
  } finally {
    await restore();
  }
}

/** Sets profile fields as the player would (the server applies its locks). */
export const updateProfileAs = (player: Player, brand: string, fields: Record<string, unknown>) =>
  call('PUT', '/api/user/update-user-details', { brand, token: player.token, body: fields });

/** Today minus `years` years plus `days` days, as YYYY-MM-DD (UTC, like the back end). */
export function dayYearsAgo(years: number, days = 0): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return day.toISOString().slice(0, 10);
}
