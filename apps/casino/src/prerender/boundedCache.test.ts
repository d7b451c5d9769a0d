// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundedCache } from './boundedCache.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('boundedCache', () => {
  it('reuses an answer within its window and asks again after it', async () => {
    let time = 0;
    const cache = boundedCache<string>({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000, now: () => time });
    let made = 0;
    const make = () => Promise.resolve(`answer ${++made}`);
    expect(await cache.get('k', make)).toBe('answer 1');
    time = 999;
    expect(await cache.get('k', make)).toBe('answer 1');
    time = 1000;
    expect(await cache.get('k', make)).toBe('answer 2');
  });

  it('says whether an answer was reused: a fresh entry (also one still coming), not an expired one', async () => {
    let time = 0;
    const cache = boundedCache<string>({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000, now: () => time });
    const make = () => Promise.resolve('answer');
    expect(cache.lookup('k', make).reused).toBe(false);
    expect(cache.lookup('k', make).reused).toBe(true);
    time = 1000;
    expect(cache.lookup('k', make).reused).toBe(false);
    const off = boundedCache<string>({ ttlMs: 0, maxEntries: 10, maxBytes: 1000 });
    expect(off.lookup('k', make).reused).toBe(false);
    expect(off.lookup('k', make).reused).toBe(false);
  });

  it('evicts the least recently used entry beyond its entry bound', async () => {
    const cache = boundedCache<string>({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1000 });
    const made: string[] = [];
    const make = (key: string) => () => {
      made.push(key);
      return Promise.resolve(key);
    };
    await cache.get('a', make('a'));
    await cache.get('b', make('b'));
    await cache.get('a', make('a')); // a is now the most recently used
    await cache.get('c', make('c')); // evicts b
    expect(cache.entries).toBe(2);
    await cache.get('a', make('a'));
    await cache.get('b', make('b'));
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('evicts by the bytes of the answers, once they have arrived', async () => {
    const cache = boundedCache<string>({
      ttlMs: 60_000,
      maxEntries: 100,
      maxBytes: 250,
      sizeOf: (value) => value.length,
    });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(key.repeat(100)));
    await settle();
    expect(cache.entries).toBe(2);
    expect(cache.bytes).toBe(200);
    // An answer larger than the whole bound is not kept at all.
    await cache.get('huge', () => Promise.resolve('x'.repeat(300)));
    await settle();
    expect(cache.bytes).toBeLessThanOrEqual(250);
  });

  it('forgets a failure, so the next visit asks again', async () => {
    const cache = boundedCache<string>({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(cache.entries).toBe(0);
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('a failed request that ends late does not evict the newer answer', async () => {
    let time = 0;
    const cache = boundedCache<string>({ ttlMs: 1000, maxEntries: 10, maxBytes: 1000, now: () => time });
    let failOld: (error: Error) => void = () => undefined;
    const old = cache.get('k', () => new Promise<string>((_, reject) => (failOld = reject)));
    time = 2000; // the old request is past its window: a new one starts
    expect(await cache.get('k', () => Promise.resolve('new'))).toBe('new');
    failOld(new Error('late failure'));
    await expect(old).rejects.toThrow('late failure');
    await settle();
    time = 2500;
    expect(await cache.get('k', () => Promise.resolve('asked again'))).toBe('new');
  });
});
