// Client storage keys of spec 3, in one place. Storage can be unavailable (private modes,
// blocked cookies): every access degrades to "nothing stored" instead of throwing.

export const storageKeys = {
  accessToken: 'accessToken',
  firstUrl: 'firstUrl',
  uidToken: 'connect_uid_token',
  lastLoginDate: 'lastLoginDate',
  lastLoginIp: 'lastLoginIp',
  lastLoginLocation: 'lastLoginLocation',
  sessionTerminationReason: 'sessionTerminationReason',
  sessionTerminationTime: 'sessionTerminationTime',
  selectedLanguage: 'selectedLanguage',
  whitelisted: 'whitelisted',
  countryCheck: 'countryCheck',
  devMode: 'devMode',
  pid: 'pid',
  /** Marketing attribution (cpnc, mkt): value → expiry (spec 2). */
  attribution: 'attribution',
  /** Affiliate token saved from the affiliate key query parameter. */
  affiliateToken: 'affiliateToken',
  /** The reality-check interval the player chose (minutes, or "off"). */
  realityCheckInterval: 'realityCheckInterval',
  /** Players (ids) who have seen or closed the onboarding tour on this browser. */
  onboardingTourSeen: 'onboardingTourSeen',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives only in memory for this visit.
  }
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  const text = readStorage(key);
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const writeJson = (key: StorageKey, value: unknown): void => writeStorage(key, JSON.stringify(value));
