// The generated contract is current, and every call of it has a home in a resource module.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateAll, generatedDir } from '../scripts/generate.ts';

const queriesDir = join(import.meta.dirname, '../src/queries');
let files: Record<string, string>;

beforeAll(async () => {
  files = await generateAll();
}, 60_000);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('generated API contract', () => {
  it('is current: src/generated matches the back end (run `pnpm api:generate`)', () => {
    for (const [file, text] of Object.entries(files))
      expect(readFileSync(join(generatedDir, file), 'utf8'), `src/generated/${file} is stale`).toBe(text);
  });

  it('types every route of the OpenAPI document', () => {
    const document = JSON.parse(files['openapi.json'] as string) as { paths: Record<string, object> };
    const types = files['api.ts'] as string;
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(60);
    for (const path of paths) expect(types, path).toContain(`    ${JSON.stringify(path)}: {`);
  });

  it('gives every operation a call in a resource module (src/queries)', () => {
    const document = JSON.parse(files['openapi.json'] as string) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const sources = readdirSync(queriesDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(queriesDir, file), 'utf8'))
      .join('\n');
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths))
      for (const method of Object.keys(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const verb = method.toUpperCase();
        const asCall = new RegExp(`'${verb}',\\s*'${escapeRegExp(path)}'`);
        // Non-JSON GETs (assets, images, pages, redirects) are links: urlOf(transport, path).
        const asLink = new RegExp(`urlOf\\(\\s*api\\.transport,\\s*'${escapeRegExp(path)}'`);
        if (!asCall.test(sources) && !(verb === 'GET' && asLink.test(sources)))
          missing.push(`${verb} ${path}`);
      }
    expect(missing).toEqual([]);
  });
});
