// The app server's command line, built into dist/.server/serve.js by `pnpm build` (a plain Node
// script: dist/ runs on Node 20 without node_modules or a TypeScript loader).
//
//   node dist/.server/serve.js [--port 4173] [--host 127.0.0.1]
//   CASINO_DIST_DIR=…                                                     another build to serve
//   CASINO_API_URL / CORE_API_URL / SOCKET_URL / REVERSE_GEOCODE_URL / BRAND  config.json over dist/'s
//   CSP_SCRIPT_HOSTS="https://tags.example.com https://cdn.example.net"  operator script hosts
//   CSP_FRAME_ANCESTORS="'self' https://partner.example"                  who may frame the site
//   RECAPTCHA_SITE_KEY=…  [RECAPTCHA_SCRIPT_URL=https://www.recaptcha.net/recaptcha/api.js]  login reCAPTCHA
//   PRERENDER=off | PRERENDER_TTL_MS=10000 | PRERENDER_BUDGET_MS=300        the prerendered first frame
//   SHUTDOWN_TIMEOUT_MS=10000   on SIGTERM, how long requests in flight may finish (GET /health, /ready)
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from './appServer.ts';

export { startServer } from './appServer.ts';

/** dist/ beside this bundle (dist/.server/serve.js), unless CASINO_DIST_DIR names another. */
export const defaultRoot = (): string =>
  process.env.CASINO_DIST_DIR ? resolve(process.env.CASINO_DIST_DIR) : resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, host: { type: 'string' } },
    strict: true,
  });
  const running = await startServer({
    root: defaultRoot(),
    port: Number(values.port ?? process.env.PORT ?? 4173),
    host: values.host ?? process.env.HOST ?? '127.0.0.1',
  });
  console.log(`casino app   ${running.url}  (API ${running.config.casinoApiUrl})`);
  // SIGTERM (a deploy, a scale-in) drains: /ready turns 503, new connections are refused, requests
  // in flight get SHUTDOWN_TIMEOUT_MS (10 s) to finish, then the process exits.
  const drainMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void running.close({ drainMs }).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
