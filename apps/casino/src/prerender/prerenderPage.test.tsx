// @vitest-environment node
// The prerenderer runs in the app server (no document, no storage): it must render the real shell
// and home page from settings2 and the catalogue, choose brand and locale like the app, reuse what
// it fetched for its window, and never remember a failure.
import { readBrand } from '@casino/layout-engine/reader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueAnswers } from '../app/stories/storyCatalogue.ts';
import { createPrerenderer } from './prerenderPage.tsx';

const brandName = (id: string): string => (readBrand(id) as { name: string }).name;

const runtime = {
  casinoApiUrl: 'http://casino.test',
  coreApiUrl: 'http://core.test',
  socketUrl: 'http://casino.test',
};

let requests: string[];
let settingsStatus: number;
/** The back end's locales answer (operator overrides): status and body. */
let locales: { status: number; body: unknown };

beforeEach(() => {
  requests = [];
  settingsStatus = 200;
  locales = { status: 200, body: {} };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      const url = new URL(String(input));
      requests.push(`${url.pathname}${url.search}`);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/core/casino/settings2')
        return settingsStatus === 200 ? json({}) : json({ message: 'down' }, settingsStatus);
      if (url.pathname.startsWith('/api/core/casino/locales/')) return json(locales.body, locales.status);
      const catalogue = catalogueAnswers()[`GET ${url.pathname}`];
      if (catalogue) return catalogue({ url, method: 'GET', body: null } as never);
      return json({ message: 'not here' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('createPrerenderer', () => {
  it('renders the shell and the home page of the host’s brand, with the rules its markup uses', async () => {
    const { render } = createPrerenderer({ runtime, ttlMs: 0 });
    const page = await render({ hostname: 'lulu.localhost', pathname: '/', languages: ['en-GB'] });
    expect(page).toMatchObject({ brandId: 'lulu', locale: 'en', dir: 'ltr', localeFromPath: false });
    expect(page?.markup).toMatch(
      new RegExp(`<h1 id="home-title" class="(go\\d+)">Welcome to ${brandName('lulu')}</h1>`),
    );
    expect(page?.markup).toContain('data-navigation=');
    expect(page?.markup).toContain('data-testid="header-login"');
    const headingClass = page?.markup.match(/<h1 id="home-title" class="(go\d+)"/)?.[1];
    expect(page?.css).toContain(`.${headingClass}{`);
    expect(requests).toEqual(['/api/core/casino/settings2?brand=lulu', '/api/core/casino/locales/en.json']);
  });

  it('renders the lobby (a large page) with every boundary inline: no reveal scripts for the CSP to block', async () => {
    const { render } = createPrerenderer({ runtime, ttlMs: 0 });
    const page = await render({ hostname: 'lulu.localhost', pathname: '/casino', languages: ['en'] });
    expect(page?.markup).toMatch(/<h1[^>]*>Casino<\/h1>/);
    expect(page?.markup).toContain('data-part="search-field"');
    // React reveals an outlined boundary with inline scripts ($RB/$RV/$RC) and hidden parts.
    expect(page?.markup).not.toMatch(/<script|\$R[BVC]|<template/);
  });

  it('renders the lobby with its category rows, and hands the app the answer they came from', async () => {
    const { render } = createPrerenderer({ runtime, ttlMs: 0 });
    const page = await render({ hostname: 'curacao.localhost', pathname: '/casino', languages: ['en'] });
    expect(requests).toContain('/api/admin/get-full-category-list?locale=en&gamesPerCategory=12');
    // The first row's first thumbnail is in the HTML: the browser fetches it with the page.
    expect(page?.markup).toContain('data-testid="lobby-row-category-slots"');
    expect(page?.markup).toMatch(/<img data-part="thumbnail" src="[^"]+"[^>]*loading="eager"/);
    expect(page?.markup).not.toMatch(/_skeletonRow_/);
    const [query] = page?.queries.queries ?? [];
    expect(page?.queries.queries).toHaveLength(1);
    expect(query?.queryKey).toContain('categories');
    expect(query?.state.status).toBe('success');
  });

  it('a failed prefetch leaves the rows to the app: skeletons in the HTML, no data handed over', async () => {
    vi.mocked(fetch).mockImplementation(async (input) => {
      const url = new URL(String(input));
      requests.push(`${url.pathname}${url.search}`);
      return new Response(JSON.stringify(url.pathname.includes('category') ? { message: 'down' } : {}), {
        status: url.pathname.includes('category') ? 503 : 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { render } = createPrerenderer({ runtime, ttlMs: 0 });
    const page = await render({ hostname: 'curacao.localhost', pathname: '/casino', languages: ['en'] });
    expect(page?.markup).not.toContain('data-testid="lobby-row-category-slots"');
    expect(page?.markup).toMatch(/_skeletonRow_/);
    expect(page?.queries.queries).toEqual([]);
  });

  it('renders in the app’s own words when the back end has no catalogues, with its overrides when it has', async () => {
    const { render } = createPrerenderer({ runtime, ttlMs: 0 });
    locales = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'No catalogue' } } };
    const withoutCatalogues = await render({ hostname: 'lulu.localhost', pathname: '/', languages: [] });
    expect(withoutCatalogues?.markup).toContain(`Welcome to ${brandName('lulu')}</h1>`);
    expect(withoutCatalogues?.markup).not.toMatch(/>home\.welcome</);
    locales = {
      status: 200,
      body: {
        'home.welcome': [
          { type: 0, value: 'Hello from ' },
          { type: 1, value: 'brandName' },
        ],
      },
    };
    const overridden = await render({ hostname: 'lulu.localhost', pathname: '/de', languages: [] });
    expect(overridden?.markup).toContain(`Hello from ${brandName('lulu')}</h1>`);
    expect(overridden?.markup).toContain('data-testid="header-login"');
  });

  it('chooses the locale as the app does: the address first, then the browser’s languages', async () => {
    const { render } = createPrerenderer({ runtime, ttlMs: 0 });
    expect(
      await render({ hostname: 'lulu.localhost', pathname: '/', languages: ['de-AT', 'en'] }),
    ).toMatchObject({ locale: 'de', localeFromPath: false });
    expect(await render({ hostname: 'lulu.localhost', pathname: '/ar', languages: ['de'] })).toMatchObject({
      locale: 'ar',
      dir: 'rtl',
      localeFromPath: true,
    });
  });

  it('renders only pages whose first frame is complete without their own code (the home)', async () => {
    const { render } = createPrerenderer({ runtime, ttlMs: 10_000 });
    expect(await render({ hostname: 'lulu.localhost', pathname: '/contacts', languages: [] })).toBeNull();
    expect(await render({ hostname: 'lulu.localhost', pathname: '/no-such-page', languages: [] })).toBeNull();
    // Deciding costs one settings2 per brand and window, and never a catalogue.
    expect(requests).toEqual(['/api/core/casino/settings2?brand=lulu']);
  });

  it('reuses settings2, catalogue and page for its window, then asks again', async () => {
    let now = 0;
    const { render } = createPrerenderer({ runtime, ttlMs: 10_000, now: () => now });
    const first = await render({ hostname: 'lulu.localhost', pathname: '/', languages: [] });
    now = 9_999;
    expect(await render({ hostname: 'lulu.localhost', pathname: '/', languages: [] })).toBe(first);
    expect(requests).toHaveLength(2);
    now = 10_000;
    await render({ hostname: 'lulu.localhost', pathname: '/', languages: [] });
    expect(requests).toHaveLength(4);
  });

  it('fails when the back end does, and does not remember the failure', async () => {
    const { render } = createPrerenderer({ runtime, ttlMs: 60_000 });
    settingsStatus = 500;
    await expect(render({ hostname: 'lulu.localhost', pathname: '/', languages: [] })).rejects.toThrow();
    settingsStatus = 200;
    expect(await render({ hostname: 'lulu.localhost', pathname: '/', languages: [] })).not.toBeNull();
  });

  it('a failure the caller does not wait for is not an unhandled rejection (it would end the server)', async () => {
    const { prerender } = createPrerenderer({ runtime, ttlMs: 60_000 });
    settingsStatus = 500;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Warm-up waits for the page only.
      const outcome = prerender({ hostname: 'lulu.localhost', pathname: '/', languages: [] });
      await expect(outcome.page).rejects.toThrow();
      // Node reports an unhandled rejection once the microtasks of the turn that made it are done:
      // one full turn of the event loop later, a rejection nobody handled has been reported.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      // Whoever waits for the settings still learns of the failure.
      await expect(outcome.checked).rejects.toThrow();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
