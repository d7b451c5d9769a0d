import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { type CompiledMessages, mergeOverrides } from './overrides.ts';

const own: CompiledMessages = {
  'shell.logIn': parse('Log in'),
  'home.welcome': parse('Welcome to {brandName}'),
  'wallet.bonuses': parse('{count, plural, one {# bonus} other {# bonuses}}'),
  'legal.terms': parse('Read the <link>terms</link>'),
};

describe('operator overrides over the app catalogue', () => {
  it('a missing, failed or non-object answer leaves the app catalogue as it is', () => {
    for (const answer of [undefined, null, 'Not found', 42, [], ['shell.logIn']]) {
      const merged = mergeOverrides(own, answer);
      expect(merged.messages).toEqual(own);
      expect(merged.overridden).toEqual([]);
    }
  });

  it('a partial answer replaces only the ids it has; every other id keeps the app text', () => {
    const merged = mergeOverrides(own, { 'shell.logIn': parse('Sign in') });
    expect(merged.messages['shell.logIn']).toEqual(parse('Sign in'));
    expect(merged.messages['home.welcome']).toEqual(own['home.welcome']);
    expect(Object.keys(merged.messages).sort()).toEqual(Object.keys(own).sort());
    expect(merged.overridden).toEqual(['shell.logIn']);
  });

  it('takes ICU AST with the same (or fewer) arguments and tags, and plain text', () => {
    const merged = mergeOverrides(own, {
      'home.welcome': parse('Hello from {brandName}'),
      'wallet.bonuses': parse('{count, plural, one {# Bonus} other {# Boni}}'),
      'legal.terms': parse('See the <link>rules</link>'),
      'shell.logIn': "Player''s login",
    });
    expect(merged.rejected).toEqual([]);
    expect(merged.messages['shell.logIn']).toEqual([{ type: 0, value: "Player's login" }]);
    expect(merged.messages['wallet.bonuses']).toEqual(parse('{count, plural, one {# Bonus} other {# Boni}}'));
  });

  it('rejects what the app cannot format, keeping its own message', () => {
    const merged = mergeOverrides(own, {
      // An argument the app does not pass.
      'home.welcome': parse('Welcome, {firstName}'),
      // Text that needs the parser the app does not ship.
      'wallet.bonuses': '{count, plural, one {# bonus} other {# bonuses}}',
      // Malformed AST: would throw while rendering.
      'legal.terms': [{ type: 8, value: 'link' }],
      'shell.logIn': [{ type: 0 }],
    });
    expect(merged.rejected.sort()).toEqual(['home.welcome', 'legal.terms', 'shell.logIn', 'wallet.bonuses']);
    expect(merged.messages).toEqual(own);
  });

  it('ignores ids the app does not have, prototype keys included', () => {
    const answer = JSON.parse(
      '{"__proto__": [{"type": 0, "value": "x"}], "unknown.id": "Hi", "constructor": "x"}',
    );
    const merged = mergeOverrides(own, answer);
    expect(merged.messages).toEqual(own);
    expect(Object.getPrototypeOf(merged.messages)).toBe(Object.prototype);
    expect(merged.overridden).toEqual([]);
  });
});
