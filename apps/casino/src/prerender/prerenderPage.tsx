// The first frame of a visit, rendered by the app server (issue 5, LCP): the shell and the home
// page as a guest sees them, in the brand and locale the app would choose, so the page's heading
// paints with the HTML instead of after the scripts, settings2 and the catalogue have arrived.
// The browser shows it in place of the splash, inert, until the app's own first render replaces
// it in the same frame (boot/splash.ts). Built for Node by `vite build --ssr` (never shipped to
// browsers); the app server falls back to the splash whenever this cannot answer.
import { createTransport } from '@casino/api-client';
import { isSupportedLocale, type Locale, localeInfo } from '@casino/i18n';
import type { AppConfig } from '@casino/layout-engine';
import { stylesForMarkup } from '@casino/ui/server';
import { type DehydratedState, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import { isPrerenderedPage, registry } from '../app/registry.ts';
import { appConfigFor } from '../boot/boot.ts';
import { loadBrand, resolveBrandId } from '../boot/brands.ts';
import type { CheckedSettings } from '../boot/checkedSettings.ts';
import { resolveLocaleRoute } from '../boot/localeRouting.ts';
import { type CasinoApi, type CompiledMessages, createCasinoApi } from '../core/api/casinoApi.ts';
import { messagesWithOverrides } from '../core/api/catalogues.ts';
import { storageKeys } from '../core/platform/storage.ts';
import { parseRuntimeConfig } from '../core/runtimeConfig.ts';
import AppShell from '../shell/AppShell.tsx';
import { boundedCache } from './boundedCache.ts';

/**
 * The address a page is cached under: runs of slashes are one slash and a trailing slash goes, so
 * `//`, `/de/` and `/de//` cannot each make an entry of their own (the query never reaches here).
 */
export function normalisePathname(pathname: string): string {
  const single = pathname.replace(/\/{2,}/g, '/');
  return single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single || '/';
}

/**
 * The app's own catalogues, bundled into the prerenderer (which runs on the server, never in a
 * browser): the page is prerendered in the same words the app shows.
 */
const appCatalogues = import.meta.glob<CompiledMessages>('../../../../packages/i18n/locales/*.json', {
  import: 'default',
});
async function appCatalogue(locale: Locale): Promise<CompiledMessages> {
  const load = appCatalogues[`../../../../packages/i18n/locales/${locale}.json`];
  if (!load) throw new Error(`The app has no catalogue for locale ${locale}`);
  return load();
}

export interface PrerenderRequest {
  hostname: string;
  pathname: string;
  /** The browser's languages, most wanted first (Accept-Language). */
  languages: readonly string[];
}

export interface PrerenderedPage {
  brandId: string;
  locale: Locale;
  dir: 'ltr' | 'rtl';
  title: string;
  /** The locale came from the address: a stored language choice cannot change it. */
  localeFromPath: boolean;
  /** The app's markup (the children of the shell's root element). */
  markup: string;
  /** The design system's rules the markup uses (the brand's variables are in the markup). */
  css: string;
  /** The validated settings the page was rendered with (the browser's boot uses the same). */
  checked: CheckedSettings;
  /** The queries the page was rendered with (its prefetch's answers), for the app to start from. */
  queries: DehydratedState;
}

/**
 * A visit's validated settings, and its page when the page is one to prerender. Two promises:
 * the settings (one settings2 per brand and window) are there long before a page is rendered.
 */
export interface PrerenderOutcome {
  checked: Promise<CheckedSettings>;
  page: Promise<PrerenderedPage | null>;
  /** The page was in the page cache (rendered for an earlier visit or the warm-up), not rendered for this one. */
  fromCache: Promise<boolean>;
}

export interface PrerendererOptions {
  /** config.json as the app server serves it. */
  runtime: unknown;
  /** How long configs (settings2), catalogues and rendered pages are reused (0: never). */
  ttlMs: number;
  /** The app server's SYSTEM_TOKEN, sent as x-system-token by the prerenderer only (never in a page). */
  systemToken?: string | undefined;
  /** Bounds of the rendered pages kept (least recently used go first). */
  maxPages?: number;
  maxPageBytes?: number;
  now?: () => number;
}

/**
 * A tiny script for the head, before the first paint: a visitor the prerendered guest page does
 * not fit (a stored session, or a stored language other than the page's) sees the splash instead.
 * Its data comes from the element's data-* attributes, so its text (and CSP hash) never changes.
 */
export const prerenderGateScript = `try{var d=document.currentScript.dataset,s=localStorage,l=s.getItem(${JSON.stringify(storageKeys.selectedLanguage)});if(s.getItem(${JSON.stringify(storageKeys.accessToken)})||(d.fixed!=="1"&&l&&l!==d.locale))document.documentElement.classList.add("prerender-off")}catch(e){}`;

/** The shell's router when prerendering: the address of the request, never changing. */
const PrerenderLocation = createContext('/');
function PrerenderRouter({ basename, children }: { basename: string; children: ReactNode }) {
  return (
    <StaticRouter location={useContext(PrerenderLocation)} basename={basename}>
      {children}
    </StaticRouter>
  );
}

async function renderToString(node: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(node, {
    onError: (error) => void errors.push(error),
    // React (19.2) sends a Suspense boundary whose content is over this size as a hidden part that
    // its inline scripts ($RB/$RV/$RC) reveal later, even when nothing suspended: progressive
    // paint for streamed pages. This page is one finished document under a CSP that blocks those
    // scripts (a blank page: the lobby's ~30 KB did it), so every boundary stays inline.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  if (errors.length) throw errors[0];
  return markup;
}

export function createPrerenderer({
  runtime: runtimeData,
  ttlMs,
  systemToken,
  maxPages = 256,
  maxPageBytes = 32 * 1024 * 1024,
  now = Date.now,
}: PrerendererOptions) {
  const runtime = parseRuntimeConfig(runtimeData);
  const transport = createTransport({
    casinoUrl: runtime.casinoApiUrl,
    coreUrl: runtime.coreApiUrl,
    systemToken,
    getToken: () => null,
    getLanguage: () => 'en',
    onForbidden: () => undefined,
  });
  // Every visit to index.html asks for the brand's config (to see whether its page is one to
  // prerender), so settings2 is fetched and the config built once per brand and window.
  // Brands and locales are finite (the keys are resolved ids), pages are bounded by count and size.
  const configs = boundedCache<{ config: AppConfig; checked: CheckedSettings }>({
    ttlMs,
    now,
    maxEntries: 64,
    maxBytes: 64,
  });
  const catalogues = boundedCache<CompiledMessages>({ ttlMs, now, maxEntries: 64, maxBytes: 64 });
  const pages = boundedCache<PrerenderedPage | null>({
    ttlMs,
    now,
    maxEntries: maxPages,
    maxBytes: maxPageBytes,
    sizeOf: (page) => (page ? page.markup.length + page.css.length + JSON.stringify(page.queries).length : 1),
  });

  function prerender(request: PrerenderRequest): PrerenderOutcome {
    const brandId = resolveBrandId(request.hostname, runtime.brand);
    const api = createCasinoApi(transport, brandId);
    const configured = configs.get(brandId, async () => {
      const [brand, settings2] = await Promise.all([
        loadBrand(brandId),
        runtime.settings ? undefined : api.settings2(),
      ]);
      return appConfigFor({ brandId, brand, runtime, settings2 });
    });
    const found = configured.then((configuration) => pageFor(request, brandId, api, configuration));
    const outcome = {
      checked: configured.then(({ checked }) => checked),
      page: found.then(({ page }) => page),
      fromCache: found.then(({ fromCache }) => fromCache),
    };
    // A caller may wait for one of the two only (warm-up renders pages, a late visit drops both):
    // a failure the caller does not wait for must not become an unhandled rejection, which would
    // end the server. Callers that wait still get it.
    for (const promise of Object.values(outcome)) promise.catch(() => undefined);
    return outcome;
  }

  async function pageFor(
    request: PrerenderRequest,
    brandId: string,
    api: CasinoApi,
    { config, checked }: { config: AppConfig; checked: CheckedSettings },
  ): Promise<{ page: PrerenderedPage | null; fromCache: boolean }> {
    const pathname = normalisePathname(request.pathname);
    const enabled = config.locales.enabled.filter(isSupportedLocale);
    const prefix = pathname.split('/')[1]?.toLowerCase();
    const route = resolveLocaleRoute(
      pathname,
      enabled,
      config.locales.default as Locale,
      null,
      request.languages,
    );
    const location = normalisePathname(route.redirectTo ?? pathname);
    const pathInApp = location.slice(route.basename.length) || '/';
    const page = config.routes.routes.find((candidate) =>
      matchPath({ path: candidate.path, end: true }, pathInApp),
    );
    if (!page || !isPrerenderedPage(page.key)) return { page: null, fromCache: false };

    const { value, reused } = pages.lookup(`${brandId} ${route.locale} ${location}`, async () => {
      const messages = await catalogues.get(route.locale, () =>
        messagesWithOverrides(appCatalogue(route.locale), api.catalogue(route.locale)),
      );
      const boot = { runtime, config, api, locale: route.locale, basename: route.basename, messages };
      const client = new QueryClient();
      await registry.pages.get(page.key)?.prefetch?.({ client, api, locale: route.locale });
      const markup = await renderToString(
        <QueryClientProvider client={client}>
          <PrerenderLocation.Provider value={location}>
            <AppShell
              boot={boot}
              intake={{ newCampaignCodes: [] }}
              openLoginOnStart={false}
              registry={registry}
              Router={PrerenderRouter}
            />
          </PrerenderLocation.Provider>
        </QueryClientProvider>,
      );
      return {
        brandId,
        locale: route.locale,
        dir: localeInfo(route.locale).dir,
        title: config.brandName,
        localeFromPath: enabled.some((locale) => locale.toLowerCase() === prefix),
        markup,
        css: stylesForMarkup(markup),
        checked,
        // Only answered queries (a failed prefetch leaves the app to ask, as the frame shows).
        queries: dehydrate(client),
      };
    });
    return { page: await value, fromCache: reused };
  }

  return {
    prerender,
    /** The page alone (null: not a page to prerender). */
    render: (request: PrerenderRequest) => prerender(request).page,
    /** What the page cache holds (entries, and bytes of markup and styles). */
    pageCache: () => ({ entries: pages.entries, bytes: pages.bytes }),
  };
}
