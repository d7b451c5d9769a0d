// The messages of a visit: the app's own compiled catalogue of the locale (packages/i18n/locales,
// complete, en filling what a translation lacks) with the operator's overrides from the back end
// on top (spec 7 `GET /api/core/casino/locales/{lng}.json`). The own catalogues ship as static,
// content-hashed files from the app's origin (never inside a script: only the active locale
// downloads), so a back end without the app's keys, or without a locales call at all, still gets
// every screen in words, never in message ids.

import { catalogueUrl } from 'virtual:catalogue-files';
import { type CompiledMessages, isSupportedLocale } from '@casino/i18n';

/** The URL of the app's own catalogue of a locale, from the app's origin (build/catalogueFilesPlugin.ts). */
export const appCatalogueUrl = (locale: string): string | undefined =>
  isSupportedLocale(locale) ? catalogueUrl(locale) : undefined;

/** The app's own catalogue of a locale (immutable: the file name carries its hash). */
export async function fetchAppCatalogue(locale: string, signal?: AbortSignal): Promise<CompiledMessages> {
  const url = appCatalogueUrl(locale);
  if (!url) throw new Error(`The app has no catalogue for locale ${locale}`);
  const response = await fetch(url, signal ? { signal } : {});
  if (!response.ok) throw new Error(`Catalogue ${url}: HTTP ${response.status}`);
  return (await response.json()) as CompiledMessages;
}

/**
 * How long the overrides may keep the first frame waiting once the app's own catalogue is
 * there. An operator back end that is slow or hangs costs at most this (the transport's own
 * limit is 15 s); the visit goes on in the app's own words.
 */
export const overridesBudgetMs = 3_000;

/**
 * The app's own catalogue with the back end's overrides merged on top. The overrides are
 * optional: a failed, missing, late or malformed answer leaves the app's own messages (with a
 * console warning for the operator); only the own catalogue failing fails the whole.
 */
export async function messagesWithOverrides(
  own: Promise<CompiledMessages>,
  overrides: Promise<unknown>,
  budgetMs = overridesBudgetMs,
): Promise<CompiledMessages> {
  const settledOverrides = overrides.catch((error: unknown) => {
    console.warn(`[i18n] no operator overrides: ${(error as Error)?.message ?? error}`);
    return undefined;
  });
  const ownMessages = await own;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`[i18n] operator overrides did not arrive within ${budgetMs} ms: left out`);
      resolve(undefined);
    }, budgetMs);
  });
  try {
    const answer = await Promise.race([settledOverrides, late]);
    // Most back ends override nothing: the checks and the merge load only for an answer with
    // entries (they are not part of every visit's first-load JavaScript).
    if (typeof answer !== 'object' || answer === null || Object.keys(answer).length === 0) return ownMessages;
    const { mergeOverrides } = await import('@casino/i18n/overrides');
    const merged = mergeOverrides(ownMessages, answer);
    if (merged.rejected.length)
      console.warn(
        `[i18n] operator overrides the app cannot format, left out: ${merged.rejected.join(', ')}`,
      );
    return merged.messages;
  } finally {
    clearTimeout(timer);
  }
}
