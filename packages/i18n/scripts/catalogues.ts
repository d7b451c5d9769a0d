// pnpm i18n:extract   en source catalogue from the code (formatjs extract; ids are explicit)
// pnpm i18n:compile   every locale → locales/<lng>.json as ICU AST with en fallbacks: the app
//                     ships these as content-hashed static files (one per locale, only the active
//                     one loads); the back end's /api/core/casino/locales/<lng>.json only adds
//                     operator overrides over them (src/overrides.ts)
//                     and pseudo/en-XA.json, the pseudo-locale (src/pseudo.ts) for Storybook and
//                     development, kept apart so the app never ships it
// pnpm i18n:coverage  prints translated keys per locale
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Catalogue, checkCatalogue, compileCatalogue, coverage } from '../src/catalogues.ts';
import { supportedLocales } from '../src/locales.ts';
import { pseudoCatalogue, pseudoLocale } from '../src/pseudo.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(packageDir, '../..');
export const messagesDir = join(packageDir, 'messages');
export const compiledDir = join(packageDir, 'locales');
export const pseudoFile = join(packageDir, 'pseudo', `${pseudoLocale}.json`);

/** Where user-facing messages live. */
export const sourceGlobs = [
  'packages/ui/src/**/*.{ts,tsx}',
  'packages/api-client/src/**/*.{ts,tsx}',
  'apps/casino/src/**/*.{ts,tsx}',
];
const ignored = ['**/*.test.*', '**/*.stories.*', '**/*.d.ts'];

export const readCatalogue = (locale: string): Catalogue => {
  const file = join(messagesDir, `${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalogue) : {};
};

const sortKeys = (catalogue: Catalogue): Catalogue =>
  Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));

/**
 * A compiled catalogue as committed: one message per line, sorted by id. Two branches that add
 * messages then change different lines and merge cleanly (a one-line file conflicted on every
 * such pair, issue 38); the build ships the files minified (build/catalogueFilesPlugin.ts).
 */
export const oneMessagePerLine = (messages: Record<string, unknown>): string => {
  const lines = Object.keys(messages)
    .sort()
    .map((id) => `${JSON.stringify(id)}:${JSON.stringify(messages[id])}`);
  return `{\n${lines.join(',\n')}\n}\n`;
};

export const compiledText = (locale: string): string =>
  oneMessagePerLine(compileCatalogue(readCatalogue(locale), readCatalogue('en')));

export const pseudoText = (): string => oneMessagePerLine(pseudoCatalogue(readCatalogue('en')));

/** Runs formatjs extract over the code; returns the catalogue (ids sorted) or throws. */
export function extractFromCode(): Catalogue {
  const dir = mkdtempSync(join(tmpdir(), 'extract-'));
  const out = join(dir, 'en.json');
  try {
    const args = ['extract', ...sourceGlobs, ...ignored.flatMap((glob) => ['--ignore', glob])];
    const result = spawnSync(
      join(packageDir, 'node_modules/.bin/formatjs'),
      [...args, '--format', 'simple', '--out-file', out, '--throws'],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`formatjs extract failed:\n${result.stderr}`);
    return sortKeys(JSON.parse(readFileSync(out, 'utf8')) as Catalogue);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const catalogueText = (catalogue: Catalogue): string => `${JSON.stringify(catalogue, null, 2)}\n`;

function extract(): void {
  const catalogue = extractFromCode();
  writeFileSync(join(messagesDir, 'en.json'), catalogueText(catalogue));
  console.log(`messages/en.json: ${Object.keys(catalogue).length} messages`);
}

function compile(): void {
  const source = readCatalogue('en');
  let failed = false;
  for (const locale of supportedLocales) {
    const problems = checkCatalogue(locale, readCatalogue(locale), source);
    for (const { id, problem } of problems) console.error(`messages/${locale}.json: ${id}: ${problem}`);
    failed ||= problems.length > 0;
    writeFileSync(join(compiledDir, `${locale}.json`), compiledText(locale));
  }
  mkdirSync(dirname(pseudoFile), { recursive: true });
  writeFileSync(pseudoFile, pseudoText());
  console.log(`compiled ${supportedLocales.length} locales to locales/ and ${pseudoLocale} to pseudo/`);
  if (failed) process.exit(1);
}

function printCoverage(): void {
  const source = readCatalogue('en');
  console.log(`${'locale'.padEnd(8)} translated / ${Object.keys(source).length}`);
  for (const locale of supportedLocales) {
    const row = coverage(locale, readCatalogue(locale), source);
    console.log(
      `${locale.padEnd(8)} ${String(row.translated).padStart(5)}  ${row.percent.toFixed(1).padStart(5)} %`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const command = process.argv[2];
  if (command === 'extract') extract();
  else if (command === 'compile') compile();
  else if (command === 'coverage') printCoverage();
  else {
    console.error('Usage: catalogues.ts extract | compile | coverage');
    process.exitCode = 1;
  }
}
