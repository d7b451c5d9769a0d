import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBrands } from '@casino/layout-engine/reader';
import type { Brand } from '@casino/schemas/types';
import { themeToCssVariables } from '@casino/ui';
import { describe, expect, it } from 'vitest';
import { relativeSourcePath } from './importBoundaries.ts';
import {
  applyExceptions,
  findStyleViolations,
  type StyleException,
  type StyleFile,
} from './styleBoundaries.ts';

const srcRoot = join(import.meta.dirname, '..');

function styleFiles(): StyleFile[] {
  return readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(css|ts|tsx)$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path))
    .map((path) => ({
      path: relativeSourcePath(srcRoot, join(srcRoot, path)),
      text: readFileSync(join(srcRoot, path), 'utf8'),
    }));
}

/** Every variable any brand's theme defines (brands are overrides of _base: the same names). */
const tokens = new Set(
  readBrands().flatMap(({ data }) => Object.keys(themeToCssVariables((data as Brand).theme))),
);

/** Kept for now, each with its reason; an entry that excuses nothing any more fails the test. */
const exceptions: StyleException[] = [];

describe('style boundaries', () => {
  it('hold over the whole app, and every exception still excuses something', () => {
    const files = styleFiles();
    expect(files.filter((file) => file.path.endsWith('.module.css')).length).toBeGreaterThan(20);
    expect(tokens.has('--radius-large')).toBe(true);
    const { violations, stale } = applyExceptions(findStyleViolations(files, tokens), exceptions);
    expect(violations).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('finds a feature re-declaring the card recipe, in any order, inside @media too', () => {
    const planted: StyleFile[] = [
      {
        path: 'features/lobby/Lobby.module.css',
        text: `.box { padding: var(--space-4); background: var(--color-surface);
          border-radius: var(--radius-large); border: 1px solid var(--color-border); }
          @media (min-width: 768px) { .wide { border: 1px solid var(--color-border);
          border-radius: var(--radius-large); background: var(--color-surface); } }
          .fine { composes: card from "@casino/ui/css/classes.module.css"; display: grid; }`,
      },
    ];
    expect(findStyleViolations(planted, tokens)).toEqual([
      { file: 'features/lobby/Lobby.module.css', at: '.box', rule: 'card-recipe' },
      { file: 'features/lobby/Lobby.module.css', at: '.wide', rule: 'card-recipe' },
    ]);
  });

  it('finds a hand-written visually-hidden (clip or clip-path, logical sizes too)', () => {
    const planted: StyleFile[] = [
      {
        path: 'features/chat/Chat.module.css',
        text: `.a { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
          .b { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
          .c { width: 1px; height: 1px; }`,
      },
    ];
    expect(findStyleViolations(planted, tokens).map((violation) => violation.at)).toEqual(['.a', '.b']);
  });

  it('finds a var() that is no token and that the app does not set, with or without a fallback', () => {
    const planted: StyleFile[] = [
      {
        path: 'features/vip/Vip.module.css',
        text: `.code { font-family: var(--font-mono, monospace); border-radius: var(--radius-2); }
          .ok { color: var(--color-text); background: var(--own-colour); --own-colour: red; }
          .set { border-color: var(--from-script); }`,
      },
      { path: 'features/vip/VipCard.tsx', text: "const style = { '--from-script': colour };" },
    ];
    expect(findStyleViolations(planted, tokens)).toEqual([
      { file: 'features/vip/Vip.module.css', at: '--font-mono', rule: 'unknown-property' },
      { file: 'features/vip/Vip.module.css', at: '--radius-2', rule: 'unknown-property' },
    ]);
  });

  it('reports an exception that no longer excuses anything', () => {
    const { violations, stale } = applyExceptions([], exceptions);
    expect(violations).toEqual([]);
    expect(stale).toEqual(exceptions);
  });
});
