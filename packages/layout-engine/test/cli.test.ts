// The operators' CLI, run as operators run it (a child process), on a temporary copy of brands/.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Brand } from '@casino/schemas/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createRuntimeValidators,
  defaultBrandsDir,
  listBrands,
  readBrand,
  readBrandBase,
  validateBrandFolder,
} from '../src/node/index.ts';

const cli = join(import.meta.dirname, '../cli/brand.ts');
const tsx = join(import.meta.dirname, '../../../node_modules/.bin/tsx');
let brandsDir = '';

function run(...args: string[]) {
  const result = spawnSync(tsx, [cli, ...args], {
    env: { ...process.env, BRANDS_DIR: brandsDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeEach(() => {
  brandsDir = mkdtempSync(join(tmpdir(), 'brands-'));
  cpSync(defaultBrandsDir, brandsDir, { recursive: true });
});
afterEach(() => rmSync(brandsDir, { recursive: true, force: true }));

describe('pnpm brand:new / brand:validate', () => {
  it('scaffolds a valid brand that the engine lists with no code change', () => {
    expect(listBrands(brandsDir)).not.toContain('acme');
    const created = run('new', 'acme');
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    const validated = run('validate', 'acme');
    expect(validated.status).toBe(0);
    expect(validated.stdout).toContain('1 of 1 brands valid');
    expect(listBrands(brandsDir)).toContain('acme');
    const brand = JSON.parse(readFileSync(join(brandsDir, 'acme/brand.json'), 'utf8'));
    expect(brand).toMatchObject({ id: 'acme', name: 'Acme', hosts: ['acme.localhost'] });
  }, 30_000);

  it('refuses a bad name or an existing folder', () => {
    expect(run('new', 'Bad Name').status).toBe(1);
    expect(run('new', 'lulu').stderr).toContain('already exists');
  }, 30_000);

  it('exits non-zero listing every error with file, pointer and rule', () => {
    const file = join(brandsDir, 'lulu/brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8'));
    brand.theme.colors.primary = 'pink';
    brand.navigation.system = 'sidebar';
    writeFileSync(file, JSON.stringify(brand));
    const result = run('validate');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /brand\.json: \/theme\/colors\/primary: must match pattern "\^#.*" \[pattern\]/,
    );
    expect(result.stderr).toMatch(
      /brand\.json: \/navigation\/system: must be one of "basic", "panel" \[enum\]/,
    );
    expect(result.stdout).toContain('2 of 3 brands valid');
  }, 30_000);

  it('checks what only the folder can tell: id = folder name, assets exist', () => {
    const file = join(brandsDir, 'wincraft/brand.json');
    const brand = JSON.parse(readFileSync(file, 'utf8'));
    brand.id = 'win-craft';
    writeFileSync(file, JSON.stringify(brand));
    rmSync(join(brandsDir, 'wincraft/assets/coin.svg'));
    const report = validateBrandFolder('wincraft', createRuntimeValidators(), brandsDir);
    expect(report.issues.map((issue) => [issue.pointer, issue.rule])).toEqual([
      ['/id', 'folderName'],
      ['/assets/coin', 'fileExists'],
    ]);
  });

  it('reports a file that is not JSON', () => {
    writeFileSync(join(brandsDir, 'lulu/brand.json'), '{ "id": ');
    const report = validateBrandFolder('lulu', createRuntimeValidators(), brandsDir);
    expect(report.issues[0]).toMatchObject({ pointer: '', rule: 'json' });
  });

  it('names an unknown brand', () => {
    const result = run('validate', 'nope');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No brand folder named nope');
  }, 30_000);
});

describe('brands as overrides of brands/_base/base.json', () => {
  it('writes a minimal override for a new brand, with the accounts policy minimum of 8', () => {
    expect(run('new', 'acme').status).toBe(0);
    const written = readFileSync(join(brandsDir, 'acme/brand.json'), 'utf8');
    expect(written.split('\n').length).toBeLessThanOrEqual(40);
    const merged = readBrand('acme', brandsDir) as Brand;
    expect(merged.settings.passwordMinLength).toBe(8);
    // Everything not written comes from the base.
    expect(merged.theme).toEqual(readBrandBase(brandsDir).theme);
  }, 30_000);

  it('keeps every shipped brand.json at most 120 lines', () => {
    for (const id of listBrands())
      expect(
        readFileSync(join(defaultBrandsDir, id, 'brand.json'), 'utf8')
          .trimEnd()
          .split('\n').length,
      ).toBeLessThanOrEqual(120);
  });

  it('applies a change to the base to every brand that does not override it', () => {
    const basePath = join(brandsDir, '_base/base.json');
    const base = JSON.parse(readFileSync(basePath, 'utf8'));
    base.theme.colors.primary = 'pink';
    writeFileSync(basePath, JSON.stringify(base));
    // lulu and wincraft set their own primary colour; curacao takes the base's.
    expect(validateBrandFolder('curacao', createRuntimeValidators(), brandsDir).issues).toEqual([
      expect.objectContaining({ pointer: '/theme/colors/primary', rule: 'pattern' }),
    ]);
    expect(validateBrandFolder('lulu', createRuntimeValidators(), brandsDir).issues).toEqual([]);
  });

  it('does not list the base folder as a brand', () => {
    expect(listBrands(brandsDir)).not.toContain('_base');
  });
});
