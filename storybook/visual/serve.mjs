// Serves the built Storybook (storybook-static) on 127.0.0.1 for the visual comparison.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../storybook-static/', import.meta.url));
const port = Number(process.env.VISUAL_PORT ?? 6107);
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

// Stops with the Playwright run that started it (see playwright.config.ts), even when the run was
// killed without a chance to stop its web server.
const runnerPid = Number(process.env.VISUAL_RUNNER_PID ?? 0);
if (runnerPid > 0)
  setInterval(() => {
    try {
      process.kill(runnerPid, 0);
    } catch {
      process.exit(0);
    }
  }, 1000).unref();

if (!existsSync(join(root, 'iframe.html'))) {
  console.error('storybook-static/iframe.html is missing: run `pnpm --filter @casino/storybook build` first');
  process.exit(1);
}

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
  let file = normalize(join(root, path));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}).listen(port, '127.0.0.1', () => console.log(`storybook-static on http://127.0.0.1:${port}`));
