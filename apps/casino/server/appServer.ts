// The app server: serves the built app (dist/) with its security headers, the HTML documents of
// src/prerender (prerendered first frame or splash, with boot hints) and the CSP report sink.
// Every request target is checked first (a malformed one gets 400), and any failure inside a
// handler answers 500 and leaves the server serving everyone else.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, sep } from 'node:path';
import type { RuntimeConfig } from '../src/core/runtimeConfig.ts';
import { type AppDocument, type AppDocuments, createAppDocuments } from '../src/prerender/appDocuments.ts';
import { createCspReports } from './cspReports.ts';
import { checkRequestTarget } from './requestTarget.ts';
import { contentSecurityPolicy, type Env, runtimeConfigFor, securityHeaders } from './securityHeaders.ts';
import {
  compress,
  contentTypeOf,
  createStaticFiles,
  type Encoding,
  hasDotSegment,
  pickEncoding,
} from './staticFiles.ts';

export interface ServerOptions {
  /** The built app (dist/). */
  root: string;
  port?: number;
  host?: string;
  env?: Env;
  log?: (line: string) => void;
  /** Replaces the documents of src/prerender (tests of the server's own failure handling). */
  documents?: AppDocuments;
}

export interface RunningServer {
  server: Server;
  url: string;
  csp: string;
  config: RuntimeConfig;
  /** The CSP reports kept (the most recent few). */
  cspReports: () => readonly string[];
  /** What the prerender cache holds. */
  pageCache: () => { entries: number; bytes: number };
  /** Resolves when every asset is compressed and each brand's home is rendered. */
  warm: Promise<void>;
  /**
   * Stops: refuses new connections at once, answers /ready with 503 and closes each connection
   * after its answer, lets requests in flight finish for up to `drainMs` (0: cuts them now).
   */
  close: (options?: { drainMs?: number }) => Promise<void>;
}

const readJson = (file: string, fallback: unknown): unknown => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
};

