// Brands are discovered from the folders under brands/ (see brandsPlugin.ts): a new folder
// appears in the toolbar, the story tests and the visual run with no code change.

import allBrands from 'virtual:brands';
import type { Brand } from '@casino/schemas/types';

export const brands: Brand[] = [...allBrands].sort((a, b) => a.id.localeCompare(b.id));

export function brandById(id: string | undefined): Brand {
  const found = brands.find((brand) => brand.id === id) ?? brands[0];
  if (!found) throw new Error('No brand folder under brands/');
  return found;
}
