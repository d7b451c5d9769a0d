// The browser entry must validate without compiling code at run time: no Ajv compiler in the
// bundle, no `new Function` and no eval, so the app runs under a CSP without 'unsafe-eval'.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packageRoot = join(import.meta.dirname, '..');

describe('browser code path of the validators', () => {
  it('bundles without Ajv and without new Function or eval', async () => {
    const result = await build({
      // What the app imports from the engine; tree-shaking keeps only what it reaches.
      stdin: {
        contents:
          "export { buildRouteTable, createAppConfig, resolveLink, resolveNavItems } from './src/index.ts';",
        resolveDir: packageRoot,
        loader: 'ts',
      },
      bundle: true,
      write: false,
      outdir: 'out',
      platform: 'browser',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
    });
    // Files that contribute bytes to the output (parsed but tree-shaken files contribute none).
    const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs)
        .filter(([, usage]) => usage.bytesInOutput > 0)
        .map(([input]) => input),
    );
    expect(inputs.some((input) => input.includes('generated/validate-settings.js'))).toBe(true);
    // Brands are validated when the app is built; the brand validator's code stays out.
    expect(inputs.filter((input) => input.includes('generated/validate-brand.js'))).toEqual([]);
    expect(inputs.filter((input) => /node_modules\/(\.pnpm\/)?ajv/.test(input))).toEqual([]);
    expect(inputs.filter((input) => input.includes('/src/node/'))).toEqual([]);
    const code = result.outputFiles.map((file) => file.text).join('\n');
    expect(code).not.toMatch(/new Function\s*\(/);
    expect(code).not.toMatch(/\beval\s*\(/);
    expect(code).not.toMatch(/\brequire\s*\(/);
  });

  it('the generated validators contain no code compilation', () => {
    const dir = join(packageRoot, '../../schemas/generated');
    const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
    expect(files.length).toBeGreaterThan(7);
    for (const file of files)
      expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(
        /new Function\s*\(|\beval\s*\(|\brequire\s*\(/,
      );
  });
});
