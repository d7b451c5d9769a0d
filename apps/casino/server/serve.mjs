#!/usr/bin/env node
// Serves the built app (dist/) with its security headers. config.json comes from dist/, or is
// written from the environment (CASINO_API_URL, CORE_API_URL, SOCKET_URL, …) so one build can
// point at any back end. The Content-Security-Policy is derived from that config: no
// 'unsafe-eval', object-src 'none', base-uri 'none', frame-ancestors set.
//
//   node server/serve.mjs [--port 4173] [--host 127.0.0.1]
//   CSP_SCRIPT_HOSTS="https://tags.example.com https://cdn.example.net"  operator script hosts
//   CSP_FRAME_ANCESTORS="'self' https://partner.example"                  who may frame the site
//   RECAPTCHA_SITE_KEY=…  [RECAPTCHA_SCRIPT_URL=https://www.recaptcha.net/recaptcha/api.js]  login reCAPTCHA
//   PRERENDER=off | PRERENDER_TTL_MS=10000 | PRERENDER_BUDGET_MS=300        the prerendered first frame
//
// The home page arrives prerendered (dist/.server, built by `pnpm build`): the shell and the page
// as a guest sees them, in the visitor's brand and locale, from settings2 and the catalogue the
// server fetches (reused for PRERENDER_TTL_MS). It paints with the HTML and stands in for the
// splash until the app's first frame replaces it. When the back end does not answer within
// PRERENDER_BUDGET_MS, or anything fails, the page gets the plain splash (and the render goes on,
// so the next visit has it).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.env.CASINO_DIST_DIR
  ? resolve(process.env.CASINO_DIST_DIR)
  : resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .flatMap((arg, index, all) => (arg.startsWith('--') ? [[arg.slice(2), all[index + 1]]] : [])),
);
const port = Number(args.port ?? process.env.PORT ?? 4173);
const host = args.host ?? process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function runtimeConfig(env = process.env) {
  const fromFile = JSON.parse(readFileSync(join(root, 'config.json'), 'utf8'));
  const casino = env.CASINO_API_URL ?? fromFile.casinoApiUrl;
  return {
    ...fromFile,
    casinoApiUrl: casino,
    coreApiUrl: env.CORE_API_URL ?? (env.CASINO_API_URL ? casino : fromFile.coreApiUrl),
    socketUrl: env.SOCKET_URL ?? (env.CASINO_API_URL ? casino : fromFile.socketUrl),
    ...(env.REVERSE_GEOCODE_URL ? { reverseGeocodeUrl: env.REVERSE_GEOCODE_URL } : {}),
    ...(env.BRAND ? { brand: env.BRAND } : {}),
    ...(env.RECAPTCHA_SITE_KEY
      ? {
          recaptcha: {
            siteKey: env.RECAPTCHA_SITE_KEY,
            ...(env.RECAPTCHA_SCRIPT_URL ? { scriptUrl: env.RECAPTCHA_SCRIPT_URL } : {}),
          },
        }
      : {}),
  };
}

// reCAPTCHA (login) when configured: its script host, the gstatic host its script loads from, and
// its invisible frame. Nothing is allowed when it is off.
const recaptchaHosts = (config) => {
  if (!config.recaptcha?.siteKey) return { script: [], frame: [] };
  const host = origin(config.recaptcha.scriptUrl ?? 'https://www.google.com/recaptcha/api.js');
  return { script: [host, 'https://www.gstatic.com'].filter(Boolean), frame: [host].filter(Boolean) };
};

const trimSlash = (url) => String(url).replace(/\/+$/, '');
const origin = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};
const socketOrigins = (url) => {
  const http = origin(url);
  return http ? [http, http.replace(/^http/, 'ws')] : [];
};

export function contentSecurityPolicy(config, env = process.env, inlineScripts = []) {
  const api = [...new Set([config.casinoApiUrl, config.coreApiUrl].map(origin).filter(Boolean))];
  const connect = [
    ...new Set(
      [...api, ...socketOrigins(config.socketUrl), origin(config.reverseGeocodeUrl)].filter(Boolean),
    ),
  ];
  const recaptcha = recaptchaHosts(config);
  const scriptHosts = [
    ...inlineScripts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`),
    ...(env.CSP_SCRIPT_HOSTS ?? '').split(/\s+/).filter(Boolean),
    ...recaptcha.script,
  ];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHosts.join(' ')}`.trim(),
    // The design system's CSS engine (goober) and the brand's variables are style elements.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    // Game windows are framed from the casino back end.
    `frame-src 'self' ${[...api, ...recaptcha.frame].join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${env.CSP_FRAME_ANCESTORS ?? "'self'"}`,
    'report-uri /csp-report',
  ].join('; ');
}

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.map', '.txt']);
const bodies = new Map();

