// Spec 3/6 mirror domains: the entry for the site the visitor is on decides mirrorDomainFk, whether
// sign-up signs in (loginOff) and whether registration is open for the visitor's country, device
// type and the current UTC time. The back end enforces the same rule (REGISTRATION_CLOSED); the
// client checks first so a closed site shows a notice instead of a form nobody can submit.
import type { Settings } from '@casino/schemas/types';

export type MirrorEntry = NonNullable<Settings['mirrorDomain']>[number];
export type DeviceType = 'desktop' | 'mobile' | 'tablet';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The mirror entry whose url is this site's origin, if any. */
export function currentMirror(
  entries: readonly MirrorEntry[] | undefined,
  origin: string,
): MirrorEntry | undefined {
  return entries?.find((entry) => originOf(entry.url) === origin);
}

const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether the mirror keeps registration closed for a country and device now. A country without a
 * config registers freely; a config with no window matching the device and time is closed. A window
 * whose end is before its start crosses midnight (22:00–06:00). Times are UTC, as on the server.
 */
export function registrationClosed(
  mirror: MirrorEntry | undefined,
  country: string | null | undefined,
  device: DeviceType,
  now: Date,
): boolean {
  if (!mirror || !country) return false;
  const config = mirror.settings?.registrationConfigs?.find((entry) => entry.country === country);
  if (!config) return false;
  const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
  const open = config.timeWindows.some((window) => {
    if (window.deviceType !== 'all' && window.deviceType !== device) return false;
    const from = minutesOf(window.from);
    const to = minutesOf(window.to);
    return from <= to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
  });
  return !open;
}
