// Prints Lighthouse (mobile, default throttling) for each prerendered page (`/`, `/casino`, `/promotions`)
// per brand: score, LCP, CLS, TBT. Needs a built app (pnpm --filter @casino/app build) and Chromium.
// A benchmark that prints, not a test.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { brandIds, brandOriginFor, pagePathFor } from './brands.ts';
import { repoRoot, startServers } from './servers.ts';

/** `--details`: also print FCP, the LCP element and its phases, and keep each report as JSON. */
const details = process.argv.includes('--details');
/** The pages the app server prerenders (their manifests say `prerender`): each must meet the budget. */
const pages = [
  { key: 'home', path: '/' },
  { key: 'casino', path: '/casino' },
  { key: 'promotions', path: '/promotions' },
];

const chromePath =
  process.env.CHROME_PATH ?? execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
const servers = await startServers({ apiPort: 4391, appPort: 5391 });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
mkdirSync(join(repoRoot, '.test-results'), { recursive: true });
try {
  console.log('Lighthouse mobile               score    LCP      CLS     TBT');
  // Each brand's own address of the page (lulu serves promotions at /offers).
  const visits = brandIds.flatMap((id) =>
    pages.map((page) => [id, pagePathFor(id, page.key, page.path)] as const),
  );
  for (const [brand, pathname] of visits) {
    const url = `${brandOriginFor(brand, servers.appPort)}${pathname}`;
    const label = `${brand} ${pathname}`;
    const reportName = `${brand}${pathname === '/' ? '' : pathname.replaceAll('/', '-')}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    if (details) {
      // Where the time goes: first paint, the LCP element and LCP's phases (Lighthouse 12).
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
        | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
        | undefined;
      const [element, phases] = lcpElement?.items ?? [];
      console.log(
        `  FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s, SI ${(audit('speed-index') / 1000).toFixed(2)} s`,
      );
      console.log(`  LCP element: ${element?.items?.[0]?.node?.snippet ?? '?'}`);
      for (const phase of phases?.items ?? [])
        console.log(`    ${phase.phase}: ${Math.round(phase.timing ?? 0)} ms`);
      writeFileSync(
        join(repoRoot, `.test-results/lighthouse-${reportName}.json`),
        JSON.stringify(lhr, null, 1),
      );
    }
    console.log(
      `${label.padEnd(29)} ${String(Math.round((lhr.categories.performance?.score ?? 0) * 100)).padStart(5)}  ${(audit('largest-contentful-paint') / 1000).toFixed(2).padStart(5)} s  ${audit('cumulative-layout-shift').toFixed(3).padStart(6)}  ${Math.round(audit('total-blocking-time')).toString().padStart(4)} ms`,
    );
  }
} finally {
  chrome.kill();
  await servers.stop();
}
