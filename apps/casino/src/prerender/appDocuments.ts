// What the app server asks for each page load: the HTML document for this host, address and
// browser, prerendered when the page is one to prerender and the render is ready in time, else
// the plain splash page with boot hints. Brand by host, locale negotiation and API addresses are
// the app's own (boot/brands, @casino/i18n, api/casinoApi), not copies.

import { hostIndex } from 'virtual:brand-index';
import { createTransport } from '@casino/api-client';
import { negotiateLocale, parseAcceptLanguage, supportedLocales } from '@casino/i18n';
import { prerenderedPaths } from '../app/registry.ts';
import { resolveBrandId } from '../boot/brands.ts';
import type { CheckedSettings } from '../boot/checkedSettings.ts';
import { createCasinoApi } from '../core/api/casinoApi.ts';
import { parseRuntimeConfig } from '../core/runtimeConfig.ts';
import { type BootHints, createDocumentComposer, deferredResourcesScript } from './document.ts';
import { createPrerenderer, type PrerenderedPage, prerenderGateScript } from './prerenderPage.tsx';

export interface AppDocumentsOptions {
  /** config.json as the app server serves it. */
  runtime: unknown;
  /** The built index.html. */
  indexHtml: string;
  /** The app server's SYSTEM_TOKEN: the prerenderer's calls carry it; no page does. */
  systemToken?: string | undefined;
  /** The chunk of each brand's brand.json (dist/brand-chunks.json), to preload it. */
  brandChunks: Readonly<Record<string, string>>;
  /** The file of each locale's own catalogue (dist/brand-chunks.json `catalogues`), to preload it. */
  catalogueFiles: Readonly<Record<string, string>>;
  /** Render pages at all (PRERENDER=off: every visit gets the splash). */
  prerender: boolean;
  /** How long settings2, catalogues and pages are reused (0: never). */
  ttlMs: number;
  /** How long a visit waits for its page before it gets the splash instead. */
  budgetMs: number;
  /** Told once per distinct message when a render fails (the visitor got the splash). */
  onRenderError?: (message: string) => void;
}

export interface DocumentRequest {
  hostname: string;
  /** The address's path, already checked and decoded by the server. */
  pathname: string;
  acceptLanguage: string | undefined;
  /** The address signs a player in (?at=): the guest page would not fit. */
  signsIn: boolean;
}

/** A document with a stable identity per content, so the server can compress it once. */
export interface AppDocument {
  html: string;
}

/**
 * Where a visit's document came from (the app server's X-Prerender header): the prerendered page
 * from the page cache, the page rendered for this visit, or the splash (not a page to prerender,
 * prerendering off, over the budget, or failed).
 */
export type PrerenderSource = 'hit' | 'miss' | 'splash';

