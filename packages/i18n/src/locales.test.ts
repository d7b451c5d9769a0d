import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  localeInfo,
  negotiateLocale,
  parseAcceptLanguage,
  supportedLocales,
} from './locales.ts';

describe('supported locales', () => {
  it('are 36, unique, with en the default', () => {
    expect(supportedLocales).toHaveLength(36);
    expect(new Set(supportedLocales).size).toBe(36);
    expect(defaultLocale).toBe('en');
  });

  it('include a right-to-left locale', () => {
    expect(
      supportedLocales
        .map(localeInfo)
        .filter((info) => info.dir === 'rtl')
        .map((info) => info.code),
    ).toEqual(['ar']);
  });

  it('name every locale in its own language', () => {
    for (const code of supportedLocales) expect(localeInfo(code).name.length).toBeGreaterThan(1);
  });
});

describe('negotiateLocale', () => {
  it('prefers an exact match, then the language, then the default', () => {
    expect(negotiateLocale(['pt-BR'])).toBe('pt-BR');
    expect(negotiateLocale(['pt-PT'])).toBe('pt');
    expect(negotiateLocale(['de-AT', 'fr'])).toBe('de');
    expect(negotiateLocale([null, undefined, 'xx', 'AR'])).toBe('ar');
    expect(negotiateLocale(['xx'])).toBe('en');
  });

  it('stays within a brand’s enabled locales', () => {
    expect(negotiateLocale(['fr'], ['en', 'de'])).toBe('en');
    expect(negotiateLocale(['fr'], ['de', 'ar'])).toBe('de');
  });

  it('always answers an allowed locale (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.string())),
        fc.subarray([...supportedLocales], { minLength: 1 }),
        (prefs, allowed) => allowed.includes(negotiateLocale(prefs, allowed)),
      ),
    );
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q-value, keeps the header order among equals, drops * and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.4, de-AT, en;q=0.8, *;q=0.1, es;q=0, it')).toEqual([
      'de-AT',
      'it',
      'en',
      'fr',
    ]);
  });

  it('reads nothing from a missing, empty or nonsensical header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(';q=1, ,de;q=abc')).toEqual([]);
  });
});
