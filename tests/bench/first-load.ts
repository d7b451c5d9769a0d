// Prints the gzipped JavaScript a first visit downloads, per brand, for `/` and for the shell
// alone (/casino: no lobby page yet, so the shell with its 404). Needs a built app
// (pnpm --filter @casino/app build). A benchmark that prints, not a test.
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
try {
  console.log('first-load JavaScript (bytes on the wire, compressed)');
  for (const brand of brandIds) {
    for (const path of ['/', '/casino']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script')
          scripts.push(request.sizes().then((sizes) => sizes.responseBodySize));
      });
      await page.goto(`${brandOriginFor(brand, servers.appPort)}${path}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      const total = sizes.reduce((sum, size) => sum + size, 0);
      console.log(`${brand.padEnd(10)} ${path.padEnd(8)} ${kb(total).padStart(9)} in ${sizes.length} files`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await servers.stop();
}