function pickEncoding(accept = '', file) {
  if (!compressible.has(extname(file))) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** File contents, compressed once per encoding and kept in memory (dist/ is immutable). */
function body(file, encoding) {
  const key = `${encoding ?? 'identity'}:${file}`;
  let cached = bodies.get(key);
  if (!cached) {
    const raw = readFileSync(file);
    cached =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    bodies.set(key, cached);
  }
  return cached;
}

/** The prerenderer of the build, if it has one and it is not switched off. */
async function loadPrerenderer(config, env) {
  const file = join(root, '.server', 'prerenderPage.js');
  if (env.PRERENDER === 'off' || !existsSync(file)) return null;
  let module;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (error) {
    console.warn(`[prerender] cannot load ${file}: ${error.message} (visitors get the splash)`);
    return null;
  }
  const { render } = module.createPrerenderer({
    runtime: config,
    ttlMs: Number(env.PRERENDER_TTL_MS ?? 10_000),
  });
  return { render, gateScript: module.prerenderGateScript, budgetMs: Number(env.PRERENDER_BUDGET_MS ?? 300) };
}

/** Accept-Language as a list, most wanted first. */
const acceptedLanguages = (header = '') =>
  header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim(), quality: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map((entry) => entry.tag);

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );

/**
 * A prerendered page is painted by its HTML and CSS alone. Its scripts and boot data wait for that
 * first contentful paint, so on a slow link they do not share the bandwidth the stylesheets need
 * (HTTP/1.1 gives each request its own connection): this script adds them when the browser reports
 * the paint, at the latest after 2 s, and at once when there is nothing to paint for (a background
 * tab, or the splash shown instead of the page). The list of tags is the JSON element before it.
 */
const deferredResourcesScript =
  '(function(){var d=document,done=0,go=function(){if(done)return;done=1;JSON.parse(d.getElementById("app-resources").textContent).forEach(function(t){var e=d.createElement(t.tag);for(var k in t.attrs)e.setAttribute(k,t.attrs[k]);d.head.appendChild(e)})};if(d.visibilityState==="hidden"||d.documentElement.classList.contains("prerender-off"))return go();try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go)})}setTimeout(go,2000)})()';

/** `<script type="module" …>` and `<link rel="modulepreload|preload" …>` tags as {tag, attrs}. */
function deferrableTags(html) {
  const tags = [];
  const rest = html.replace(
    /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>/g,
    (element) => {
      const attrs = {};
      for (const [, name, value] of element.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g))
        attrs[name] = value ?? '';
      tags.push({ tag: element.startsWith('<script') ? 'script' : 'link', attrs });
      return '';
    },
  );
  // Preloads first, then the entry: everything starts in the order the plain page has it.
  tags.sort((a, b) => (a.tag === 'script') - (b.tag === 'script'));
  return { html: rest, tags };
}

const compress = (raw, encoding) =>
  encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw;

