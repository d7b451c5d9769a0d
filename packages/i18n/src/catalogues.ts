// Message catalogues: `messages/en.json` is the source (extracted from code), other locales
// translate some or all of its keys. Compilation parses every message to ICU AST (so the app
// ships no parser) and fills a locale's missing keys from en, so the app loads one locale only.
import {
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';

export type Catalogue = Record<string, string>;
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

export interface CatalogueProblem {
  locale: string;
  id: string;
  problem: string;
}

/** Names of the arguments a message uses ({amount}, {count, plural, …}, <b>…</b> tags). */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (isLiteralElement(element) || isPoundElement(element)) continue;
      if ('value' in element && typeof element.value === 'string') names.add(element.value);
      if ('options' in element)
        for (const option of Object.values(
          element.options as Record<string, { value: MessageFormatElement[] }>,
        ))
          visit(option.value);
      if ('children' in element) visit(element.children as MessageFormatElement[]);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

type Choice = { kind: 'plural' | 'selectordinal' | 'select'; argument: string; keys: string[] };

/** Every plural, selectordinal and select in a message, with its branch keys (nested ones too). */
function choices(elements: MessageFormatElement[], found: Choice[] = []): Choice[] {
  for (const element of elements) {
    if (isPluralElement(element) || isSelectElement(element)) {
      const kind = isSelectElement(element)
        ? 'select'
        : element.pluralType === 'ordinal'
          ? 'selectordinal'
          : 'plural';
      found.push({ kind, argument: element.value, keys: Object.keys(element.options).sort() });
      for (const option of Object.values(element.options)) choices(option.value, found);
    } else if ('children' in element) choices(element.children as MessageFormatElement[], found);
  }
  return found;
}

/** The locale's CLDR plural categories (Arabic six, Russian four, Japanese one). */
export const pluralCategories = (locale: string, type: 'cardinal' | 'ordinal' = 'cardinal'): string[] =>
  [...new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories].sort();

/**
 * A plural uses exactly the locale's categories (explicit `=n` branches may be added or dropped
 * freely); a select keeps every branch of the source's select on the same argument.
 */
export function choiceProblems(locale: string, message: string, sourceMessage: string): string[] {
  const problems: string[] = [];
  const sourceSelects = new Map(
    choices(parse(sourceMessage))
      .filter((choice) => choice.kind === 'select')
      .map((choice) => [choice.argument, choice.keys.join(', ')]),
  );
  for (const choice of choices(parse(message))) {
    if (choice.kind === 'select') {
      const expected = sourceSelects.get(choice.argument);
      if (expected !== undefined && choice.keys.join(', ') !== expected)
        problems.push(
          `select {${choice.argument}} has branches ${choice.keys.join(', ')}, en has ${expected}`,
        );
      continue;
    }
    const categories = choice.keys.filter((key) => !key.startsWith('='));
    const expected = pluralCategories(locale, choice.kind === 'plural' ? 'cardinal' : 'ordinal');
    if (categories.join() !== expected.join())
      problems.push(
        `${choice.kind} {${choice.argument}} has categories ${categories.join(', ')}, ${locale} needs ${expected.join(', ')}`,
      );
  }
  return problems;
}

/**
 * Messages shown in controls of fixed width (navigation items, tabs, menu items, buttons): by the
 * naming convention, an id with a segment `nav`, `tab` or `menu`, or one ending in `Menu`, `Tab`
 * or `Button` (`nav.slots`, `topWins.tab.my`, `ui.sortMenu.rtp`).
 */
export const isFixedWidth = (id: string): boolean =>
  id.split('.').some((segment) => /^(nav|tab|menu)$/.test(segment) || /(Menu|Tab|Button)$/.test(segment));

/**
 * The longest a fixed-width control's text may be: 1.6 times its English source, in characters,
 * and never less than 8 more than the English (a 3-to-7-letter English word such as "Slots" or
 * "Sign up" has no natural 1.6× translation in most languages, and the controls leave that room).
 */
export const fixedWidthLimit = (english: string): number => {
  const length = [...english].length;
  return Math.max(Math.floor(length * 1.6), length + 8);
};

/** Problems of a translated catalogue against the source: bad ICU, unknown keys, other placeholders. */
export function checkCatalogue(locale: string, catalogue: Catalogue, source: Catalogue): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  for (const [id, message] of Object.entries(catalogue)) {
    const sourceMessage = source[id];
    if (sourceMessage === undefined) {
      problems.push({ locale, id, problem: 'not in the en catalogue' });
      continue;
    }
    let names: string[];
    try {
      names = placeholders(message);
    } catch (error) {
      problems.push({ locale, id, problem: `invalid ICU message: ${(error as Error).message}` });
      continue;
    }
    const expected = placeholders(sourceMessage);
    if (names.join() !== expected.join())
      problems.push({
        locale,
        id,
        problem: `placeholders {${names.join(', ')}} differ from en's {${expected.join(', ')}}`,
      });
    for (const problem of choiceProblems(locale, message, sourceMessage))
      problems.push({ locale, id, problem });
    if (isFixedWidth(id) && [...message].length > fixedWidthLimit(sourceMessage))
      problems.push({
        locale,
        id,
        problem: `${[...message].length} characters in a fixed-width control, at most ${fixedWidthLimit(sourceMessage)} (en has ${[...sourceMessage].length})`,
      });
  }
  return problems;
}

