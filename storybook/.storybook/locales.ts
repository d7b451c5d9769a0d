import type { Direction } from '@casino/ui';

/** Locales offered in the toolbar: English (the default messages), German, and Arabic for right-to-left. */
export const locales: { id: string; title: string; dir: Direction }[] = [
  { id: 'en', title: 'English', dir: 'ltr' },
  { id: 'de', title: 'Deutsch', dir: 'ltr' },
  { id: 'ar', title: 'العربية (RTL)', dir: 'rtl' },
];

export const localeById = (id: string | undefined) =>
  locales.find((locale) => locale.id === id) ?? locales[0];
