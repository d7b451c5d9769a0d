import type { Direction } from '@casino/ui';

/**
 * Locales offered in the toolbar: English (the default messages), German and Arabic for their
 * formats and direction, and the pseudo-locale, whose messages load with it: accented, 40 %
 * longer and bracketed, so hard-coded text (unaccented), truncation (a missing "]") and overflow
 * show at a glance.
 */
export const locales: { id: string; title: string; dir: Direction; messages?: 'pseudo' }[] = [
  { id: 'en', title: 'English', dir: 'ltr' },
  { id: 'de', title: 'Deutsch', dir: 'ltr' },
  { id: 'ar', title: 'العربية (RTL)', dir: 'rtl' },
  { id: 'en-XA', title: 'Pseudo (en-XA)', dir: 'ltr', messages: 'pseudo' },
];

export const localeById = (id: string | undefined) =>
  locales.find((locale) => locale.id === id) ?? locales[0];
