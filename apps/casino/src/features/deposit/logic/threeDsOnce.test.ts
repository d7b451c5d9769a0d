import { describe, expect, it, vi } from 'vitest';
import { sendOnce, wasHandled } from './threeDsOnce.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

/** A Web Locks stand-in: callbacks run one after another, as the browser runs them. */
function serialLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: <T>(_name: string, callback: () => Promise<T>) => {
      const next = tail.then(callback);
      tail = next.catch(() => undefined);
      return next;
    },
  };
}

/** A fresh copy of the module: what a reloaded page or a second tab runs. */
async function newPage() {
  vi.resetModules();
  return import('./threeDsOnce.ts');
}

describe('3DS webhook once (spec 4)', () => {
  it('sends once; a reloaded page does not send again', async () => {
    const storage = memoryStorage();
    const send = vi.fn().mockResolvedValue(undefined);
    const first = await newPage();
    expect(await first.sendOnce('md-1', send, { storage, locks: serialLocks() })).toBe('sent');
    expect(wasHandled('md-1', storage)).toBe(true);
    const reloaded = await newPage();
    expect(await reloaded.sendOnce('md-1', send, { storage, locks: serialLocks() })).toBe('alreadyHandled');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('two tabs at the same moment: one sends, under the shared lock', async () => {
    const storage = memoryStorage();
    const locks = serialLocks();
    const send = vi.fn().mockResolvedValue(undefined);
    const [tabA, tabB] = [await newPage(), await newPage()];
    const results = await Promise.all([
      tabA.sendOnce('md-2', send, { storage, locks }),
      tabB.sendOnce('md-2', send, { storage, locks }),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(results.sort()).toEqual(['alreadyHandled', 'sent']);
  });

  it('the same page asking twice (a re-mounted modal) shares the one call', async () => {
    const storage = memoryStorage();
    const send = vi.fn().mockResolvedValue(undefined);
    const page = await newPage();
    const results = await Promise.all([
      page.sendOnce('md-4', send, { storage }),
      page.sendOnce('md-4', send, { storage }),
    ]);
    expect(results).toEqual(['sent', 'sent']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a failed call is unmarked, so Retry can send it', async () => {
    const storage = memoryStorage();
    const failing = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(sendOnce('md-3', failing, { storage })).rejects.toThrow('offline');
    expect(wasHandled('md-3', storage)).toBe(false);
    const send = vi.fn().mockResolvedValue(undefined);
    await Promise.resolve();
    expect(await sendOnce('md-3', send, { storage })).toBe('sent');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
