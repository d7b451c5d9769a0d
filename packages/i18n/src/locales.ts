// The supported locales. The list itself is the brand schema's `locale` enum (one source for
// validation and the app); this file adds what the app needs to show and lay out each one.
import { localeCodes } from '@casino/schemas/facts';

export type Locale = (typeof localeCodes)[number];
export type Direction = 'ltr' | 'rtl';

export const supportedLocales: readonly Locale[] = localeCodes;
export const defaultLocale: Locale = 'en';

/** Names in their own language, for the language switcher. */
const endonyms: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  'pt-BR': 'Português (Brasil)',
  nl: 'Nederlands',
  pl: 'Polski',
  cs: 'Čeština',
  sk: 'Slovenčina',
  hu: 'Magyar',
  ro: 'Română',
  bg: 'Български',
  el: 'Ελληνικά',
  tr: 'Türkçe',
  ru: 'Русский',
  uk: 'Українська',
  fi: 'Suomi',
  sv: 'Svenska',
  no: 'Norsk',
  da: 'Dansk',
  et: 'Eesti',
  lv: 'Latviešu',
  lt: 'Lietuvių',
  hr: 'Hrvatski',
  sl: 'Slovenščina',
  sr: 'Српски',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  id: 'Bahasa Indonesia',
  hi: 'हिन्दी',
  ar: 'العربية',
};

const rightToLeft = new Set<Locale>(['ar']);

export interface LocaleInfo {
  code: Locale;
  name: string;
  dir: Direction;
}

export const localeInfo = (code: Locale): LocaleInfo => ({
  code,
  name: endonyms[code] ?? code,
  dir: rightToLeft.has(code) ? 'rtl' : 'ltr',
});

export const isSupportedLocale = (value: string): value is Locale =>
  (supportedLocales as readonly string[]).includes(value);

/**
 * The best supported locale for a list of preferences (stored choice, URL prefix, browser
 * languages): an exact match first, then the language without its region, else the default.
 */
export function negotiateLocale(
  preferences: readonly (string | null | undefined)[],
  allowed: readonly Locale[] = supportedLocales,
): Locale {
  for (const preference of preferences) {
    if (!preference) continue;
    const exact = allowed.find((locale) => locale.toLowerCase() === preference.toLowerCase());
    if (exact) return exact;
    const language = preference.split('-')[0]?.toLowerCase();
    const byLanguage = allowed.find((locale) => locale.toLowerCase() === language);
    if (byLanguage) return byLanguage;
  }
  return allowed.includes(defaultLocale) ? defaultLocale : (allowed[0] ?? defaultLocale);
}

/**
 * An Accept-Language header as a list of language tags, most wanted first (q-values honoured,
 * `*` and `q=0` dropped): what `navigator.languages` is in the browser, for the app server.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const value = quality ? Number(quality.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(value) ? value : 0, order };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map((entry) => entry.tag);
}
