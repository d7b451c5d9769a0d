// Features never write back-end URLs: every call lives in a resource module of @casino/api-client
// (path, answer type and shape from the contract). This fails on any '/api/…' string in a feature file.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const featuresDir = join(import.meta.dirname, '../../features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A string literal that starts a back-end path ('/api/…', "/api/…", `/api/…`); imports of core/api do not. */
const apiPath = /['"`]\/api\//;

const filesWithApiPaths = (dir: string): string[] =>
  sourceFiles(dir).filter((file) => apiPath.test(readFileSync(file, 'utf8')));

describe('feature files', () => {
  it('contain no /api/ path (calls come from @casino/api-client resource modules)', () => {
    const files = sourceFiles(featuresDir);
    expect(files.length).toBeGreaterThan(20);
    expect(filesWithApiPaths(featuresDir).map((file) => relative(featuresDir, file))).toEqual([]);
  });

  it('the check finds a planted path and ignores imports of core/api', () => {
    expect(apiPath.test("request('GET', '/api/admin/get-location')")).toBe(true);
    expect(apiPath.test('transport.urlFor(`/api/core/casino/assets/`)')).toBe(true);
    expect(apiPath.test("import { x } from '../../core/api/queries.ts';")).toBe(false);
  });
});
