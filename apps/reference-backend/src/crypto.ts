import {
  createHash,
  randomBytes,
  type ScryptOptions,
  scrypt,
  scryptSync,
  timingSafeEqual,
} from 'node:crypto';

import { ApiError, fail } from './errors.ts';

const KEYLEN = 32;
type Cost = { N: number; r: number; p: number };

/**
 * OWASP Password Storage Cheat Sheet minimum for scrypt: N=2^17, r=8, p=1. That needs 128·N·r·p =
 * 128 MiB of memory, above Node's default maxmem (32 MiB), so maxmem is raised with headroom.
 */
export const SCRYPT_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
let cost: Cost = { ...SCRYPT_COST };

/**
 * Test mode only (PASSWORD_HASH_LOG2_N): the browser e2e run logs in hundreds of times on a small
 * shared machine, where each 2^17 hash costs up to seconds of CPU and 128 MiB. Stored hashes carry
 * their parameters, so nothing else changes; the back end's own tests keep the real cost.
 */
export function setPasswordHashCost(log2N: number | undefined): void {
  cost = { ...SCRYPT_COST, N: log2N ? 2 ** log2N : SCRYPT_COST.N };
}
/** The parameters of hashes written before the cost was raised (format `scrypt$salt$key`). */
const LEGACY_COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const maxmem = (cost: { N: number; r: number; p: number }) => 2 * 128 * cost.N * cost.r * cost.p;

/** Stored form: `scrypt$N=131072,r=8,p=1$salt$key`, so a later cost change still verifies old hashes. */
const format = (cost: Cost, salt: string, key: Buffer) =>
  `scrypt$N=${cost.N},r=${cost.r},p=${cost.p}$${salt}$${key.toString('base64url')}`;

/**
 * At most `concurrency` hashes run at once (each holds 128 MiB and a libuv thread for most of a
 * second); up to `queue` more wait their turn. A caller past that is refused with 503 and
 * Retry-After at once: a flood of password checks cannot make every login wait for it (120
 * parallel guesses once made another player's login take 20.6 s, past the app's 15 s timeout).
 */
const gate = { concurrency: 2, queue: 16, running: 0, waiting: [] as (() => void)[] };

export function setPasswordHashGate({ concurrency, queue }: { concurrency: number; queue: number }): void {
  gate.concurrency = Math.max(1, concurrency);
  gate.queue = Math.max(0, queue);
}

async function inHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (gate.running < gate.concurrency) gate.running++;
  else if (gate.waiting.length < gate.queue) await new Promise<void>((resolve) => gate.waiting.push(resolve));
  else
    return fail(
      'SERVICE_UNAVAILABLE',
      'The server is busy checking passwords. Try again in a moment.',
      undefined,
      {
        retryAfterSeconds: 1,
      },
    );
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line; only an empty line frees it.
    const next = gate.waiting.shift();
    if (next) next();
    else gate.running--;
  }
}

function derive(password: string, salt: string, cost: Cost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: maxmem(cost) };
  return inHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password, salt, KEYLEN, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

// The seed hashes the same demo password with the same salts for every server it builds (tests
// build many); at 2^17 each costs most of a second, so equal inputs are derived once per process.
const syncHashes = new Map<string, string>();

export function hashPasswordSync(password: string, salt: string): string {
  const memo = `${cost.N}\u0000${salt}\u0000${password}`;
  const known = syncHashes.get(memo);
  if (known) return known;
  const hash = format(cost, salt, scryptSync(password, salt, KEYLEN, { ...cost, maxmem: maxmem(cost) }));
  syncHashes.set(memo, hash);
  return hash;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('base64url');
  return format(cost, salt, await derive(password, salt, cost));
}

/** The cost and parts of a stored hash, or undefined when it is not one of ours. */
function parse(stored: string): { cost: Cost; salt: string; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return undefined;
  if (parts.length === 3 && parts[1] && parts[2])
    return { cost: LEGACY_COST, salt: parts[1], key: Buffer.from(parts[2], 'base64url') };
  const m = parts.length === 4 ? /^N=(\d+),r=(\d+),p=(\d+)$/.exec(parts[1] ?? '') : null;
  if (!m || !parts[2] || !parts[3]) return undefined;
  const cost = { N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Refuse parameters a tampered row could use to make one login eat the machine.
  if (cost.N > 2 ** 20 || cost.r > 32 || cost.p > 16) return undefined;
  return { cost, salt: parts[2], key: Buffer.from(parts[3], 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  let key: Buffer;
  try {
    key = await derive(password, parsed.salt, parsed.cost);
  } catch (error) {
    // A full queue is the server's answer (503), not a wrong password.
    if (error instanceof ApiError) throw error;
    return false;
  }
  return parsed.key.length === key.length && timingSafeEqual(parsed.key, key);
}

/** True when a stored hash uses less than the current cost (rehash it at the next login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r;
}

/**
 * A hash of a random password at the current cost: login verifies against it when no account
 * matches, so an unknown e-mail costs the same time as a wrong password (no account enumeration).
 */
const dummies = new Map<number, Promise<string>>();
export function dummyPasswordHash(): Promise<string> {
  let dummy = dummies.get(cost.N);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('base64url'));
    dummies.set(cost.N, dummy);
  }
  return dummy;
}

/** An opaque access token; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function randomId(bytes = 12): string {
  return randomBytes(bytes).toString('hex');
}

export function uuid(): string {
  return crypto.randomUUID();
}
