// Message catalogues: `messages/en.json` is the source (extracted from code), other locales
// translate some or all of its keys. Compilation parses every message to ICU AST (so the app
// ships no parser) and fills a locale's missing keys from en, so the app loads one locale only.
import {
  isLiteralElement,
  isPoundElement,
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
