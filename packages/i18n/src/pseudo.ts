// The pseudo-locale (issue 18): English made to look foreign so that what a translation would
// break shows at a glance during development. Every message is accented (a string that stays
// plain ASCII was never a message: it is hard-coded), 40 % longer (what German or Finnish add:
// truncation and overflow show), and bracketed (a clipped end shows its missing "]"). Arguments,
// plurals, selects and tags keep their structure; only their words change.
import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
  parse,
  TYPE,
} from '@formatjs/icu-messageformat-parser';

/** The BCP 47 tag the pseudo-locale uses (CLDR's own "accented English"). */
export const pseudoLocale = 'en-XA';

const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  d: 'ð',
  g: 'ğ',
  l: 'ļ',
  k: 'ķ',
  r: 'ŕ',
  t: 'ţ',
  h: 'ĥ',
  w: 'ŵ',
  j: 'ĵ',
  H: 'Ĥ',
  W: 'Ŵ',
  J: 'Ĵ',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
  D: 'Ð',
  G: 'Ğ',
  L: 'Ļ',
  K: 'Ķ',
  R: 'Ŕ',
  T: 'Ţ',
};

/** How much longer a pseudo message is than its English. */
export const pseudoGrowth = 0.4;

const accented = (text: string) => text.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter);

/** The letters a message shows (its literal text, branches and tag contents included). */
function letterCount(elements: MessageFormatElement[]): number {
  let count = 0;
  for (const element of elements) {
    if (isLiteralElement(element)) count += element.value.length;
    else if (isPluralElement(element) || isSelectElement(element))
      count += Math.max(...Object.values(element.options).map((option) => letterCount(option.value)));
    else if (isTagElement(element)) count += letterCount(element.children);
  }
  return count;
}

function accentAll(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (isLiteralElement(element)) return { ...element, value: accented(element.value) };
    if (isPluralElement(element) || isSelectElement(element))
      return {
        ...element,
        options: Object.fromEntries(
          Object.entries(element.options).map(([key, option]) => [
            key,
            { ...option, value: accentAll(option.value) },
          ]),
        ),
      };
    if (isTagElement(element)) return { ...element, children: accentAll(element.children) };
    return element;
  });
}

/** Neighbouring literals as one (the parser's own shape for the same text). */
function joinLiterals(elements: MessageFormatElement[]): MessageFormatElement[] {
  const joined: MessageFormatElement[] = [];
  for (const element of elements) {
    const last = joined.at(-1);
    if (last && isLiteralElement(last) && isLiteralElement(element))
      joined[joined.length - 1] = { ...last, value: last.value + element.value };
    else joined.push(element);
  }
  return joined;
}

/** A message of the pseudo-locale, as the app's compiled catalogues hold it (ICU AST). */
export function pseudoMessage(message: string): MessageFormatElement[] {
  const elements = parse(message);
  const padding = '·'.repeat(Math.ceil(letterCount(elements) * pseudoGrowth));
  return joinLiterals([
    { type: TYPE.literal, value: '[' },
    ...accentAll(elements),
    { type: TYPE.literal, value: `${padding}]` },
  ]);
}

/** The whole pseudo catalogue from the English source. */
export const pseudoCatalogue = (source: Record<string, string>): Record<string, MessageFormatElement[]> =>
  Object.fromEntries(Object.entries(source).map(([id, message]) => [id, pseudoMessage(message)]));
