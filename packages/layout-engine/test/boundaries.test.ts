// The layout engine turns data into config; it must not depend on the design system (the tokens
// it needs live in @casino/tokens, which the design system uses too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Module specifiers a file imports or re-exports. */
const importsOf = (text: string): string[] =>
  [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]/g)].map(
    (match) => (match[1] ?? match[2]) as string,
  );

describe('layout engine boundaries', () => {
  it('imports no UI package, in code or in package.json', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })).not.toContain(
      '@casino/ui',
    );
    const offenders = ['src', 'cli'].flatMap((folder) =>
      sourceFiles(join(packageDir, folder)).filter((file) =>
        importsOf(readFileSync(file, 'utf8')).some(
          (specifier) => specifier.startsWith('@casino/ui') || specifier.includes('packages/ui/'),
        ),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a planted UI import (the check can fail)', () => {
    expect(importsOf("import { isDark } from '@casino/ui/tokens';\nexport { x } from '../../ui/x';")).toEqual(
      ['@casino/ui/tokens', '../../ui/x'],
    );
  });
});
