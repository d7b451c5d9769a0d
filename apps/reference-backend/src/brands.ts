import { join } from 'node:path';
import { listBrands, readBrand } from '@casino/layout-engine/node';

export interface Brand {
  id: string;
  name: string;
  hosts: string[];
  dir: string;
  settings: Record<string, unknown>;
  pageUrls: unknown[];
  registrationFields: Record<string, number>;
  defaultLocale: string;
}

/**
 * Every folder under brandsDir with a brand.json; never a list of names in code. Read with the
 * shared brand reader, so a brand's values are its overrides merged over brands/_base.
 */
export function loadBrands(brandsDir: string): Brand[] {
  const brands: Brand[] = [];
  for (const folder of listBrands(brandsDir)) {
    const json = readBrand(folder, brandsDir) as Record<string, unknown>;
    const locales = (json.locales ?? {}) as { default?: string };
    brands.push({
      id: typeof json.id === 'string' ? json.id : folder,
      name: typeof json.name === 'string' ? json.name : folder,
      hosts: Array.isArray(json.hosts) ? (json.hosts as string[]).map((h) => h.toLowerCase()) : [],
      dir: join(brandsDir, folder),
      settings: (json.settings ?? {}) as Record<string, unknown>,
      pageUrls: Array.isArray(json.pageUrls) ? json.pageUrls : [],
      registrationFields: (json.registrationFields ?? {}) as Record<string, number>,
      defaultLocale: locales.default ?? 'en',
    });
  }
  return brands.sort((a, b) => a.id.localeCompare(b.id));
}

export class BrandRegistry {
  // Maps, never object literals: ids and host names come from requests (`Host: constructor`,
  // `?brand=__proto__`) and must not reach a member of Object.prototype (issue 32).
  private readonly byId: Map<string, Brand>;
  private readonly byHost: Map<string, Brand>;

  constructor(readonly brands: Brand[]) {
    this.byId = new Map(brands.map((b) => [b.id, b]));
    this.byHost = new Map();
    // The first brand (by id) that claims a host keeps it, as the former search in order did.
    for (const b of brands) for (const host of b.hosts) if (!this.byHost.has(host)) this.byHost.set(host, b);
  }

  get(id: string): Brand | undefined {
    return this.byId.get(id);
  }

  /** The fallback brand: the one that claims localhost, else the first. */
  get fallback(): Brand | undefined {
    return this.byHost.get('localhost') ?? this.brands[0];
  }

  /**
   * A named brand (?brand= or x-brand, where the caller allows it) wins; then the host name of the page that calls (Origin, then
   * Referer: the front end runs on another port or host than this server); then the Host header;
   * then the fallback. Ports are ignored.
   */
  resolve(
    hosts: { host?: string | undefined; origin?: string | undefined; referer?: string | undefined },
    brandParam: string | undefined,
  ): Brand | undefined {
    if (brandParam) {
      const b = this.get(brandParam);
      if (b) return b;
    }
    for (const candidate of [hostOfUrl(hosts.origin), hostOfUrl(hosts.referer), hostOfHeader(hosts.host)]) {
      if (!candidate) continue;
      const b = this.byHost.get(candidate);
      if (b) return b;
    }
    return this.fallback;
  }
}

function hostOfHeader(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
}

function hostOfUrl(url: string | undefined): string | undefined {
  if (!url || url === 'null') return undefined;
  try {
    return new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return undefined;
  }
}
