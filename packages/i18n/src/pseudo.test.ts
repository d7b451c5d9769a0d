import { parse } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { describe, expect, it } from 'vitest';
import { placeholders } from './catalogues.ts';
import { pseudoCatalogue, pseudoMessage } from './pseudo.ts';

const printed = (message: string) => printAST(pseudoMessage(message));

describe('the pseudo-locale', () => {
  it('accents, brackets and grows a message by 40 %', () => {
    expect(printed('Sign up')).toBe('[Šíğñ üp···]');
    expect(printed('Sign up').length).toBeGreaterThanOrEqual(Math.ceil('Sign up'.length * 1.4));
  });

  it('keeps arguments, plurals, selects and tags, and changes only their words', () => {
    expect(printed('Balance: {amount}')).toBe('[Báļáñçé: {amount}····]');
    expect(printed('{count, plural, one {# game} other {# games}}')).toBe(
      '[{count,plural,one{# ğámé} other{# ğáméš}}···]',
    );
    expect(printed('Read <b>this</b>')).toBe('[Ŕéáð <b>ţĥíš</b>····]');
    for (const message of ['Hi {name}', '{n, plural, one {# a} other {# b}}', 'Go <link>here</link>'])
      expect(placeholders(printAST(pseudoMessage(message)))).toEqual(placeholders(message));
    // What the compiled catalogues hold: an AST the parser reads back the same.
    expect(parse(printed('Balance: {amount}'))).toEqual(pseudoMessage('Balance: {amount}'));
  });

  it('covers every message of a catalogue', () => {
    expect(Object.keys(pseudoCatalogue({ a: 'One', b: 'Two {x}' }))).toEqual(['a', 'b']);
  });
});