export interface ServedDocument {
  document: AppDocument;
  prerender: PrerenderSource;
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function createAppDocuments(options: AppDocumentsOptions) {
  const runtime = parseRuntimeConfig(options.runtime);
  const runtimeConfigJson = JSON.stringify(options.runtime);
  const apiOrigins = [
    ...new Set([runtime.casinoApiUrl, runtime.coreApiUrl].map(originOf).filter((o): o is string => !!o)),
  ];
  // Only for building addresses: nothing is fetched through it.
  const transport = createTransport({
    casinoUrl: runtime.casinoApiUrl,
    coreUrl: runtime.coreApiUrl,
    getToken: () => null,
    getLanguage: () => 'en',
    onForbidden: () => undefined,
  });
  const composer = createDocumentComposer(options.indexHtml);
  const prerenderer = options.prerender
    ? createPrerenderer({ runtime: options.runtime, ttlMs: options.ttlMs, systemToken: options.systemToken })
    : null;

  const hintsFor = (
    brandId: string,
    pathname: string,
    languages: readonly string[],
    checked: CheckedSettings | null,
  ): BootHints => {
    const urls = createCasinoApi(transport, brandId).bootUrls;
    // The catalogue boot will most likely ask for: a locale prefix in the path, else the
    // browser's languages (boot also knows a stored choice: when that differs, this hint costs
    // one unused request).
    const locale = negotiateLocale([pathname.split('/')[1], ...languages], supportedLocales);
    return {
      apiOrigins,
      runtimeConfigJson,
      brandChunk: options.brandChunks[brandId] ?? null,
      // With the validated settings in the page, boot does not ask for settings2 at all.
      settings2Url: runtime.settings || checked ? null : urls.settings2,
      checkedSettings: checked,
      catalogueUrl: urls.catalogue(locale),
      ownCatalogueUrl: options.catalogueFiles[locale] ? `/${options.catalogueFiles[locale]}` : null,
    };
  };

  // Brands and locales are finite, so these maps are bounded by the build; the documents with
  // settings live as long as the prerenderer keeps those settings.
  const splashDocumentsWithout = new Map<string, AppDocument>();
  const splashDocumentsWith = new WeakMap<CheckedSettings, Map<string, AppDocument>>();
  const splashDocument = (hints: BootHints): AppDocument => {
    const key = `${hints.brandChunk} ${hints.catalogueUrl}`;
    let documents = splashDocumentsWithout;
    if (hints.checkedSettings) {
      documents = splashDocumentsWith.get(hints.checkedSettings) ?? new Map();
      splashDocumentsWith.set(hints.checkedSettings, documents);
    }
    let document = documents.get(key);
    if (!document) {
      document = { html: composer.splashDocument(hints) };
      documents.set(key, document);
    }
    return document;
  };
  // One document per rendered page: it lives as long as the prerenderer keeps the page.
  const prerenderedDocuments = new WeakMap<PrerenderedPage, AppDocument>();
  const prerenderedDocument = (page: PrerenderedPage, hints: BootHints): AppDocument => {
    let document = prerenderedDocuments.get(page);
    if (!document) {
      document = { html: composer.prerenderedDocument(page, hints, prerenderGateScript) };
      prerenderedDocuments.set(page, document);
    }
    return document;
  };

  const reported = new Set<string>();
  const report = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (!reported.has(message)) options.onRenderError?.(message);
    reported.add(message);
  };
  /** What `work` gives by `deadline`, or null when it is late or fails. */
  async function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
    });
    try {
      return await Promise.race([work, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** Inline scripts the documents carry (the CSP allows exactly these by hash). */
    inlineScripts: prerenderer ? [prerenderGateScript, deferredResourcesScript] : [],
    async documentFor(request: DocumentRequest): Promise<ServedDocument> {
      const languages = parseAcceptLanguage(request.acceptLanguage);
      const brandId = resolveBrandId(request.hostname, runtime.brand);
      // Within one budget: the validated settings (one settings2 per brand and window), then the
      // page. A visit that gets neither in time gets the splash and boot asks for settings2 itself.
      const deadline = Date.now() + options.budgetMs;
      const outcome = prerenderer?.prerender({
        hostname: request.hostname,
        pathname: request.pathname,
        languages,
      });
      outcome?.page.catch(report);
      const checked = outcome ? await byDeadline(outcome.checked, deadline) : null;
      // A link that signs a player in (?at=) gets the splash: the guest page would not fit.
      const page = checked && outcome && !request.signsIn ? await byDeadline(outcome.page, deadline) : null;
      // A prerendered page's hints follow the page's locale (it may come from the address), and
      // carry the settings it was rendered with.
      const hints = hintsFor(
        brandId,
        page ? `/${page.locale}` : request.pathname,
        languages,
        page ? page.checked : checked,
      );
      if (!page || !outcome) return { document: splashDocument(hints), prerender: 'splash' };
      // Settled with the page: no wait.
      const fromCache = await outcome.fromCache;
      return { document: prerenderedDocument(page, hints), prerender: fromCache ? 'hit' : 'miss' };
    },
    /** Renders each brand's prerendered pages, so the first visitors need not wait (failures only log). */
    async warm(): Promise<void> {
      if (!prerenderer) return;
      const hostOfEachBrand = [
        ...new Map(Object.entries(hostIndex).map(([host, id]) => [id, host])).values(),
      ];
      const hostnames = runtime.brand ? ['localhost'] : hostOfEachBrand;
      await Promise.allSettled(
        hostnames.flatMap((hostname) =>
          prerenderedPaths.map((pathname) => prerenderer.render({ hostname, pathname, languages: [] })),
        ),
      );
    },
    pageCache: () => prerenderer?.pageCache() ?? { entries: 0, bytes: 0 },
  };
}

export type AppDocuments = ReturnType<typeof createAppDocuments>;
