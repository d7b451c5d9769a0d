// @vitest-environment node
// The app server as browsers meet it: a real server on 127.0.0.1 (random port) over a small dist/,
// a fake back end for the prerenderer, and assertions on the real responses.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredResourcesScript } from '../src/prerender/document.ts';
import { prerenderGateScript } from '../src/prerender/prerenderPage.tsx';
import { type RunningServer, startServer } from './appServer.ts';
import { scriptHash } from './securityHeaders.ts';

const repoRoot = join(import.meta.dirname, '../../..');
const catalogue = readFileSync(join(repoRoot, 'packages/i18n/locales/en.json'), 'utf8');

const indexHtml = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <title>Casino</title>
    <link rel="stylesheet" href="/splash.css" />
    <script type="module" crossorigin src="/assets/app.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
  </head>
  <body>
    <div id="splash" role="status" aria-live="polite"><span class="splash-label">Loading…</span></div>
    <div id="root"></div>
  </body>
</html>`;

/** Sends a raw request line (fetch would normalise the target) and returns the status code. */
function rawStatus(url: string, target: string): Promise<number> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    socket.on('end', () => resolve(Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

let dist: string;
let backend: Server;
let backendUrl: string;
let app: RunningServer;
const logged: string[] = [];
const backendSystemTokens: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'casino-server-test-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.server'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets/app.js'), 'console.log("app");');
  writeFileSync(join(dist, 'assets/runtime.js'), 'export {};');
  writeFileSync(join(dist, 'assets/app.js.map'), '{"sources":["secret source"]}');
  writeFileSync(join(dist, 'assets/.hidden.js'), 'secret');
  writeFileSync(join(dist, 'splash.css'), 'body{}');
  writeFileSync(join(dist, '.server/serve.js'), 'the server bundle');
  writeFileSync(join(dist, '.vite/manifest.json'), '{"secret":true}');
  writeFileSync(join(dist, 'brand-chunks.json'), JSON.stringify({ chunks: { curacao: 'assets/brand.js' } }));

  backend = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://backend').pathname;
    backendSystemTokens.push(String(req.headers['x-system-token'] ?? ''));
    res.setHeader('content-type', 'application/json');
    // One wrong-typed field and one the app does not know: the page carries neither.
    if (path === '/api/core/casino/settings2')
      return void res.end('{"showLiveChat":"yes","notASetting":1,"navigationSystem":"panel"}');
    if (path.startsWith('/api/core/casino/locales/')) return void res.end(catalogue);
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  writeFileSync(
    join(dist, 'config.json'),
    JSON.stringify({
      casinoApiUrl: 'http://unused.invalid',
      coreApiUrl: 'http://unused.invalid',
      socketUrl: 'http://unused.invalid',
      reverseGeocodeUrl: 'https://geocode.test/reverse',
    }),
  );
  app = await startServer({
    root: dist,
    port: 0,
    // A budget no render misses on a busy machine: these tests read the prerendered page.
    env: { CASINO_API_URL: backendUrl, PRERENDER_TTL_MS: '60000', PRERENDER_BUDGET_MS: '20000' },
    log: (line) => logged.push(line),
  });
  await app.warm;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => backend?.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends exactly the policy the config allows: its back end, its inline scripts by hash, nothing else', async () => {
    const response = await fetch(`${app.url}/`);
    expect(response.status).toBe(200);
    const ws = backendUrl.replace(/^http/, 'ws');
    expect(response.headers.get('content-security-policy')).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${scriptHash(prerenderGateScript)} ${scriptHash(deferredResourcesScript)}`,
        "style-src 'self' 'unsafe-inline'",
        `img-src 'self' data: blob: ${backendUrl}`,
        "font-src 'self' data:",
        `connect-src 'self' ${backendUrl} ${ws} https://geocode.test`,
        `frame-src 'self' ${backendUrl}`,
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'self'",
        'report-uri /csp-report',
      ].join('; '),
    );
  });

  it('never allows eval or inline scripts, on every kind of answer', async () => {
    for (const path of ['/', '/casino', '/assets/app.js', '/config.json', '/.server/serve.js', '/%ff']) {
      const response = await fetch(`${app.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
      expect(csp, path).not.toContain('unsafe-eval');
      expect(scriptSrc, path).toMatch(/^script-src 'self'/);
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(csp, path).toContain("frame-ancestors 'self'");
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('allows every inline script the prerendered page carries, by its hash', async () => {
    const response = await fetch(`${app.url}/`);
    const html = await response.text();
    expect(html).toContain('<div id="prerender" inert aria-hidden="true">');
    const csp = response.headers.get('content-security-policy') ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]*)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(inline).toHaveLength(2);
    for (const text of inline) expect(csp).toContain(scriptHash(text));
  });

  it('takes operator script hosts and framing partners from the environment', async () => {
    const other = await startServer({
      root: dist,
      port: 0,
      env: {
        CASINO_API_URL: backendUrl,
        PRERENDER: 'off',
        CSP_SCRIPT_HOSTS: 'https://tags.example.com',
        CSP_FRAME_ANCESTORS: "'self' https://partner.example",
      },
      log: () => undefined,
    });
    try {
      const csp = (await fetch(`${other.url}/`)).headers.get('content-security-policy');
      expect(csp).toContain("script-src 'self' https://tags.example.com;");
      expect(csp).toContain("frame-ancestors 'self' https://partner.example;");
    } finally {
      await other.close();
    }
  });
});

describe('request targets', () => {
  it.each([
    '/%ff',
    '/%',
    '/a%zzb',
    '//',
    '//evil.example/path',
    `/${'a'.repeat(3000)}`,
    '/../config.json',
    '/assets/%2e%2e/%2e%2e/config.json',
    '/assets/..%2fconfig.json',
    '/assets/a%5c..%5cb',
    '/%00',
    'http://other.example/',
  ])('answers 400 to %s and keeps serving', async (target) => {
    expect(await rawStatus(app.url, target)).toBe(400);
    const after = await fetch(`${app.url}/config.json`);
    expect(after.status).toBe(200);
  });

  it('refuses dot folders and hidden files', async () => {
    for (const path of [
      '/.server/serve.js',
      '/.vite/manifest.json',
      '/assets/.hidden.js',
      '/.server/',
      // Source maps are not served in production builds (issue 32): they are the original source.
      '/assets/app.js.map',
      '/.sourcemaps/assets/app.js.map',
    ]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain('secret');
      expect(body, path).not.toContain('the server bundle');
    }
  });

  it('serves files, and the app page for every other address', async () => {
    const asset = await fetch(`${app.url}/assets/app.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app");');
    const page = await fetch(`${app.url}/casino/slots`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('<div id="root"></div>');
  });

  it('answers 405 to methods it does not serve', async () => {
    expect((await fetch(`${app.url}/`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${app.url}/csp-report`)).status).toBe(405);
  });
});

describe('SYSTEM_TOKEN never reaches config.json', () => {
  it('the prerenderer sends it; config.json and the page never carry it; a config.json with one is refused', async () => {
    const secret = 'sys-secret-issue-32';
    const withToken = await startServer({
      root: dist,
      port: 0,
      env: { CASINO_API_URL: backendUrl, SYSTEM_TOKEN: secret, PRERENDER_BUDGET_MS: '20000' },
      log: () => undefined,
    });
    try {
      await withToken.warm;
      expect(await (await fetch(`${withToken.url}/config.json`)).text()).not.toContain(secret);
      const page = await (await fetch(`${withToken.url}/casino`)).text();
      expect(page).not.toContain(secret);
      expect(JSON.stringify(withToken.config)).not.toContain(secret);
      // The server's own calls to the back end carry it.
      expect(backendSystemTokens).toContain(secret);
    } finally {
      await withToken.close();
    }
    const leaky = mkdtempSync(join(tmpdir(), 'casino-server-leaky-'));
    try {
      writeFileSync(join(leaky, 'index.html'), indexHtml);
      writeFileSync(
        join(leaky, 'config.json'),
        JSON.stringify({
          casinoApiUrl: backendUrl,
          coreApiUrl: backendUrl,
          socketUrl: backendUrl,
          systemToken: secret,
        }),
      );
      await expect(startServer({ root: leaky, port: 0, env: {}, log: () => undefined })).rejects.toThrow(
        /must not carry systemToken/,
      );
    } finally {
      rmSync(leaky, { recursive: true, force: true });
    }
  });
});

describe('failures', () => {
  it('answers 500 when a handler fails, and keeps serving', async () => {
    const failing = await startServer({
      root: dist,
      port: 0,
      env: { CASINO_API_URL: backendUrl },
      log: (line) => logged.push(line),
      documents: {
        inlineScripts: [],
        documentFor: () => Promise.reject(new Error('renderer exploded')),
        warm: () => Promise.resolve(),
        pageCache: () => ({ entries: 0, bytes: 0 }),
      },
    });
    try {
      const response = await fetch(`${failing.url}/`);
      expect(response.status).toBe(500);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).not.toContain('renderer exploded');
      expect(logged.some((line) => line.includes('renderer exploded'))).toBe(true);
      expect((await fetch(`${failing.url}/assets/app.js`)).status).toBe(200);
    } finally {
      await failing.close();
    }
  });
});

describe('the prerender cache', () => {
  it('keeps one page per brand, locale and page however the address is spelled', async () => {
    // Warming rendered each brand's home; this host's home in en is one of them.
    const warmed = app.pageCache().entries;
    expect(warmed).toBeGreaterThan(0);
    const variants = [
      '/',
      '/?x=1',
      '/?x=2',
      '/?utm=a&b',
      '///?',
      '/de',
      '/de/',
      '/de//',
      '/de///?q=1',
      '/DE',
    ];
    for (const path of variants) {
      // `///` is refused at the door (400); the rest are the same two pages.
      const response = await fetch(`${app.url}${path}`);
      if (path.startsWith('//')) expect(response.status).toBe(400);
      else expect(await response.text(), path).toContain('id="prerender"');
    }
    // Only the German home is new.
    expect(app.pageCache().entries).toBe(warmed + 1);
    for (let round = 0; round < 20; round += 1)
      await fetch(`${app.url}/de${'/'.repeat(round + 1)}?n=${round}`);
    expect(app.pageCache().entries).toBe(warmed + 1);
  });
});

describe('the X-Prerender header', () => {
  const sourceOf = async (url: string) => {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.headers.get('x-prerender');
  };

  it('says hit for a page from the cache, miss for one rendered now, splash for the splash', async () => {
    // Warming rendered this host's home.
    expect(await sourceOf(`${app.url}/`)).toBe('hit');
    // Nobody has asked for the French home yet: rendered for this visit, then reused.
    expect(await sourceOf(`${app.url}/fr`)).toBe('miss');
    expect(await sourceOf(`${app.url}/fr`)).toBe('hit');
    expect(await sourceOf(`${app.url}/fr/?again=1`)).toBe('hit');
    // Not a page to prerender.
    expect(await sourceOf(`${app.url}/casino/slots`)).toBe('splash');
    // A link that signs a player in never gets the guest page.
    expect(await sourceOf(`${app.url}/?at=token`)).toBe('splash');
    // Only documents carry it.
    expect((await fetch(`${app.url}/config.json`)).headers.get('x-prerender')).toBeNull();
  });

  it('never says hit with the cache off, and says splash with prerendering off', async () => {
    const uncached = await startServer({
      root: dist,
      port: 0,
      env: { CASINO_API_URL: backendUrl, PRERENDER_TTL_MS: '0', PRERENDER_BUDGET_MS: '20000' },
      log: () => undefined,
    });
    const off = await startServer({
      root: dist,
      port: 0,
      env: { CASINO_API_URL: backendUrl, PRERENDER: 'off' },
      log: () => undefined,
    });
    try {
      await uncached.warm;
      expect([await sourceOf(`${uncached.url}/`), await sourceOf(`${uncached.url}/`)]).toEqual([
        'miss',
        'miss',
      ]);
      expect(await sourceOf(`${off.url}/`)).toBe('splash');
    } finally {
      await uncached.close();
      await off.close();
    }
  });
});

describe('the prerender budget', () => {
  it('a back end that never answers costs a visitor the budget, and they get the splash', async () => {
    // Takes every request and answers none.
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const slow = await startServer({
      root: dist,
      port: 0,
      env: { CASINO_API_URL: silentUrl, PRERENDER_TTL_MS: '0', PRERENDER_BUDGET_MS: '200' },
      log: () => undefined,
    });
    try {
      const started = Date.now();
      const response = await fetch(`${slow.url}/`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-prerender')).toBe('splash');
      expect(html).toContain('id="splash"');
      expect(html).not.toContain('id="prerender"');
      // The budget, not the back end's silence (the transport gives up after 15 s), decided it.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await slow.close();
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('validated settings in the page', () => {
  /** The document's `#checked-settings` JSON, or null. */
  const checkedSettingsOf = (html: string): unknown => {
    const json = html.match(/<script id="checked-settings" type="application\/json">(.*?)<\/script>/)?.[1];
    return json === undefined ? null : JSON.parse(json);
  };

  it('carries settings2 as the server validated it, so the browser asks for it no more', async () => {
    // The prerendered home and a page that gets the splash both carry it.
    for (const path of ['/', '/contacts']) {
      const html = await (await fetch(`${app.url}${path}`)).text();
      const checked = checkedSettingsOf(html) as { brandId: string; settings: object; warnings: string[] };
      expect(checked, path).toMatchObject({ brandId: 'curacao', settings: { navigationSystem: 'panel' } });
      expect(checked.settings, path).not.toHaveProperty('showLiveChat');
      expect(checked.settings, path).not.toHaveProperty('notASetting');
      expect(checked.warnings.join('\n'), path).toContain('ignored unknown fields notASetting');
      expect(checked.warnings.join('\n'), path).toContain('ignored showLiveChat');
      expect(html, path).not.toContain('/api/core/casino/settings2');
    }
  });
});

describe('/csp-report', () => {
  it('takes only report media types, bounded bodies and a few reports per client, and logs one escaped line each', async () => {
    const post = (body: string, type: string) =>
      fetch(`${app.url}/csp-report`, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post('{}', 'text/plain')).status).toBe(415);
    expect((await post('x'.repeat(17 * 1024), 'application/csp-report')).status).toBe(413);
    const before = logged.length;
    const report = '{"csp-report":{"blocked-uri":"inline\\n[csp] forged line"}}\n<script>';
    expect((await post(report, 'application/csp-report')).status).toBe(204);
    const line = logged.slice(before).find((entry) => entry.startsWith('[csp]')) ?? '';
    expect(line).not.toContain('\n');
    expect(line).toContain('\\n');
    expect(app.cspReports().at(-1)).toBe(report);
    const statuses: number[] = [];
    for (let index = 0; index < 25; index += 1)
      statuses.push((await post(`{"n":${index}}`, 'application/reports+json; charset=utf-8')).status);
    // 20 per minute per client: this client already sent 1 (the refused ones do not count).
    expect(statuses.filter((status) => status === 204)).toHaveLength(19);
    expect(statuses.slice(19)).toEqual([429, 429, 429, 429, 429, 429]);
    expect(app.cspReports().length).toBeLessThanOrEqual(50);
  });
});