/** The locale's messages over en's, parsed to AST, keys in en's order. */
export function compileCatalogue(catalogue: Catalogue, source: Catalogue): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [id, sourceMessage] of Object.entries(source))
    compiled[id] = parse(catalogue[id] ?? sourceMessage);
  return compiled;
}

export interface Coverage {
  locale: string;
  translated: number;
  total: number;
  percent: number;
}

export function coverage(locale: string, catalogue: Catalogue, source: Catalogue): Coverage {
  const total = Object.keys(source).length;
  const translated = Object.keys(catalogue).filter((id) => id in source).length;
  return { locale, translated, total, percent: total ? Math.round((translated / total) * 1000) / 10 : 100 };
}

/**
 * Messages a locale may leave equal to English. `everywhere`: ids whose text is a name (social
 * networks) or no words at all; `words`: per locale, English texts that are that language's own
 * word too, or the term its operators use unchanged ("Bonus", "Casino", "OK", "E-mail"), each one
 * reviewed by the locale's translator (packages/i18n/same-as-english.json).
 */
export interface SameAsEnglish {
  everywhere: string[];
  words: Record<string, string[]>;
}

/** The literal text of a message: what a translator writes, without its arguments. */
function literalText(elements: MessageFormatElement[]): string {
  let text = '';
  for (const element of elements) {
    if (isLiteralElement(element)) text += element.value;
    if ('options' in element)
      for (const option of Object.values(
        element.options as Record<string, { value: MessageFormatElement[] }>,
      ))
        text += literalText(option.value);
    if ('children' in element) text += literalText(element.children as MessageFormatElement[]);
  }
  return text;
}

/** A message with no word to translate: arguments, digits, symbols and punctuation only. */
export const isWordless = (message: string): boolean => !/\p{L}/u.test(literalText(parse(message)));

const matchesId = (pattern: string, id: string) =>
  pattern.endsWith('.*') ? id.startsWith(pattern.slice(0, -1)) : pattern === id;

/** Ids a locale leaves equal to English that the allow-list does not cover. */
export function untranslated(
  locale: string,
  catalogue: Catalogue,
  source: Catalogue,
  allowed: SameAsEnglish,
): string[] {
  const words = new Set(allowed.words[locale] ?? []);
  return Object.entries(source)
    .filter(([id, english]) => catalogue[id] === english)
    .filter(([, english]) => !isWordless(english) && !words.has(english))
    .filter(([id]) => !allowed.everywhere.some((pattern) => matchesId(pattern, id)))
    .map(([id]) => id);
}
