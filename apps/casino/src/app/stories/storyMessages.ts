// Story-only: a locale's real, compiled catalogue (packages/i18n/locales) for a story that shows a
// page in that language whatever the toolbar says. Each catalogue is its own lazy chunk: a story
// loads only the one it shows (as a Storybook loader, before it renders).
import type { CompiledMessages, Locale } from '@casino/i18n';

const catalogues = import.meta.glob<CompiledMessages>('../../../../../packages/i18n/locales/*.json', {
  import: 'default',
});

/** A Storybook loader's result: `args.language` for ShellStoryFrame / PageStoryFrame. */
export async function storyLanguage(locale: Locale): Promise<{ locale: Locale; messages: CompiledMessages }> {
  const load = catalogues[`../../../../../packages/i18n/locales/${locale}.json`];
  if (!load) throw new Error(`No compiled catalogue for ${locale}: run pnpm i18n:compile`);
  return { locale, messages: await load() };
}
