// Brands as overrides: brands/_base/base.json holds what brands share (the default look of spec 9,
// the menus, the registration fields…); a brand's brand.json holds only what differs. Objects merge
// key by key at every depth; an array or a scalar in the brand replaces the base's whole value
// (a brand's menu is its own list, never the base's list with items appended).
import type { Brand } from '@casino/schemas/types';

/** Every property optional at every depth; arrays are whole values. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/** A brand.json: the brand's differences from the base. */
export type BrandOverride = DeepPartial<Brand>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `override` laid over `base`: objects merged recursively, everything else replaced. Pure. */
export function deepMerge<T>(base: DeepPartial<T>, override: DeepPartial<T>): DeepPartial<T> {
  if (!isPlainObject(base) || !isPlainObject(override))
    return (override === undefined ? base : override) as DeepPartial<T>;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    merged[key] = Object.hasOwn(base, key) ? deepMerge<unknown>(base[key], value) : value;
  }
  return merged as DeepPartial<T>;
}

/**
 * The full brand an override describes. The result is unchecked data (validate it with
 * checkBrand): an override may be broken in ways only the merged brand shows.
 */
export function mergeBrand(base: BrandOverride, override: BrandOverride): unknown {
  return deepMerge<Brand>(base, override);
}
