// Non-default locales live under a path prefix (/de/casino); the default locale has none.
import { type Locale, negotiateLocale } from '@casino/i18n';

export interface LocaleRoute {
  locale: Locale;
  /** Router basename: '' for the default locale, '/de' otherwise. */
  basename: string;
  /** Where the browser should be instead (a prefix to add or remove), if anywhere. */
  redirectTo: string | null;
}

/**
 * A path on this site: one leading slash. A path that begins with two slashes or a backslash
 * ("//evil.example", "/\\evil.example") is a network-path reference that browsers resolve to
 * another host, so `/de//evil.example` must never turn into a navigation to `//evil.example`.
 */
export function sitePath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

export function resolveLocaleRoute(
  pathname: string,
  enabled: readonly Locale[],
  defaultLocale: Locale,
  stored: string | null,
  browser: readonly string[],
): LocaleRoute {
  const [, first = '', ...rest] = pathname.split('/');
  const prefixed = enabled.find((locale) => locale.toLowerCase() === first.toLowerCase());
  if (prefixed) {
    const remainder = sitePath(rest.join('/'));
    if (prefixed === defaultLocale) return { locale: prefixed, basename: '', redirectTo: remainder };
    const basename = `/${prefixed}`;
    return { locale: prefixed, basename, redirectTo: prefixed === first ? null : `${basename}${remainder}` };
  }
  const preferred = negotiateLocale(stored ? [stored] : browser, enabled);
  if (preferred === defaultLocale || !(stored || browser.length))
    return { locale: defaultLocale, basename: '', redirectTo: null };
  const basename = `/${preferred}`;
  return {
    locale: preferred,
    basename,
    redirectTo: `${basename}${pathname === '/' ? '' : sitePath(pathname)}` || basename,
  };
}

/** The same page in another locale. */
export function pathInLocale(pathWithinApp: string, locale: Locale, defaultLocale: Locale): string {
  const path = sitePath(pathWithinApp);
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
