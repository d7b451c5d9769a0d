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
export type { CompiledMessages, MergedMessages } from './overrides.ts';
