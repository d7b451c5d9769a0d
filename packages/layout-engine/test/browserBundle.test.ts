// The browser entry must validate without compiling code at run time: no Ajv compiler in the
// bundle, no `new Function` and no eval, so the app runs under a CSP without 'unsafe-eval'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packageRoot = join(import.meta.dirname, '..');

describe('browser code path of the validators', () => {
  it('bundles without Ajv and without new Function or eval', async () => {
    const result = await build({
      entryPoints: [join(packageRoot, 'src/index.ts')],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((input) => input.includes('generated/validators.js'))).toBe(true);
    expect(inputs.filter((input) => /node_modules\/(\.pnpm\/)?ajv/.test(input))).toEqual([]);
    expect(inputs.filter((input) => input.includes('/src/node/'))).toEqual([]);
    const code = result.outputFiles.map((file) => file.text).join('\n');
    expect(code).not.toMatch(/new Function\s*\(/);
    expect(code).not.toMatch(/\beval\s*\(/);
    expect(code).not.toMatch(/\brequire\s*\(/);
  });

  it('the generated validators contain no code compilation', () => {
    const source = readFileSync(join(packageRoot, '../../schemas/generated/validators.js'), 'utf8');
    expect(source).not.toMatch(/new Function\s*\(|\beval\s*\(|\brequire\s*\(/);
  });
});
