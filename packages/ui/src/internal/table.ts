import type { CSSObject } from './styling.ts';

/** A style table with one entry per member of a variant tuple: complete by construction. */
export function styleTable<K extends string>(
  keys: readonly K[],
  styleFor: (key: K) => CSSObject,
): Record<K, CSSObject> {
  return Object.fromEntries(keys.map((key) => [key, styleFor(key)])) as Record<K, CSSObject>;
}

/** `&[data-<attribute>="<key>"]` selectors for every entry of a style table. */
export function variantSelectors<K extends string>(
  attribute: string,
  table: Record<K, CSSObject>,
): CSSObject {
  return Object.fromEntries(
    Object.entries<CSSObject>(table).map(([key, styles]) => [`&[data-${attribute}="${key}"]`, styles]),
  );
}
