import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export function hashPasswordSync(password: string, salt: string): string {
  return `scrypt$${salt}$${scryptSync(password, salt, KEYLEN, COST).toString('base64url')}`;
}

export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('base64url');
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEYLEN, COST, (err, key) =>
      err ? reject(err) : resolve(`scrypt$${salt}$${key.toString('base64url')}`),
    ),
  );
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return Promise.resolve(false);
  return new Promise((resolve) =>
    scrypt(password, salt, KEYLEN, COST, (err, key) => {
      if (err) return resolve(false);
      const want = Buffer.from(expected, 'base64url');
      resolve(want.length === key.length && timingSafeEqual(want, key));
    }),
  );
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
