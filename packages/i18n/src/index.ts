export {
  type Direction,
  defaultLocale,
  isSupportedLocale,
  type Locale,
  type LocaleInfo,
  localeInfo,
  negotiateLocale,
  supportedLocales,
} from './locales.ts';
export { type CompiledMessages, type MergedMessages, mergeOverrides } from './overrides.ts';
