// The prerenderer's memory: settings2-built configs, catalogues and rendered pages, reused for a
// time window and bounded by entries and bytes (least recently used go first), so no sequence of
// requests can grow the app server's memory without limit.
import { LRUCache } from 'lru-cache';

export interface BoundedCacheOptions<T> {
  /** How long an answer is reused (0: never). */
  ttlMs: number;
  maxEntries: number;
  /** Upper bound of the sum of `sizeOf` over the entries. */
  maxBytes: number;
  /** The size of an answer once it has arrived (a pending answer counts 1). */
  sizeOf?: (value: T) => number;
  now?: () => number;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  size: number;
}

export interface BoundedCache<T> {
  /** The answer for `key`: reused while fresh, else made (and remembered unless it fails). */
  get(key: string, make: () => Promise<T>): Promise<T>;
  /** The same, saying whether the answer was reused (a fresh entry, arrived or still coming). */
  lookup(key: string, make: () => Promise<T>): { value: Promise<T>; reused: boolean };
  readonly entries: number;
  readonly bytes: number;
}

export function boundedCache<T>({
  ttlMs,
  maxEntries,
  maxBytes,
  sizeOf,
  now = Date.now,
}: BoundedCacheOptions<T>): BoundedCache<T> {
  const entries = new LRUCache<string, Entry<T>>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.size,
  });
  const cache: BoundedCache<T> = {
    get: (key, make) => cache.lookup(key, make).value,
    lookup(key, make) {
      const entry = entries.get(key);
      if (entry && now() - entry.at < ttlMs) return { value: entry.value, reused: true };
      const value = make();
      const fresh: Entry<T> = { at: now(), value, size: 1 };
      entries.set(key, fresh);
      value.then(
        (answer) => {
          // Weigh the answer now that it is here, unless a newer request has replaced it.
          if (sizeOf && entries.peek(key)?.value === value)
            entries.set(key, { ...fresh, size: Math.max(1, sizeOf(answer)) });
        },
        () => {
          // A failure is not remembered: the next visit asks again (unless a newer answer came
          // meanwhile, which stays).
          if (entries.peek(key)?.value === value) entries.delete(key);
        },
      );
      return { value, reused: false };
    },
    get entries() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
    },
  };
  return cache;
}
