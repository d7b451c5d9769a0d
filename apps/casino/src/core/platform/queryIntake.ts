// Query parameters read once at start, before React and before any operator script runs
// (spec 2): `at` becomes the stored access token and leaves the address bar without a reload
// (unless another token is stored: then the player is asked which account to go on with, see
// features/auth/AccountLinkChoice);
// cpnc / mkt / pid are kept as value → expiry maps; `whitelisted=1` is remembered; the first URL
// of the visit is kept for sign-up and country-block reports.
import { readJson, readStorage, storageKeys, writeJson, writeStorage } from './storage.ts';

/** spec 9: tracking parameters last 365 days. */
export const attributionLifetimeMs = 365 * 24 * 60 * 60 * 1000;

export type AttributionMap = Record<string, Record<string, number>>;

export interface IntakeResult {
  /** Campaign codes seen for the first time in this visit (sent once as cpncToSent). */
  newCampaignCodes: string[];
  /**
   * A `?at=` token that differs from the stored one: never stored silently over another session.
   * The app asks who it belongs to and, for another player, which account to continue with.
   */
  linkToken?: string;
}

export function takeQueryParameters(location: Location, history: History, now = Date.now()): IntakeResult {
  const url = new URL(location.href);
  const params = url.searchParams;
  const result: IntakeResult = { newCampaignCodes: [] };

  const accessToken = params.get('at');
  const storedToken = readStorage(storageKeys.accessToken);
  if (accessToken && storedToken && storedToken !== accessToken) result.linkToken = accessToken;
  else if (accessToken) writeStorage(storageKeys.accessToken, accessToken);

  const attribution = pruneExpired(readJson<AttributionMap>(storageKeys.attribution, {}), now);
  for (const name of ['cpnc', 'mkt', 'pid'] as const) {
    const value = params.get(name);
    if (!value) continue;
    const known = attribution[name] ?? {};
    if (name === 'cpnc' && !(value in known)) result.newCampaignCodes.push(value);
    attribution[name] = { ...known, [value]: now + attributionLifetimeMs };
    if (name === 'pid') writeStorage(storageKeys.pid, value);
  }
  writeJson(storageKeys.attribution, attribution);

  if (params.get('whitelisted') === '1') writeStorage(storageKeys.whitelisted, '1');
  if (!sessionStorageHas('firstUrlSeen')) {
    writeStorage(storageKeys.firstUrl, location.href.replace(/([?&])at=[^&]*&?/, '$1').replace(/[?&]$/, ''));
    sessionStorageSet('firstUrlSeen');
  }

  if (accessToken) {
    params.delete('at');
    const search = params.toString();
    history.replaceState(history.state, '', `${url.pathname}${search ? `?${search}` : ''}${url.hash}`);
  }
  return result;
}

export function pruneExpired(map: AttributionMap, now: number): AttributionMap {
  const pruned: AttributionMap = {};
  for (const [name, values] of Object.entries(map)) {
    const alive = Object.entries(values).filter(([, expiry]) => expiry > now);
    if (alive.length) pruned[name] = Object.fromEntries(alive);
  }
  return pruned;
}

/** The most recent live value of an attribution parameter (the one with the latest expiry). */
export function latestAttribution(name: 'cpnc' | 'mkt' | 'pid', now = Date.now()): string | null {
  const values = pruneExpired(readJson<AttributionMap>(storageKeys.attribution, {}), now)[name] ?? {};
  const [latest] = Object.entries(values).sort(([, a], [, b]) => b - a);
  return latest?.[0] ?? null;
}

function sessionStorageHas(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function sessionStorageSet(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1');
  } catch {
    // Without session storage every load counts as the first of the visit.
  }
}
