// spec 4: a 3DS return sends the authentication data to the server once, even when the success
// URL is reloaded or open in two tabs. The handled MD values are remembered in localStorage (they
// are transaction references, not card data), and the check-and-mark runs under a Web Lock, so two
// tabs cannot both find the id unhandled.

const STORAGE_KEY = 'deposit.3ds.handled';
const LOCK_NAME = 'deposit-3ds-webhook';
/** Enough for any player's recent 3DS returns; older ones cannot come back (their MD is spent). */
const KEEP = 50;

function handledIds(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function wasHandled(md: string, storage: Storage = localStorage): boolean {
  return handledIds(storage).includes(md);
}

function markHandled(md: string, storage: Storage): void {
  storage.setItem(
    STORAGE_KEY,
    JSON.stringify([...handledIds(storage).filter((id) => id !== md), md].slice(-KEEP)),
  );
}

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

export type SendResult = 'sent' | 'alreadyHandled';

// The same tab asking twice (a re-mounted modal) shares the first call instead of seeing it as done.
const inFlight = new Map<string, Promise<SendResult>>();

/**
 * Runs `send` for this MD unless a tab has run it already. The id is marked before the call, under
 * the lock; a call that fails unmarks it, so Retry can send it (the server completes a deposit once
 * whatever the client does; the client's part is not to send twice).
 */
export function sendOnce(
  md: string,
  send: () => Promise<unknown>,
  {
    storage = localStorage,
    locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks,
  }: { storage?: Storage; locks?: LockManagerLike | undefined } = {},
): Promise<SendResult> {
  const running = inFlight.get(md);
  if (running) return running;
  const claim = async () => {
    if (wasHandled(md, storage)) return false;
    markHandled(md, storage);
    return true;
  };
  const run = (async (): Promise<SendResult> => {
    const claimed = locks ? await locks.request(LOCK_NAME, claim) : await claim();
    if (!claimed) return 'alreadyHandled';
    try {
      await send();
      return 'sent';
    } catch (error) {
      unmark(md, storage);
      throw error;
    }
  })();
  inFlight.set(md, run);
  run.catch(() => inFlight.delete(md));
  return run;
}

function unmark(md: string, storage: Storage): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(handledIds(storage).filter((id) => id !== md)));
}
