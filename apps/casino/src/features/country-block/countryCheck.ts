// spec 4 Country block: whether a guest sees the notice, the once-per-combination report, and
// the re-check through browser geolocation and a reverse-geocoding service.
import { readJson, readStorage, storageKeys, writeJson } from '../../platform/storage.ts';

interface CountryCheckRecord {
  verified?: boolean;
  reported?: string[];
}

export interface BlockInput {
  country: string | undefined;
  excluded: readonly string[];
  authenticated: boolean;
  whitelisted: boolean;
  verified: boolean;
  bot: boolean;
}

export const isBlocked = (input: BlockInput): boolean =>
  Boolean(input.country) &&
  input.excluded.includes(input.country as string) &&
  !input.authenticated &&
  !input.whitelisted &&
  !input.verified &&
  !input.bot;

export const isWhitelisted = (): boolean => readStorage(storageKeys.whitelisted) === '1';
export const isVerified = (): boolean =>
  readJson<CountryCheckRecord>(storageKeys.countryCheck, {}).verified === true;

export function markVerified(): void {
  writeJson(storageKeys.countryCheck, {
    ...readJson<CountryCheckRecord>(storageKeys.countryCheck, {}),
    verified: true,
  });
}

/** True the first time this ip / country / first URL combination is seen (then it is recorded). */
export function claimReport(ip: string, country: string, firstUrl: string | null): boolean {
  const record = readJson<CountryCheckRecord>(storageKeys.countryCheck, {});
  const key = `${ip}|${country}|${firstUrl ?? ''}`;
  if (record.reported?.includes(key)) return false;
  writeJson(storageKeys.countryCheck, { ...record, reported: [...(record.reported ?? []), key].slice(-20) });
  return true;
}

/** spec 9: geolocation gives up after 10 s. */
export const geolocationTimeoutMs = 10_000;

export class LocationCheckError extends Error {
  constructor(readonly reason: 'unavailable' | 'denied' | 'lookup') {
    super(reason);
  }
}

export function currentPosition(
  geolocation: Geolocation | undefined = navigator.geolocation,
): Promise<GeolocationCoordinates> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new LocationCheckError('unavailable'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve(position.coords),
      (error) =>
        reject(new LocationCheckError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { timeout: geolocationTimeoutMs, maximumAge: 60_000, enableHighAccuracy: false },
    );
  });
}

/** GET {url}?latitude=&longitude= → { countryCode }, the reverse-geocoding contract of config.json. */
export async function reverseGeocode(
  url: string,
  coords: { latitude: number; longitude: number },
): Promise<string> {
  const target = new URL(url);
  target.searchParams.set('latitude', String(coords.latitude));
  target.searchParams.set('longitude', String(coords.longitude));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), geolocationTimeoutMs);
  try {
    const response = await fetch(target, { signal: controller.signal });
    if (!response.ok) throw new LocationCheckError('lookup');
    const body = (await response.json()) as { countryCode?: unknown };
    if (typeof body.countryCode !== 'string' || !/^[A-Za-z]{2}$/.test(body.countryCode))
      throw new LocationCheckError('lookup');
    return body.countryCode.toUpperCase();
  } catch (error) {
    throw error instanceof LocationCheckError ? error : new LocationCheckError('lookup');
  } finally {
    clearTimeout(timer);
  }
}
