// Browser e2e: the casino app (built, served with its production CSP) against the reference back
// end in test mode, once per brand, in Debian's Chromium. Never a browser download.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  apiPort,
  appPort,
  brandIds,
  brandOrigin,
  defaultBrand,
  defaultBrandOnly,
  demoLinkedSignupKey,
  operatorScriptHost,
  production,
} from './e2e/support/env.ts';

const chromium = (() => {
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
})();

const repoRoot = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-'));
// Each run builds the app into its own folder, so parallel runs never serve each other's build;
// the sharded runner (run-e2e.mjs) builds once and hands every shard the same folder.
const prebuiltDist = process.env.E2E_DIST_DIR;
const distDir = prebuiltDist ?? mkdtempSync(join(tmpdir(), 'casino-e2e-dist-'));
const serveApp = `node ${join(distDir, '.server/serve.js')} --port ${appPort}`;
// The workers inherit it: a test that starts an app server process of its own serves this build.
process.env.E2E_DIST_DIR = distDir;
/** The production project's spec: only it runs with E2E_PRODUCTION=1, and only then. */
const productionSpec = /production\.spec\.ts$/;

// Every spec on a desktop window, once per brand; the shell's spec also at 375 px, the narrowest
// phone the spec supports (its header, menus and notices must work there too). A test tagged
// @default-brand checks logic no brand setting touches (a flow's server rules, its races): it
// runs in the default brand only, while every page and modal it passes through is still rendered
// and checked with axe in every brand by an untagged test.
const brandProjects = brandIds.flatMap((brand) => [
  {
    name: brand,
    metadata: { brand },
    testIgnore: productionSpec,
    grepInvert: brand === defaultBrand ? undefined : defaultBrandOnly,
    use: { baseURL: brandOrigin(brand) },
  },
  {
    name: `${brand}-375`,
    metadata: { brand },
    testMatch: /shell\.spec\.ts$/,
    grepInvert: brand === defaultBrand ? undefined : defaultBrandOnly,
    use: {
      baseURL: brandOrigin(brand),
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    },
  },
]);
// E2E_PRODUCTION=1 (tests/run-e2e.mjs starts it after the first shard): the production paths the
// other projects turn off for speed, in one project of its own, in the default brand (a cache, a
// hash cost, limits and the CSP do not depend on the brand).
const productionProjects = [
  {
    name: 'production',
    metadata: { brand: defaultBrand },
    testMatch: productionSpec,
    use: { baseURL: brandOrigin(defaultBrand) },
  },
];

const backendEnv = {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  CASINO_TEST_MODE: '1',
  PAYMENTS_DEMO: '1',
  DATA_DIR: dataDir,
  FRONTEND_URL: `http://127.0.0.1:${appPort}`,
  LOG_LEVEL: 'warn',
  LINKED_SIGNUP_KEY: demoLinkedSignupKey,
};
const appEnv = {
  CASINO_DIST_DIR: distDir,
  CASINO_API_URL: `http://127.0.0.1:${apiPort}`,
  // The reverse-geocoding service is third-party; tests answer it themselves (page.route).
  REVERSE_GEOCODE_URL: 'https://geocode.test/reverse',
};

export default defineConfig({
  testDir: './e2e',
  // The back end's test-mode state (faults, settings, geo) is shared: one test at a time.
  workers: 1,
  fullyParallel: false,
  // A hang guard, not a speed check: two shards share the CI machine's two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // A focused test on CI would silently run alone (skipped ones fail `pnpm test` from its report).
  forbidOnly: !!process.env.CI,
  // Parallel shards each keep their own artifacts: Playwright empties its output folder at start.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT_FILE ?? join(repoRoot, '.test-results/e2e.json') }],
  ],
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: production ? productionProjects : brandProjects,
  webServer: [
    {
      command: 'pnpm --filter @casino/reference-backend start',
      url: `http://127.0.0.1:${apiPort}/api/core/casino/settings2`,
      cwd: repoRoot,
      env: production
        ? // Production password cost (scrypt 2^17: no PASSWORD_HASH_LOG2_N) and rate limits (no
          // RATE_LIMIT_MULTIPLIER); test mode stays on for the spec's hooks.
          backendEnv
        : {
            ...backendEnv,
            // The suite logs in and signs up hundreds of times from 127.0.0.1; the limits
            // themselves are the production project's and the back end's tests'
            // (test/accounts.test.ts).
            RATE_LIMIT_MULTIPLIER: '1000',
            // Test mode only: password hashes at scrypt N=2^14 instead of 2^17 (up to seconds of
            // CPU per login on the shared 2-core machine); the production project and the back
            // end's tests keep the real cost.
            PASSWORD_HASH_LOG2_N: '14',
          },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: prebuiltDist ? serveApp : `pnpm --filter @casino/app build && ${serveApp}`,
      url: `http://127.0.0.1:${appPort}/config.json`,
      cwd: repoRoot,
      env: production
        ? {
            ...appEnv,
            // Production prerendering: no PRERENDER_TTL_MS / PRERENDER_BUDGET_MS, so the cache
            // is on (10 s) and a visit waits at most the production budget (300 ms) for its page.
            // An operator's script host, allowed by the real CSP.
            CSP_SCRIPT_HOSTS: operatorScriptHost,
          }
        : {
            ...appEnv,
            // Tests change settings2 and add faults between pages: the prerendered page must
            // follow at once, not after the production reuse window.
            PRERENDER_TTL_MS: '0',
            // The production budget (300 ms for settings and page, then the splash) is for a
            // server that renders alone; beside two loaded e2e shards a render can miss it, and a
            // test that reads the prerendered page would meet the splash (a clone CI run's lulu
            // /de did). The budget itself is the unit tests' (appDocuments, appServer) and the
            // production project's.
            PRERENDER_BUDGET_MS: '3000',
          },
      // Three build passes (client twice, then the server) on a busy 2-core machine.
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
});
