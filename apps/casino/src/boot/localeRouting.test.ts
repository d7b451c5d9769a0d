import { describe, expect, it } from 'vitest';
import { pathInLocale, resolveLocaleRoute } from './localeRouting.ts';

const enabled = ['en', 'de', 'ar', 'pt-BR'] as const;

describe('locale prefixes', () => {
  it('serves the default locale without a prefix', () => {
    expect(resolveLocaleRoute('/casino', enabled, 'en', null, [])).toEqual({
      locale: 'en',
      basename: '',
      redirectTo: null,
    });
  });

  it('reads a non-default locale from the prefix', () => {
    expect(resolveLocaleRoute('/de/casino', enabled, 'en', null, [])).toEqual({
      locale: 'de',
      basename: '/de',
      redirectTo: null,
    });
    expect(resolveLocaleRoute('/pt-BR', enabled, 'en', null, [])).toEqual({
      locale: 'pt-BR',
      basename: '/pt-BR',
      redirectTo: null,
    });
  });

  it('drops a prefix naming the default locale', () => {
    expect(resolveLocaleRoute('/en/casino', enabled, 'en', null, [])).toMatchObject({
      locale: 'en',
      redirectTo: '/casino',
    });
  });

  it('sends a visitor with a stored choice to that locale’s prefix', () => {
    expect(resolveLocaleRoute('/casino', enabled, 'en', 'ar', [])).toEqual({
      locale: 'ar',
      basename: '/ar',
      redirectTo: '/ar/casino',
    });
    expect(resolveLocaleRoute('/', enabled, 'en', 'de', [])).toMatchObject({ redirectTo: '/de' });
  });

  it('uses the browser languages when nothing is stored, within the brand’s locales', () => {
    expect(resolveLocaleRoute('/', enabled, 'en', null, ['de-AT'])).toMatchObject({ locale: 'de' });
    expect(resolveLocaleRoute('/', enabled, 'en', null, ['ja'])).toMatchObject({
      locale: 'en',
      redirectTo: null,
    });
  });

  it('does not treat a locale the brand has not enabled as a prefix', () => {
    expect(resolveLocaleRoute('/fr/casino', enabled, 'en', null, [])).toMatchObject({
      locale: 'en',
      redirectTo: null,
    });
  });

  it('builds the same page in another locale', () => {
    expect(pathInLocale('/casino', 'de', 'en')).toBe('/de/casino');
    expect(pathInLocale('/', 'ar', 'en')).toBe('/ar');
    expect(pathInLocale('/casino', 'en', 'en')).toBe('/casino');
  });

  // Issue 32: the language switcher on /de//example.com navigated to example.com.
  it('keeps every switch and redirect on this site, whatever the path holds', () => {
    for (const hostile of ['//example.com', '/\\example.com', '///example.com/x', '/\\/example.com']) {
      expect(pathInLocale(hostile, 'en', 'en')).toMatch(/^\/[^/\\]/);
      expect(pathInLocale(hostile, 'de', 'en')).toMatch(/^\/de\/[^/\\]/);
      for (const prefixed of [`/de${hostile}`, `/en${hostile}`, `/DE${hostile}`]) {
        const { redirectTo } = resolveLocaleRoute(prefixed, enabled, 'en', null, []);
        if (redirectTo !== null) expect(new URL(redirectTo, 'https://casino.test').host).toBe('casino.test');
      }
      const { redirectTo } = resolveLocaleRoute(hostile, enabled, 'en', 'de', []);
      expect(new URL(redirectTo ?? '/', 'https://casino.test').host).toBe('casino.test');
    }
    expect(pathInLocale('//example.com', 'en', 'en')).toBe('/example.com');
  });
});
