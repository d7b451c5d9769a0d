// Prints the gzipped JavaScript a first visit downloads, per brand, for `/` (goal ≤ 130 KB gzip)
// and the lobby `/casino` (goal ≤ 145 KB gzip, the lobby's own code included). Needs a built app
// (pnpm --filter @casino/app build). A benchmark that prints, not a test.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { brandIds, brandOriginFor } from './brands.ts';
import { startServers } from './servers.ts';

const servers = await startServers();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--no-first-run',
  ],
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verbose = process.argv.includes('--files');
try {
  // The goal is stated in gzip; browsers here negotiate brotli, so both are printed: gzip level 9
  // (what the app server precompresses with) of each script body, and the bytes on the wire.
  console.log(
    'first-load JavaScript: gzip -9 of every script loaded until network idle (wire bytes, brotli)',
  );
  for (const brand of brandIds) {
    for (const path of ['/', '/casino']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<{ url: string; gzip: number; wire: number }>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        scripts.push(
          (async () => {
            const response = await request.response();
            // A script still arriving when the page closes counts by what arrived of it.
            const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
            const sizes = await request.sizes();
            return {
              url: request.url(),
              gzip: gzipSync(body, { level: 9 }).length,
              wire: sizes.responseBodySize,
            };
          })(),
        );
      });
      await page.goto(`${brandOriginFor(brand, servers.appPort)}${path}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(scripts);
      const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
      const wire = files.reduce((sum, file) => sum + file.wire, 0);
      console.log(
        `${brand.padEnd(10)} ${path.padEnd(8)} ${kb(gzip).padStart(9)} gzip (${kb(wire)} wire) in ${files.length} files`,
      );
      if (verbose)
        for (const file of files.sort((a, b) => b.gzip - a.gzip))
          console.log(`    ${kb(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await servers.stop();
}
