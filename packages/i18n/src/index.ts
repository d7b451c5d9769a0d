export {
  type Direction,
  defaultLocale,
  isSupportedLocale,
  type Locale,
  type LocaleInfo,
  localeInfo,
  negotiateLocale,
  parseAcceptLanguage,
  supportedLocales,
} from './locales.ts';
