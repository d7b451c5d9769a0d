import { brandLoaders, defaultBrandId, hostIndex } from 'virtual:brand-index';

/** The brand of this site: forced by config.json, else by host name, else the default brand. */
export function resolveBrandId(hostname: string, forced?: string | null): string {
  if (forced && forced in brandLoaders) return forced;
  return hostIndex[hostname.toLowerCase()] ?? defaultBrandId;
}

export async function loadBrand(brandId: string): Promise<unknown> {
  const load = brandLoaders[brandId] ?? brandLoaders[defaultBrandId];
  if (!load) throw new Error(`No brand folder for ${brandId}`);
  return load();
}

/** Tokens of another brand's theme, for settings2 naming a theme other than the host's brand. */
export async function loadTheme(name: string): Promise<unknown> {
  const load = brandLoaders[name];
  return load ? ((await load()) as { theme?: unknown }).theme : undefined;
}
