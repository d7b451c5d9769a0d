// The browser entry must validate without compiling code at run time: no Ajv compiler in the
// bundle, no `new Function` and no eval, so the app runs under a CSP without 'unsafe-eval'.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const packageRoot = join(import.meta.dirname, '..');

/** esbuild's bundle of `contents` (tree-shaken), and the files that contribute bytes to it. */
async function bundle(contents: string) {
  const result = await build({
    stdin: { contents, resolveDir: packageRoot, loader: 'ts' },
    bundle: true,
    write: false,
    outdir: 'out',
    platform: 'browser',
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
  });
  // Parsed but tree-shaken files contribute no bytes.
  const inputs = Object.values(result.metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, usage]) => usage.bytesInOutput > 0)
      .map(([input]) => input),
  );
  return { inputs, code: result.outputFiles.map((file) => file.text).join('\n') };
}

describe('browser code path of the validators', () => {
  it('the main entry carries no generated validator: the first load builds from checked settings', async () => {
    // What the app's first load imports from the engine.
    const { inputs } = await bundle(
      "export { buildAppConfig, buildRouteTable, resolveLink, resolveNavItems, settingsCheckedUpstream } from './src/index.ts';",
    );
    expect(inputs.filter((input) => input.includes('schemas/generated/validate-'))).toEqual([]);
    expect(inputs.filter((input) => /node_modules\/(\.pnpm\/)?ajv/.test(input))).toEqual([]);
  });

  it('the validating entry bundles without Ajv and without new Function or eval', async () => {
    const { inputs, code } = await bundle("export { createAppConfig } from './src/validators.ts';");
    expect(inputs.some((input) => input.includes('generated/validate-settings.js'))).toBe(true);
    // Brands are validated when the app is built; the brand validator's code stays out.
    expect(inputs.filter((input) => input.includes('generated/validate-brand.js'))).toEqual([]);
    expect(inputs.filter((input) => /node_modules\/(\.pnpm\/)?ajv/.test(input))).toEqual([]);
    expect(inputs.filter((input) => input.includes('/src/node/'))).toEqual([]);
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
