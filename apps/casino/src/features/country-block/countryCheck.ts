// spec 4 Country block: whether a guest sees the notice and the once-per-combination report
// (on every visit); locationRecheck.ts has the notice's re-check.
import { readJson, readStorage, storageKeys, writeJson } from '../../core/platform/storage.ts';

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