export async function startServer({
  port: listenPort = port,
  host: listenHost = host,
  env = process.env,
} = {}) {
  const config = runtimeConfig(env);
  const configJson = JSON.stringify(config);
  const prerenderer = await loadPrerenderer(config, env);
  const csp = contentSecurityPolicy(
    config,
    env,
    prerenderer ? [prerenderer.gateScript, deferredResourcesScript] : [],
  );
  const baseHeaders = {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  };
  const violations = [];

  // index.html carries the runtime config inline (no config.json round trip before boot) and
  // warms the connection to the back end.
  const apiOrigins = [...new Set([config.casinoApiUrl, config.coreApiUrl].map(origin).filter(Boolean))];
  const headExtras = [
    ...apiOrigins.map((href) => `<link rel="preconnect" href="${href}" crossorigin>`),
    `<script id="runtime-config" type="application/json">${configJson.replace(/</g, '\\u003c')}</script>`,
  ].join('');
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8').replace('</head>', `${headExtras}</head>`);
  // The brand is known from the host before any script runs: preload its chunk with the entry.
  const brandChunks = existsSync(join(root, 'brand-chunks.json'))
    ? JSON.parse(readFileSync(join(root, 'brand-chunks.json'), 'utf8'))
    : { hosts: {}, defaultBrandId: null, chunks: {} };
  const locales = brandChunks.locales ?? [];
  /**
   * The catalogue boot will most likely ask for: a locale prefix in the path, else the browser's
   * languages (the app negotiates the same way, and also knows a stored choice: when that
   * differs, this hint costs one unused request).
   */
  const likelyLocale = (pathname, acceptLanguage = '') => {
    const preferences = [pathname.split('/')[1] ?? '', ...acceptedLanguages(acceptLanguage)];
    for (const preference of preferences) {
      if (!preference) continue;
      const exact = locales.find((locale) => locale.toLowerCase() === preference.toLowerCase());
      if (exact) return exact;
      const language = preference.split('-')[0]?.toLowerCase();
      const byLanguage = locales.find((locale) => locale.toLowerCase() === language);
      if (byLanguage) return byLanguage;
    }
    return locales.includes('en') ? 'en' : null;
  };
  const brandOf = (hostHeader = '') => {
    const hostname = hostHeader.replace(/:\d+$/, '').toLowerCase();
    return config.brand ?? brandChunks.hosts[hostname] ?? brandChunks.defaultBrandId;
  };
  /** index.html with the boot hints for this brand and locale. */
  const indexHtmlFor = (brandId, locale) => {
    const chunk = brandChunks.chunks[brandId];
    // Boot asks settings2 for this brand before anything else can happen: start it with the
    // HTML, not after the scripts have run (same URL and mode as the app's own request).
    const settings2 =
      config.settings || !brandId
        ? ''
        : `<link rel="preload" as="fetch" crossorigin href="${trimSlash(config.coreApiUrl)}/api/core/casino/settings2?brand=${encodeURIComponent(brandId)}">`;
    // The app's own catalogue of the locale (a content-hashed file of this build) and the back
    // end's operator overrides of it: boot fetches both (boot/catalogues.ts).
    const ownCatalogue = locale && brandChunks.catalogues?.[locale];
    const catalogue = locale
      ? `${ownCatalogue ? `<link rel="preload" as="fetch" crossorigin href="/${ownCatalogue}">` : ''}<link rel="preload" as="fetch" crossorigin href="${trimSlash(config.coreApiUrl)}/api/core/casino/locales/${locale}.json">`
      : '';
    const brandChunk = chunk ? `<link rel="modulepreload" crossorigin href="/${chunk}">` : '';
    return indexHtml.replace('</head>', `${brandChunk}${settings2}${catalogue}</head>`);
  };
  const indexBodies = new Map();
  const indexBody = (encoding, brandId, locale) => {
    const key = `${brandId}:${locale}:${encoding ?? 'identity'}`;
    if (!indexBodies.has(key))
      indexBodies.set(key, compress(Buffer.from(indexHtmlFor(brandId, locale)), encoding));
    return indexBodies.get(key);
  };
  /** index.html carrying a prerendered page: compressed once per rendering and encoding. */
  const prerenderedBodies = new WeakMap();
  const prerenderedBody = (encoding, page) => {
    const bodies = prerenderedBodies.get(page) ?? new Map();
    prerenderedBodies.set(page, bodies);
    const key = encoding ?? 'identity';
    if (!bodies.has(key)) {
      const { html: withoutScripts, tags } = deferrableTags(indexHtmlFor(page.brandId, page.locale));
      const resources = JSON.stringify(tags).replace(/</g, '\\u003c');
      const html = withoutScripts
        .replace(
          /<html[^>]*>/,
          `<html lang="${page.locale}" dir="${page.dir}" data-brand="${escapeHtml(page.brandId)}">`,
        )
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
        .replace(
          '</head>',
          `<style id="prerender-styles">${page.css}</style><script data-locale="${page.locale}" data-fixed="${page.localeFromPath ? 1 : 0}">${prerenderer.gateScript}</script></head>`,
        )
        .replace(
          '<div id="splash"',
          `<div id="prerender" inert aria-hidden="true">${page.markup}</div><div id="splash"`,
        )
        .replace(
          '</body>',
          `<script type="application/json" id="app-resources">${resources}</script><script>${deferredResourcesScript}</script></body>`,
        );
      bodies.set(key, compress(Buffer.from(html), encoding));
    }
    return bodies.get(key);
  };
  const reported = new Set();
  /** The prerendered page for this visit, or null (the splash) if it cannot be had in time. */
  const prerendered = async (req, url) => {
    // ?at= signs a player in: the guest page would not fit.
    if (!prerenderer || req.method !== 'GET' || url.searchParams.has('at')) return null;
    const rendering = prerenderer.render({
      hostname: (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase(),
      pathname: url.pathname,
      languages: acceptedLanguages(req.headers['accept-language']),
    });
    rendering.catch((error) => {
      const message = String(error?.message ?? error);
      if (!reported.has(message)) console.warn(`[prerender] ${message} (visitors get the splash)`);
      reported.add(message);
    });
    let timer;
    const late = new Promise((resolveLate) => {
      timer = setTimeout(() => resolveLate(null), prerenderer.budgetMs);
    });
    try {
      return await Promise.race([rendering, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method === 'POST' && url.pathname === '/csp-report') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
        if (body.length > 65_536) req.destroy();
      });
      req.on('end', () => {
        violations.push(body);
        console.warn(`[csp] violation: ${body.slice(0, 500)}`);
        res.writeHead(204).end();
      });
      return;
    }
    if (url.pathname === '/config.json') {
      res.writeHead(200, { ...baseHeaders, 'Content-Type': types['.json'], 'Cache-Control': 'no-cache' });
      res.end(configJson);
      return;
    }
    const file = normalize(join(root, decodeURIComponent(url.pathname)));
    const isIndex = url.pathname === '/' || url.pathname === '/index.html';
    // Dot folders (the prerenderer, Vite's build notes) are the server's, never the visitor's.
    const inside =
      file.startsWith(root + sep) &&
      !file
        .slice(root.length)
        .split(sep)
        .some((part) => part.startsWith('.'));
    const isFile = inside && existsSync(file) && statSync(file).isFile();
    const target = isFile && !isIndex ? file : join(root, 'index.html');
    const immutable = isFile && file.includes(`${sep}assets${sep}`);
    const encoding = pickEncoding(req.headers['accept-encoding'], target);
    const headers = {
      ...baseHeaders,
      'Content-Type': types[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // index.html carries preload hints for (and a page in) the browser's language.
      Vary: target.endsWith('index.html') ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    if (!target.endsWith('index.html')) {
      res.writeHead(200, headers);
      res.end(body(target, encoding));
      return;
    }
    void prerendered(req, url).then((page) => {
      res.writeHead(200, headers);
      res.end(
        page
          ? prerenderedBody(encoding, page)
          : indexBody(
              encoding,
              brandOf(req.headers.host),
              likelyLocale(url.pathname, req.headers['accept-language']),
            ),
      );
    });
  });
  // Compress every asset once at start (brotli at quality 11 takes a moment per file) and
  // prerender each brand's home in its default locale, so no visitor waits for either; `warm`
  // resolves when done (a back end that is not up yet only leaves the prerenders cold).
  const warm = new Promise((resolveWarm) => {
    setImmediate(() => {
      const assets = join(root, 'assets');
      if (existsSync(assets))
        for (const name of readdirSync(assets)) {
          const file = join(assets, name);
          for (const encoding of ['br', 'gzip']) if (pickEncoding(encoding, file)) body(file, encoding);
        }
      const hostOfEachBrand = [
        ...new Map(Object.entries(brandChunks.hosts).map(([name, id]) => [id, name])).values(),
      ];
      void Promise.allSettled(
        (prerenderer ? (config.brand ? ['localhost'] : hostOfEachBrand) : []).map((hostname) =>
          prerenderer.render({ hostname, pathname: '/', languages: [] }),
        ),
      ).then(() => resolveWarm());
    });
  });
  return new Promise((resolveListen) =>
    server.listen(listenPort, listenHost, () => resolveListen({ server, csp, config, violations, warm })),
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const { server, config } = await startServer();
  const address = server.address();
  console.log(`casino app   http://${address.address}:${address.port}  (API ${config.casinoApiUrl})`);
}
