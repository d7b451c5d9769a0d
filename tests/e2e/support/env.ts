import { defaultBrandId, listBrands, readBrand as readBrandFolder } from '@casino/layout-engine/node';

/** E2E_PRODUCTION=1: the production project (playwright.config.ts), on its own default ports. */
export const production = process.env.E2E_PRODUCTION === '1';
// Overridable so two e2e runs (e.g. two people on one machine) do not fight over ports.
export const apiPort = Number(process.env.E2E_API_PORT ?? (production ? 4360 : 4310));
export const appPort = Number(process.env.E2E_APP_PORT ?? (production ? 5360 : 5310));
/** The operator script host the production app server's CSP allows (production.spec.ts). */
export const operatorScriptHost = 'https://tags.operator.test';
export const apiUrl = `http://127.0.0.1:${apiPort}`;
/** The back end's documented demo partner key for linked sign-ups (its README; LINKED_SIGNUP_KEY). */
export const demoLinkedSignupKey = 'demo-partner-key-not-for-production';

/** Every brand folder: e2e runs once per brand, with no list to maintain. */
export const brandIds = listBrands();
/** The brand new brands copy; tests tagged `@default-brand` run in it only (playwright.config.ts). */
export const defaultBrand = defaultBrandId();
/** Tag a brand-independent flow with `{ tag: '@default-brand' }`. */
export const defaultBrandOnly = /@default-brand\b/;

export interface BrandData {
  id: string;
  name: string;
  hosts: string[];
  locales: { default: string; enabled: string[] };
  theme: { colors: Record<string, string> };
  navigation: { system: 'basic' | 'panel' };
  settings: {
    navigationSystem?: 'basic' | 'panel';
    excludedCountryCodeList?: string[];
    showLiveChat?: boolean;
    offeredCurrencies?: string[];
    defaultCurrency?: string;
  };
}

/** The brand as the app sees it: its brand.json merged over brands/_base (the shared reader). */
export const readBrand = (id: string): BrandData => readBrandFolder(id) as BrandData;

/** A brand is reached by one of its host names; *.localhost resolves to loopback in Chromium. */
export function brandOrigin(id: string): string {
  const brand = readBrand(id);
  const host = brand.hosts.find((name) => name.endsWith('.localhost')) ?? '127.0.0.1';
  return `http://${host}:${appPort}`;
}
