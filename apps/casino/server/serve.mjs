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
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
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

export function contentSecurityPolicy(config, env = process.env) {
  const api = [...new Set([config.casinoApiUrl, config.coreApiUrl].map(origin).filter(Boolean))];
  const connect = [
    ...new Set(
      [...api, ...socketOrigins(config.socketUrl), origin(config.reverseGeocodeUrl)].filter(Boolean),
    ),
  ];
  const recaptcha = recaptchaHosts(config);
  const scriptHosts = [...(env.CSP_SCRIPT_HOSTS ?? '').split(/\s+/).filter(Boolean), ...recaptcha.script];
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

export function startServer({ port: listenPort = port, host: listenHost = host, env = process.env } = {}) {
  const config = runtimeConfig(env);
  const configJson = JSON.stringify(config);
  const csp = contentSecurityPolicy(config, env);
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
    const preferences = [
      pathname.split('/')[1] ?? '',
      ...acceptLanguage.split(',').map((part) => part.split(';')[0]?.trim() ?? ''),
    ];
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
  const indexBodies = new Map();
  const indexBody = (encoding, brandId, locale) => {
    const key = `${brandId}:${locale}:${encoding ?? 'identity'}`;
    if (!indexBodies.has(key)) {
      const chunk = brandChunks.chunks[brandId];
      // Boot asks settings2 for this brand before anything else can happen: start it with the
      // HTML, not after the scripts have run (same URL and mode as the app's own request).
      const settings2 =
        config.settings || !brandId
          ? ''
          : `<link rel="preload" as="fetch" crossorigin href="${trimSlash(config.coreApiUrl)}/api/core/casino/settings2?brand=${encodeURIComponent(brandId)}">`;
      const catalogue = locale
        ? `<link rel="preload" as="fetch" crossorigin href="${trimSlash(config.coreApiUrl)}/api/core/casino/locales/${locale}.json">`
        : '';
      const brandChunk = chunk ? `<link rel="modulepreload" crossorigin href="/${chunk}">` : '';
      const html = indexHtml.replace('</head>', `${brandChunk}${settings2}${catalogue}</head>`);
      const raw = Buffer.from(html);
      indexBodies.set(
        key,
        encoding === 'br' ? brotliCompressSync(raw) : encoding === 'gzip' ? gzipSync(raw) : raw,
      );
    }
    return indexBodies.get(key);
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
    const inside = file.startsWith(root + sep);
    const isFile = inside && existsSync(file) && statSync(file).isFile();
    const target = isFile && !isIndex ? file : join(root, 'index.html');
    const immutable = isFile && file.includes(`${sep}assets${sep}`);
    const encoding = pickEncoding(req.headers['accept-encoding'], target);
    res.writeHead(200, {
      ...baseHeaders,
      'Content-Type': types[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // index.html carries preload hints for the browser's language.
      Vary: target.endsWith('index.html') ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    res.end(
      target.endsWith('index.html')
        ? indexBody(
            encoding,
            brandOf(req.headers.host),
            likelyLocale(url.pathname, req.headers['accept-language']),
          )
        : body(target, encoding),
    );
  });
  // Compress every asset once at start (brotli at quality 11 takes a moment per file), so no
  // visitor waits for it; `warm` resolves when done.
  const warm = new Promise((resolveWarm) => {
    setImmediate(() => {
      const assets = join(root, 'assets');
      if (existsSync(assets))
        for (const name of readdirSync(assets)) {
          const file = join(assets, name);
          for (const encoding of ['br', 'gzip']) if (pickEncoding(encoding, file)) body(file, encoding);
        }
      resolveWarm();
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
