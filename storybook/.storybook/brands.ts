/// <reference types="vite/client" />
// Brands are discovered from the folders under brands/: a new folder appears in the toolbar, the
// story tests and the visual run with no code change.
import type { Brand } from '@casino/schemas/types';

const files = import.meta.glob<Brand>('../../brands/*/brand.json', { eager: true, import: 'default' });

export const brands: Brand[] = Object.values(files).sort((a, b) => a.id.localeCompare(b.id));

export function brandById(id: string | undefined): Brand {
  const found = brands.find((brand) => brand.id === id) ?? brands[0];
  if (!found) throw new Error('No brand folder under brands/');
  return found;
}
