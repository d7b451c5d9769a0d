// `pnpm typecheck` (a step of `pnpm test`) checks what its two tsconfigs include, and TypeScript
// silently skips what an include pattern does not reach: a dot folder (`storybook/.storybook`
// matched nothing for months), a config file at a package's root, plain-JavaScript scripts. Each
// kind of file the project runs is named here by one real example; a pattern that stops reaching
// it fails this test instead of letting type errors there pass.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { steps } from './test-steps.mjs';

const root = join(import.meta.dirname, '..');

/** The files a tsconfig's include and exclude patterns match (imports aside), relative to root. */
function filesOf(config: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, config),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${config} did not parse`);
  return parsed.fileNames.map((file) => relative(root, file));
}

const examples = {
  'tsconfig.json': [
    'apps/casino/vite.config.ts',
    'apps/casino/build/shakeableRouterPlugin.ts',
    'apps/casino/build/preloadPlugin.ts',
    'storybook/.storybook/main.ts',
    'storybook/.storybook/preview.tsx',
    'storybook/vitest.config.ts',
    'tests/playwright.config.ts',
    'tests/e2e/deposit.spec.ts',
    'tests/engines/run.ts',
    'apps/reference-backend/test/races.test.ts',
    'scripts/test-steps.test.ts',
  ],
  'tsconfig.scripts.json': [
    'scripts/test-all.mjs',
    'scripts/test-report.mjs',
    'scripts/with-postgres.mjs',
    'tests/run-e2e.mjs',
    'storybook/visual/serve.mjs',
  ],
} as const;

describe('pnpm typecheck reaches every kind of file the project runs', () => {
  for (const [config, files] of Object.entries(examples)) {
    it(`${config} includes the config, plugins, Storybook, tests and scripts`, () => {
      for (const file of files) expect(existsSync(join(root, file)), `${file} exists`).toBe(true);
      const included = new Set(filesOf(config));
      expect(files.filter((file) => !included.has(file))).toEqual([]);
    });
  }

  it('the typecheck step checks both tsconfigs', () => {
    const step = steps.find((candidate) => candidate.name === 'typecheck');
    const command = step?.command.join(' ') ?? '';
    expect(command).toContain('tsconfig.json');
    expect(command).toContain('tsconfig.scripts.json');
  });
});
