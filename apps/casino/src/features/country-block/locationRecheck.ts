// The block notice's re-check (spec 4): browser geolocation, then the configured
// reverse-geocoding service. Loaded with the notice only.

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

/**
 * GET {url}?lat=&lon=&latitude=&longitude= → { countryCode }. Spec 7 names lat and lon; the default
 * service (BigDataCloud's reverse-geocode-client) reads latitude and longitude: both are sent, so
 * either kind of service answers without a setting.
 */
export async function reverseGeocode(
  url: string,
  coords: { latitude: number; longitude: number },
): Promise<string> {
  const target = new URL(url);
  target.searchParams.set('lat', String(coords.latitude));
  target.searchParams.set('lon', String(coords.longitude));
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
