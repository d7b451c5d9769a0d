import { listBrands, readBrand } from '@casino/layout-engine/node';

export const brandIds = listBrands();

export function brandOriginFor(id: string, port: number): string {
  const brand = readBrand(id) as { hosts: string[] };
  const host = brand.hosts.find((name) => name.endsWith('.localhost')) ?? '127.0.0.1';
  return `http://${host}:${port}`;
}

/** A page's path in a brand: its brand.json `pageUrls` override, else the default path. */
export function pagePathFor(id: string, key: string, defaultPath: string): string {
  const brand = readBrand(id) as { pageUrls?: { key: string; href: string }[] };
  return brand.pageUrls?.find((page) => page.key === key)?.href ?? defaultPath;
}
