// The test-mode hooks the production e2e project reads (tests/e2e/production.spec.ts): the
// operator scripts a brand injects, set and put back; the scrypt cost a stored hash was made with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRYPT_COST } from '../src/crypto.ts';
import { type Running, startServer } from '../src/server.ts';

let srv: Running;

beforeAll(async () => {
  // The production cost (no PASSWORD_HASH_LOG2_N): the seed hashes the demo players at 2^17.
  srv = await startServer({ port: 0, dataDir: 'memory://', logLevel: 'silent', testMode: true }, {});
}, 180_000);
afterAll(async () => {
  await srv?.close();
});

const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${srv.casinoUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as unknown };
};
const scriptKeys = async (brand: string) =>
  ((await call('GET', `/api/core/casino/scripts?brand=${brand}`)).json as { key: string }[]).map(
    (script) => script.key,
  );

describe('PUT / DELETE /__test/scripts', () => {
  it("replaces a brand's operator scripts, and puts the seeded ones back", async () => {
    const seeded = await scriptKeys('curacao');
    expect(seeded).toContain('site-meta');
    const put = await call('PUT', '/__test/scripts', {
      brand: 'curacao',
      scripts: [{ key: 'tag', head: '<script src="https://tags.example.test/tag.js"></script>' }],
    });
    expect(put.status).toBe(200);
    const answer = (await call('GET', '/api/core/casino/scripts?brand=curacao')).json;
    expect(answer).toEqual([
      { key: 'tag', head: '<script src="https://tags.example.test/tag.js"></script>' },
    ]);
    // Another brand keeps its own.
    expect(await scriptKeys('lulu')).toContain('site-meta');
    expect((await call('DELETE', '/__test/scripts')).status).toBe(200);
    expect(await scriptKeys('curacao')).toEqual(seeded);
  });

  it('refuses an unknown brand', async () => {
    expect((await call('PUT', '/__test/scripts', { brand: 'nope', scripts: [] })).status).toBe(404);
  });
});

describe('GET /__test/users/:id/password-hash-cost', () => {
  it('reads the cost a stored hash was made with', async () => {
    const cost = await call('GET', '/__test/users/1/password-hash-cost');
    expect(cost.status).toBe(200);
    expect(cost.json).toEqual({ N: SCRYPT_COST.N, r: SCRYPT_COST.r, p: SCRYPT_COST.p, log2N: 17 });
    expect((await call('GET', '/__test/users/99999/password-hash-cost')).status).toBe(404);
  });
});
