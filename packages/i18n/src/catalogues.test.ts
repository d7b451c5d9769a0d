import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogueText,
  compiledDir,
  compiledText,
  extractFromCode,
  messagesDir,
  readCatalogue,
} from '../scripts/catalogues.ts';
import { checkCatalogue, compileCatalogue, coverage, placeholders } from './catalogues.ts';
import { supportedLocales } from './locales.ts';

const source = {
  greeting: 'Hello {name}',
  count: '{n, plural, one {# game} other {# games}}',
  plain: 'Log in',
};

describe('catalogue rules', () => {
  it('finds placeholders, including those inside plurals and tags', () => {
    expect(
      placeholders('Hi {name}, you have {n, plural, one {# {kind}} other {# {kind}s}} <b>now</b>'),
    ).toEqual(['b', 'kind', 'n', 'name']);
    expect(placeholders('No arguments')).toEqual([]);
  });

  it('accepts a faithful translation', () => {
    expect(
      checkCatalogue(
        'de',
        { greeting: 'Hallo {name}', count: '{n, plural, one {# Spiel} other {# Spiele}}' },
        source,
      ),
    ).toEqual([]);
  });

  it('reports invalid ICU, unknown keys and changed placeholders', () => {
    const problems = checkCatalogue(
      'de',
      { greeting: 'Hallo {nam}', count: '{n, plural, one {# Spiel}', extra: 'x' },
      source,
    );
    expect(problems.map((problem) => [problem.id, problem.problem.split(' ')[0]])).toEqual([
      ['greeting', 'placeholders'],
      ['count', 'invalid'],
      ['extra', 'not'],
    ]);
  });

  it('compiles to AST with en fallbacks, in en key order', () => {
    const compiled = compileCatalogue({ plain: 'Anmelden' }, source);
    expect(Object.keys(compiled)).toEqual(['greeting', 'count', 'plain']);
    expect(compiled.plain).toEqual([{ type: 0, value: 'Anmelden' }]);
    expect(compiled.greeting).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ]);
  });

  it('measures coverage', () => {
    expect(coverage('de', { plain: 'Anmelden', stale: 'x' }, source)).toEqual({
      locale: 'de',
      translated: 1,
      total: 3,
      percent: 33.3,
    });
  });
});

describe('the committed catalogues', () => {
  const en = readCatalogue('en');

  it('en is current: every message in the code, and only those (run pnpm i18n:extract)', () => {
    expect(readFileSync(join(messagesDir, 'en.json'), 'utf8')).toBe(catalogueText(extractFromCode()));
  }, 60_000);

  it.each(supportedLocales.filter((locale) => locale !== 'en'))(
    '%s: valid ICU, only en keys, en placeholders',
    (locale) => {
      expect(checkCatalogue(locale, readCatalogue(locale), en)).toEqual([]);
    },
  );

  it('en: every message is valid ICU', () => {
    expect(checkCatalogue('en', en, en)).toEqual([]);
  });

  it.each(supportedLocales)('%s: compiled catalogue is current (run pnpm i18n:compile)', (locale) => {
    expect(readFileSync(join(compiledDir, `${locale}.json`), 'utf8')).toBe(compiledText(locale));
  });
});
