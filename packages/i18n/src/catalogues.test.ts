import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  catalogueText,
  compiledDir,
  compiledText,
  extractFromCode,
  messagesDir,
  oneMessagePerLine,
  pseudoFile,
  pseudoText,
  readCatalogue,
} from '../scripts/catalogues.ts';
import {
  checkCatalogue,
  compileCatalogue,
  coverage,
  fixedWidthLimit,
  isFixedWidth,
  isWordless,
  placeholders,
  pluralCategories,
  type SameAsEnglish,
  untranslated,
} from './catalogues.ts';
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

  it('holds fixed-width controls (nav, tab, menu, …Button ids) to 1.6× the English, 8 characters more at least', () => {
    const english = { 'nav.slots': 'Slots', 'topWins.tab.all': 'All Wins', 'home.intro': 'Slots' };
    expect(isFixedWidth('nav.slots')).toBe(true);
    expect(isFixedWidth('ui.sortMenu.rtp')).toBe(true);
    expect(isFixedWidth('deposit.confirmButton')).toBe(true);
    expect(isFixedWidth('home.intro')).toBe(false);
    expect(fixedWidthLimit('Slots')).toBe(13);
    expect(fixedWidthLimit('Limits and self-exclusion')).toBe(40);
    const fits = {
      'nav.slots': 'Spelautomater',
      'topWins.tab.all': 'Alle Gewinne',
      'home.intro': 'x'.repeat(40),
    };
    expect(checkCatalogue('de', fits, english)).toEqual([]);
    const overlong = { 'nav.slots': 'Machines à sous', 'topWins.tab.all': 'Alle Gewinne' };
    expect(checkCatalogue('fr', overlong, english)).toEqual([
      {
        locale: 'fr',
        id: 'nav.slots',
        problem: '15 characters in a fixed-width control, at most 13 (en has 5)',
      },
    ]);
  });

  it("holds plurals to the locale's CLDR categories and selects to en's branches", () => {
    const choiceSource = {
      count: source.count,
      period: '{period, select, daily {daily} other {monthly}}',
    };
    expect(checkCatalogue('ja', { count: '{n, plural, other {#ゲーム}}' }, choiceSource)).toEqual([]);
    expect(
      checkCatalogue(
        'ru',
        { count: '{n, plural, =0 {нет игр} one {# игра} few {# игры} many {# игр} other {# игры}}' },
        choiceSource,
      ),
    ).toEqual([]);
    const problems = checkCatalogue(
      'ru',
      { count: '{n, plural, one {# игра} other {# игры}}', period: '{period, select, other {месячный}}' },
      choiceSource,
    );
    expect(problems.map((problem) => problem.problem)).toEqual([
      'plural {n} has categories one, other, ru needs few, many, one, other',
      'select {period} has branches other, en has daily, other',
    ]);
    expect(pluralCategories('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('finds messages left in English, except names, wordless ones and reviewed words', () => {
    const english = { ...source, social: 'Telegram', bonus: 'Bonus', size: '{size} px', times: '{x}×' };
    const allowed: SameAsEnglish = { everywhere: ['social'], words: { de: ['Bonus'] } };
    const translated = { greeting: 'Hallo {name}', count: source.count, plain: 'Anmelden' };
    // "Log in" left in English is caught; the network's name, an allowed word and a message with
    // no letters outside its arguments are not.
    expect(
      untranslated(
        'de',
        { ...translated, plain: 'Log in', social: 'Telegram', bonus: 'Bonus', times: '{x}×' },
        english,
        allowed,
      ),
    ).toEqual(['count', 'plain']);
    expect(untranslated('fr', { bonus: 'Bonus' }, english, allowed)).toEqual(['bonus']);
    expect(isWordless('{x}×')).toBe(true);
    expect(isWordless('{min} – {max}')).toBe(true);
    expect(isWordless('{size} px')).toBe(false);
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
    '%s: valid ICU, only en keys, en placeholders, fixed-width controls within their length',
    (locale) => {
      expect(checkCatalogue(locale, readCatalogue(locale), en)).toEqual([]);
    },
  );

  it.each(supportedLocales.filter((locale) => locale !== 'en'))(
    '%s: has every message of en (pnpm i18n:coverage shows 100 %%)',
    (locale) => {
      const catalogue = readCatalogue(locale);
      expect(Object.keys(en).filter((id) => !(id in catalogue))).toEqual([]);
    },
  );

  const sameAsEnglish = JSON.parse(
    readFileSync(join(messagesDir, '../same-as-english.json'), 'utf8'),
  ) as SameAsEnglish;
  it.each(supportedLocales.filter((locale) => locale !== 'en'))(
    '%s: nothing left in English but the reviewed words of same-as-english.json',
    (locale) => {
      expect(untranslated(locale, readCatalogue(locale), en, sameAsEnglish)).toEqual([]);
    },
  );

  it('en: every message is valid ICU', () => {
    expect(checkCatalogue('en', en, en)).toEqual([]);
  });

  it('compiled catalogues are committed one message per line, sorted, so added messages merge', () => {
    const text = oneMessagePerLine({ b: [{ type: 0, value: 'B' }], a: [{ type: 0, value: 'A, {x}' }] });
    expect(text).toBe('{\n"a":[{"type":0,"value":"A, {x}"}],\n"b":[{"type":0,"value":"B"}]\n}\n');
    expect(JSON.parse(text)).toEqual({ a: [{ type: 0, value: 'A, {x}' }], b: [{ type: 0, value: 'B' }] });
    const german = readFileSync(join(compiledDir, 'de.json'), 'utf8');
    expect(german.split('\n').length).toBe(Object.keys(JSON.parse(german)).length + 3);
  });

  it('the pseudo-locale is current (run pnpm i18n:compile)', () => {
    expect(readFileSync(pseudoFile, 'utf8')).toBe(pseudoText());
  });

  it.each(supportedLocales)('%s: compiled catalogue is current (run pnpm i18n:compile)', (locale) => {
    expect(readFileSync(join(compiledDir, `${locale}.json`), 'utf8')).toBe(compiledText(locale));
  });
});