export async function startServer({
  root: givenRoot,
  port = 4173,
  host = '127.0.0.1',
  env = process.env,
  log = (line) => console.warn(line),
  documents: givenDocuments,
}: ServerOptions): Promise<RunningServer> {
  const root = givenRoot.endsWith(sep) ? givenRoot.slice(0, -1) : givenRoot;
  const config = runtimeConfigFor(root, env);
  const configJson = JSON.stringify(config);
  const brandChunks = readJson(join(root, 'brand-chunks.json'), {}) as {
    chunks?: Record<string, string>;
    catalogues?: Record<string, string>;
  };
  const documents =
    givenDocuments ??
    createAppDocuments({
      runtime: config,
      indexHtml: readFileSync(join(root, 'index.html'), 'utf8'),
      // Server-side only: config.json and the pages never carry it (runtimeConfigFor refuses one there).
      systemToken: env.SYSTEM_TOKEN || undefined,
      brandChunks: brandChunks.chunks ?? {},
      catalogueFiles: brandChunks.catalogues ?? {},
      prerender: env.PRERENDER !== 'off',
      ttlMs: Number(env.PRERENDER_TTL_MS ?? 10_000),
      budgetMs: Number(env.PRERENDER_BUDGET_MS ?? 300),
      onRenderError: (message) => log(`[prerender] ${message} (visitors get the splash)`),
    });
  const csp = contentSecurityPolicy(config, env, documents.inlineScripts);
  const baseHeaders = securityHeaders(csp);
  const files = createStaticFiles(root);
  const cspReports = createCspReports({ log });

  /** A document compressed once per encoding, for as long as the document lives. */
  const documentBodies = new WeakMap<AppDocument, Map<Encoding, Buffer>>();
  const documentBody = (document: AppDocument, encoding: Encoding): Buffer => {
    const bodies = documentBodies.get(document) ?? new Map<Encoding, Buffer>();
    documentBodies.set(document, bodies);
    let body = bodies.get(encoding);
    if (!body) {
      body = compress(Buffer.from(document.html), encoding);
      bodies.set(encoding, body);
    }
    return body;
  };

  const plain = (res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, {
      ...baseHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    });
    res.end(text);
  };

  // Liveness and readiness for a proxy or an orchestrator: ready once the assets are compressed
  // and each brand's home prerendered (or tried), and no longer once the process is stopping.
  let warmed = false;
  let draining = false;

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // While draining, a kept-alive connection would hold the process open after its last answer.
    if (draining) res.setHeader('Connection', 'close');
    const checked = checkRequestTarget(req.url);
    if (!checked.ok) return plain(res, 400, `Bad request: ${checked.reason}\n`);
    const { pathname, query } = checked.target;
    const method = req.method ?? 'GET';

    if (pathname === '/csp-report') {
      if (method !== 'POST') return plain(res, 405, 'Method not allowed\n', { Allow: 'POST' });
      return cspReports.handle(req, res, { ...baseHeaders, 'Cache-Control': 'no-store' });
    }
    if (method !== 'GET' && method !== 'HEAD')
      return plain(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    const send = (status: number, headers: Record<string, string>, body: Buffer | string) => {
      res.writeHead(status, { ...baseHeaders, ...headers });
      res.end(method === 'HEAD' ? undefined : body);
    };
    if (pathname === '/health') return plain(res, 200, 'ok\n');
    if (pathname === '/ready')
      return warmed && !draining
        ? plain(res, 200, 'ready\n')
        : plain(res, 503, draining ? 'draining\n' : 'starting\n');
    if (pathname === '/config.json')
      return send(200, { 'Content-Type': contentTypeOf('.json'), 'Cache-Control': 'no-cache' }, configJson);
    // Dot folders (the server bundle, Vite's build notes, the source maps) are the server's, never
    // the visitor's; nor is a source map wherever it lies (the original source, comments and all).
    if (hasDotSegment(pathname) || pathname.endsWith('.map')) return plain(res, 404, 'Not found\n');

    const isIndex = pathname === '/' || pathname === '/index.html';
    const file = isIndex ? null : files.fileFor(pathname);
    if (file) {
      const encoding = pickEncoding(req.headers['accept-encoding'], file);
      return send(
        200,
        {
          'Content-Type': contentTypeOf(file),
          'Cache-Control': file.includes(`${sep}assets${sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
          Vary: 'Accept-Encoding',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        },
        files.body(file, encoding),
      );
    }
    // Every other address is a page of the app.
    const { document, prerender } = await documents.documentFor({
      hostname: (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase(),
      pathname,
      acceptLanguage: req.headers['accept-language'],
      signsIn: query.has('at') || method !== 'GET',
    });
    const encoding = pickEncoding(req.headers['accept-encoding'], 'index.html');
    send(
      200,
      {
        'Content-Type': contentTypeOf('index.html'),
        'Cache-Control': 'no-cache',
        // The document carries preload hints for (and a page in) the browser's language.
        Vary: 'Accept-Encoding, Accept-Language',
        // Whether the page came from the prerender cache, was rendered for this visit, or is the
        // splash: what an operator (and the production e2e project) reads to see the cache work.
        'X-Prerender': prerender,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      },
      documentBody(document, encoding),
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(
        `[server] ${req.method} ${JSON.stringify(req.url)} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'Internal server error\n');
    });
  });

  // Compress every asset once and prerender each brand's home, so no visitor waits for either (a
  // back end that is not up yet only leaves the prerenders cold).
  const warm = new Promise<void>((resolveWarm) =>
    setImmediate(() => {
      try {
        files.warm();
      } catch (error) {
        log(`[server] cannot compress the assets up front: ${String(error)}`);
      }
      void documents.warm().then(resolveWarm, resolveWarm);
    }),
  ).then(() => {
    warmed = true;
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://${address.address}:${address.port}`,
    csp,
    config,
    cspReports: cspReports.recent,
    pageCache: documents.pageCache,
    warm,
    close: ({ drainMs = 0 } = {}) =>
      new Promise<void>((resolveClose) => {
        draining = true;
        const cut = setTimeout(() => server.closeAllConnections(), drainMs);
        // Stops listening and closes the idle connections; the busy ones close after their answer.
        server.close(() => {
          clearTimeout(cut);
          resolveClose();
        });
        if (drainMs <= 0) server.closeAllConnections();
      }),
  };
}
