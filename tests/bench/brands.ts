import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const brandsDir = join(import.meta.dirname, '../../brands');

export const brandIds = readdirSync(brandsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(brandsDir, entry.name, 'brand.json')))
  .map((entry) => entry.name)
  .sort();

export function brandOriginFor(id: string, port: number): string {
  const brand = JSON.parse(readFileSync(join(brandsDir, id, 'brand.json'), 'utf8')) as { hosts: string[] };
  const host = brand.hosts.find((name) => name.endsWith('.localhost')) ?? '127.0.0.1';
  return `http://${host}:${port}`;
}
