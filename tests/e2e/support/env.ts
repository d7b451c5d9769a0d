import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Overridable so two e2e runs (e.g. two people on one machine) do not fight over ports.
export const apiPort = Number(process.env.E2E_API_PORT ?? 4310);
export const appPort = Number(process.env.E2E_APP_PORT ?? 5310);
export const apiUrl = `http://127.0.0.1:${apiPort}`;
/** The back end's documented demo partner key for linked sign-ups (its README; LINKED_SIGNUP_KEY). */
export const demoLinkedSignupKey = 'demo-partner-key-not-for-production';

const brandsDir = join(import.meta.dirname, '../../../brands');

/** Every brand folder: e2e runs once per brand, with no list to maintain. */
export const brandIds = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
  .map((entry) => entry.name)
  .sort();

export interface BrandData {
  id: string;
  name: string;
  hosts: string[];
  locales: { default: string; enabled: string[] };
  theme: { colors: Record<string, string> };
  navigation: { system: 'basic' | 'panel' };
  settings: { navigationSystem?: 'basic' | 'panel'; excludedCountryCodeList?: string[] };
}

export const readBrand = (id: string): BrandData =>
  JSON.parse(readFileSync(join(brandsDir, id, 'brand.json'), 'utf8')) as BrandData;

/** A brand is reached by one of its host names; *.localhost resolves to loopback in Chromium. */
export function brandOrigin(id: string): string {
  const brand = readBrand(id);
  const host = brand.hosts.find((name) => name.endsWith('.localhost')) ?? '127.0.0.1';
  return `http://${host}:${appPort}`;
}
