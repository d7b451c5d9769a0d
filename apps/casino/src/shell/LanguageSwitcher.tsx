// The language switcher: the brand's enabled locales by their own names. Choosing one stores it
// (selectedLanguage) and opens the same page under that locale's prefix; only that locale's
// catalogue is then loaded.
import { isSupportedLocale, type Locale, localeInfo } from '@casino/i18n';
import { Select } from '@casino/ui';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { pathInLocale } from '../boot/localeRouting.ts';
import { useApp } from '../core/AppContext.tsx';
import { storageKeys, writeStorage } from '../core/platform/storage.ts';
import { shellMessages } from './shellMessages.ts';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { config, locale } = useApp();
  const location = useLocation();
  const enabled = config.locales.enabled.filter(isSupportedLocale);
  if (enabled.length < 2) return null;
  return (
    <div data-compact={compact || undefined} data-testid="language-switcher">
      <Select
        label={intl.formatMessage(shellMessages.language)}
        value={locale}
        options={enabled.map((code) => ({ value: code, label: localeInfo(code).name }))}
        onChange={(event) => {
          const next = event.target.value as Locale;
          writeStorage(storageKeys.selectedLanguage, next);
          const target = pathInLocale(location.pathname, next, config.locales.default as Locale);
          window.location.assign(`${target}${location.search}${location.hash}`);
        }}
      />
    </div>
  );
}
