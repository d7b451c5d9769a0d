import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultLocale, localeInfo, negotiateLocale, supportedLocales } from './locales.ts';

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
