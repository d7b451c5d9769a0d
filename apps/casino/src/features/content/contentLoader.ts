// Finds a content page's HTML among every brand's content files (each its own lazy chunk).
import type { ContentPageKey } from './contentPages.ts';

type Loader = () => Promise<string>;

// Every brand's content files, each its own lazily loaded chunk.
const files = import.meta.glob<string>('../../../../../brands/*/content/*.html', {
  query: '?raw',
  import: 'default',
});

const byKey = new Map<string, Loader>();
for (const [path, load] of Object.entries(files)) {
  const match = /brands\/([^/]+)\/content\/([^/.]+)\.([^/.]+)\.html$/.exec(path);
  if (match) byKey.set(`${match[1]}/${match[2]}/${match[3]}`, load);
}

/**
 * The page's HTML, trying in order: this brand in this locale, this brand in the default locale,
 * then the default brand likewise. Null when no brand has the page.
 */
export async function loadContent(
  page: ContentPageKey,
  brandId: string,
  locale: string,
  fallbackBrandId: string,
  defaultLocale: string,
): Promise<{ html: string; locale: string } | null> {
  const candidates: [string, string][] = [
    [brandId, locale],
    [brandId, defaultLocale],
    [fallbackBrandId, locale],
    [fallbackBrandId, defaultLocale],
  ];
  for (const [brand, lang] of candidates) {
    const load = byKey.get(`${brand}/${page}/${lang}`);
    if (load) return { html: await load(), locale: lang };
  }
  return null;
}
