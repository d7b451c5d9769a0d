import { brandLoaders, defaultBrandId, hostIndex } from 'virtual:brand-index';

// The host name and a forced brand come from outside (the app server prerenders by the request's
// Host header): a lookup takes only the tables' own keys, so `Host: constructor` or `__proto__`
// never reaches a member of Object.prototype (issue 32).
const own = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** The brand of this site: forced by config.json, else by host name, else the default brand. */
export function resolveBrandId(hostname: string, forced?: string | null): string {
  if (forced && own(brandLoaders, forced)) return forced;
  return own(hostIndex, hostname.toLowerCase()) ?? defaultBrandId;
}

export async function loadBrand(brandId: string): Promise<unknown> {
  const load = own(brandLoaders, brandId) ?? own(brandLoaders, defaultBrandId);
  if (!load) throw new Error(`No brand folder for ${brandId}`);
  return load();
}

/** Tokens of another brand's theme, for settings2 naming a theme other than the host's brand. */
export async function loadTheme(name: string): Promise<unknown> {
  const load = own(brandLoaders, name);
  return load ? ((await load()) as { theme?: unknown }).theme : undefined;
}
