import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findViolations, relativeSourcePath, type SourceFile } from './importBoundaries.ts';

const srcRoot = join(import.meta.dirname, '..');

function sourceFiles(): SourceFile[] {
  return readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx)$/.test(path))
    .map((path) => ({
      path: relativeSourcePath(srcRoot, join(srcRoot, path)),
      text: readFileSync(join(srcRoot, path), 'utf8'),
    }));
}

describe('import boundaries', () => {
  it('hold over the whole app', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(findViolations(files)).toEqual([]);
  });

  it('finds a feature importing another feature (static, dynamic and re-export)', () => {
    const planted: SourceFile[] = [
      { path: 'features/lobby/Lobby.tsx', text: "import { x } from '../profile/ProfileForm.tsx';" },
      { path: 'features/lobby/lazy.ts', text: "const page = () => import('../cashier/Deposit.tsx');" },
      { path: 'features/lobby/index.ts', text: "export { y } from '../rewards/index.ts';" },
    ];
    expect(findViolations(planted).map((violation) => violation.specifier)).toEqual([
      '../profile/ProfileForm.tsx',
      '../cashier/Deposit.tsx',
      '../rewards/index.ts',
    ]);
  });

  it('finds the shell importing a feature or the registry, and core importing up', () => {
    const planted: SourceFile[] = [
      { path: 'shell/Header.tsx', text: "import { Login } from '../features/auth/LoginForm.tsx';" },
      { path: 'shell/Footer.tsx', text: "import { registry } from '../app/registry.ts';" },
      { path: 'core/routing/links.ts', text: "import { registry } from '../../app/registry.ts';" },
      { path: 'core/AppContext.tsx', text: "import { Header } from '../shell/Header.tsx';" },
    ];
    expect(findViolations(planted)).toHaveLength(4);
  });

  it("lets a feature's test check itself against the registry, not another feature", () => {
    const tests: SourceFile[] = [
      {
        path: 'features/tracking/Tracker.test.tsx',
        text: "import { registry } from '../../app/registry.ts';",
      },
      { path: 'features/tracking/Other.test.tsx', text: "import { x } from '../auth/LoginForm.tsx';" },
    ];
    expect(findViolations(tests).map((violation) => violation.file)).toEqual([
      'features/tracking/Other.test.tsx',
    ]);
  });

  it('lets a feature import core, packages and its own folder', () => {
    const allowed: SourceFile[] = [
      {
        path: 'features/lobby/Lobby.tsx',
        text: [
          "import { useApp } from '../../core/AppContext.tsx';",
          "import { Button } from '@casino/ui';",
          "import { GameGrid } from './GameGrid.tsx';",
          "import styles from './grid/Grid.module.css';",
        ].join('\n'),
      },
    ];
    expect(findViolations(allowed)).toEqual([]);
  });
});
