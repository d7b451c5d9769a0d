// Prints the gzipped JavaScript a first visit downloads, per brand, for `/` (goal ≤ 130 KB gzip)
// and the lobby `/casino` (goal ≤ 145 KB gzip, the lobby's own code included). Needs a built app
// (pnpm --filter @casino/app build). Prints; the e2e budget test (first-load.spec.ts) fails on them.
import { chromium } from '@playwright/test';
import { firstLoadBudgetsKb, firstLoadScripts, kb } from '../shared/firstLoad.ts';
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
const verbose = process.argv.includes('--files');
try {
  // The goal is stated in gzip; browsers here negotiate brotli, so both are printed: gzip level 9
  // (what the app server precompresses with) of each script body, and the bytes on the wire.
  console.log(
    'first-load JavaScript: gzip -9 of every script loaded until network idle (wire bytes, brotli)',
  );
  for (const brand of brandIds) {
    for (const path of Object.keys(firstLoadBudgetsKb)) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const files = await firstLoadScripts(page, `${brandOriginFor(brand, servers.appPort)}${path}`);
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
