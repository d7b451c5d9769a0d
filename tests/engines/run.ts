// The player journeys (journeys.ts) in Chromium, Gecko (firefox-esr) and WebKit (WebKitGTK), each at
// 1280 px and 375 px, against the real reference back end and the built app served as in
// production (like tests/run-e2e.mjs). Debian's browsers only, never a download. Writes
// .test-results/engines.json (read by scripts/test-report.mjs: `enginesCounts`), screenshots of the
// home page, the lobby and the cashier per engine and width into .test-results/engines/ for people
// to compare side by side, and prints the wall time of each phase.
//   ENGINES_DIST_DIR   an app already built (CASINO_DIST_DIR of a build) instead of building one
//   ENGINES_API_PORT / ENGINES_APP_PORT / ENGINES_WEBKIT_PORT   ports (default 4370 / 5370 / 4371)
//   ENGINES            which engines, comma-separated (default chromium,gecko,webkit)
//   ENGINES_WIDTHS     which window widths (default 1280,375)
//   ENGINES_JOURNEYS   only the journeys whose name matches this pattern
//   ENGINES_PLANT      a CSS file added to every page after it loads (fixtures/field-sizing-only.css:
//                      proves that a break in one engine fails that engine's runs)
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// One Playwright for both engines, pinned exactly: 1.65 fails on firefox-esr 153 at newPage
// (`emulation.setMediaFeaturesOverride: unknown command`); 1.64.1 drives it and Chromium 156.
import { chromium, firefox } from 'playwright-core';
import { type Driver, type Engine, playwrightDriver, webkitDriver } from './driver.ts';
import { Api, demoLinkedSignupKey, journeys } from './journeys.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const resultsDir = join(repoRoot, '.test-results');
const shotsDir = join(resultsDir, 'engines');
const reportFile = join(resultsDir, 'engines.json');
const apiPort = Number(process.env.ENGINES_API_PORT ?? 4370);
const appPort = Number(process.env.ENGINES_APP_PORT ?? 5370);
const webkitPort = Number(process.env.ENGINES_WEBKIT_PORT ?? 4371);
const brand = 'curacao';
const origin = `http://127.0.0.1:${appPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const widths = (process.env.ENGINES_WIDTHS ?? '1280,375').split(',').map(Number);
const engines = (process.env.ENGINES ?? 'chromium,gecko,webkit').split(',') as Engine[];
const selected = journeys.filter((journey) =>
  new RegExp(process.env.ENGINES_JOURNEYS ?? '').test(journey.name),
);
/** A journey that takes longer than this has hung (a healthy one takes a few seconds). */
const journeyTimeoutMs = 90_000;
/** How often WebKitWebDriver had to be restarted after a session start hung (see launch). */
let webkitServerRestarts = 0;

interface TestResult {
  engine: Engine;
  width: number;
  /** The page's real width where the engine could not give `width` (WebKitGTK at phone widths). */
  pageWidth?: number;
  journey: string;
  status: 'passed' | 'failed';
  ms: number;
  error?: string;
}
const started = Date.now();
const times: Record<string, number> = {};
const results: TestResult[] = [];
const engineInfo: { engine: Engine; version: string; seconds: number }[] = [];
const children: ChildProcess[] = [];

function writeReport(extra: Record<string, unknown> = {}) {
  mkdirSync(resultsDir, { recursive: true });
  const expected = engines.length * widths.length * selected.length;
  writeFileSync(
    reportFile,
    `${JSON.stringify({ expected, engines: engineInfo, times, webkitServerRestarts, tests: results, ...extra }, null, 2)}\n`,
  );
}

function stopChildren() {
  for (const child of children)
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopChildren();
    process.exit(1);
  });

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;

/** A long-running process in its own group (stopped with the group at exit), its output prefixed. */
function start(label: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  children.push(child);
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) console.log(`[${label}] ${line}`);
    });
  return child;
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function withTimeout<T>(what: string, promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    Promise.resolve(promise).finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no end after ${ms / 1000} s (hung)`)), ms);
    }),
  ]);
}

// --- build and servers ---------------------------------------------------------------------------
let distDir = process.env.ENGINES_DIST_DIR;
if (!distDir) {
  const buildStarted = Date.now();
  distDir = mkdtempSync(join(tmpdir(), 'casino-engines-dist-'));
  console.log(`engines: building the app into ${distDir}`);
  const build = spawnSync('pnpm', ['--filter', '@casino/app', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, CASINO_DIST_DIR: distDir },
  });
  times.build = seconds(buildStarted);
  if (build.status !== 0) {
    writeReport({ error: 'the app build failed' });
    process.exit(1);
  }
}

const serversStarted = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'casino-engines-data-'));
start('back end', 'pnpm', ['--filter', '@casino/reference-backend', 'start'], {
  PORT: String(apiPort),
  HOST: '127.0.0.1',
  CASINO_TEST_MODE: '1',
  PAYMENTS_DEMO: '1',
  DATA_DIR: dataDir,
  FRONTEND_URL: origin,
  LOG_LEVEL: 'warn',
  LINKED_SIGNUP_KEY: demoLinkedSignupKey,
  RATE_LIMIT_MULTIPLIER: '1000',
  PASSWORD_HASH_LOG2_N: '14',
});
start('app', 'node', [join(distDir, '.server/serve.js'), '--port', String(appPort)], {
  CASINO_DIST_DIR: distDir,
  CASINO_API_URL: apiUrl,
  PRERENDER_TTL_MS: '0',
  PRERENDER_BUDGET_MS: '3000',
});
try {
  await waitFor(`${apiUrl}/api/core/casino/settings2`, 120_000);
  await waitFor(`${origin}/config.json`, 60_000);
} catch (error) {
  writeReport({ error: `the servers did not start: ${(error as Error).message}` });
  console.error(`engines: ${(error as Error).message}`);
  process.exit(1);
}
times.servers = seconds(serversStarted);
console.log(`engines: back end and app up in ${times.servers} s`);

const api = new Api(apiUrl, brand);
rmSync(shotsDir, { recursive: true, force: true });
mkdirSync(shotsDir, { recursive: true });

// --- engines -------------------------------------------------------------------------------------
/** Firefox as a desktop with a mouse, overlay scrollbars like the other engines' test windows. */
const firefoxPrefs = {
  'ui.primaryPointerCapabilities': 6,
  'ui.allPointerCapabilities': 6,
  'ui.useOverlayScrollbars': 1,
  'ui.prefersReducedMotion': 1,
};
const chromiumPath = (() => {
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
})();

interface EngineSession {
  version: string;
  /** A fresh page at this width. */
  open(width: number): Promise<Driver>;
  close(): Promise<void>;
}

async function launch(engine: Engine): Promise<EngineSession> {
  if (engine === 'chromium' || engine === 'gecko') {
    const browser =
      engine === 'chromium'
        ? await chromium.launch({
            executablePath: chromiumPath,
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-dev-shm-usage',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
              '--no-first-run',
            ],
          })
        : await firefox.launch({
            channel: 'moz-firefox',
            executablePath: '/usr/bin/firefox-esr',
            headless: true,
            firefoxUserPrefs: firefoxPrefs,
          });
    return {
      version: browser.version(),
      open: (width) => playwrightDriver(engine, browser, origin, width),
      close: () => browser.close(),
    };
  }
  // WebKitGTK needs a display: its WebDriver server runs under a virtual one of its own. Now and
  // then (about one session start in a hundred here) MiniBrowser never comes up under Xvfb and the
  // session request hangs with no error; the server then refuses every later session. That is the
  // harness, not the page under test: the server is restarted on the next port and the session
  // requested once more, and the restart is logged and counted in the report.
  let serverPort = webkitPort;
  let server = start('webkit', 'xvfb-run', ['-a', 'WebKitWebDriver', `--port=${serverPort}`], {});
  const serverUrl = () => `http://127.0.0.1:${serverPort}`;
  await waitFor(`${serverUrl()}/status`, 30_000);
  const stopServer = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const version = `WebKitGTK ${execFileSync(
    'dpkg-query',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format, not JavaScript's
    ['--show', '--showformat=${Version}', 'webkit2gtk-driver'],
    { encoding: 'utf8' },
  ).trim()}`;
  return {
    version,
    open: async (width) => {
      try {
        return await webkitDriver(serverUrl(), origin, width, 45_000);
      } catch (error) {
        if (!/new session took over/.test((error as Error).message)) throw error;
        webkitServerRestarts += 1;
        console.log(`  ! webkit: ${(error as Error).message}; restarting WebKitWebDriver`);
        stopServer();
        serverPort += 1;
        server = start('webkit', 'xvfb-run', ['-a', 'WebKitWebDriver', `--port=${serverPort}`], {});
        await waitFor(`${serverUrl()}/status`, 30_000);
        return webkitDriver(serverUrl(), origin, width, 45_000);
      }
    },
    close: async () => stopServer(),
  };
}

/** CSS planted into every page after it loads (ENGINES_PLANT): the proof that a break shows. */
const planted = process.env.ENGINES_PLANT
  ? readFileSync(resolve(import.meta.dirname, process.env.ENGINES_PLANT), 'utf8')
  : undefined;
async function plant(d: Driver) {
  const css = planted;
  if (!css) return;
  await d.run(
    `const style = document.createElement('style'); style.textContent = arguments[0]; document.head.append(style); return null;`,
    css,
  );
}

let failedCount = 0;
for (const engine of engines) {
  const engineStarted = Date.now();
  console.log(`\nengines: ${engine}`);
  let session: EngineSession | undefined;
  try {
    session = await withTimeout(`starting ${engine}`, launch(engine), 90_000);
  } catch (error) {
    for (const width of widths)
      for (const journey of selected)
        results.push({
          engine,
          width,
          journey: journey.name,
          status: 'failed',
          ms: 0,
          error: `${engine} did not start: ${(error as Error).message}`,
        });
    failedCount += widths.length * selected.length;
    console.log(`  ✘ ${engine} did not start: ${(error as Error).message}`);
    engineInfo.push({ engine, version: 'did not start', seconds: seconds(engineStarted) });
    continue;
  }
  for (const width of widths) {
    let driver: Driver | undefined;
    for (const journey of selected) {
      const journeyStarted = Date.now();
      let error: string | undefined;
      let pageWidth = width;
      try {
        // A page per width, kept across journeys (a WebKit session costs seconds to start); each
        // journey begins as a new visitor. Opening it has its own bound (WebKit may restart its
        // server once, see launch), outside the journey's.
        driver ??= await withTimeout(`opening a ${width} px page`, session.open(width), 120_000);
        const opened = driver;
        await withTimeout(
          journey.name,
          (async () => {
            const d = opened;
            pageWidth = d.width;
            await d.reset();
            const wrapped: Driver = Object.create(d, {
              goto: {
                value: async (path: string) => {
                  await d.goto(path);
                  await plant(d);
                },
              },
            });
            await journey.run({
              d: wrapped,
              api,
              width,
              shot: (name) => d.screenshot(join(shotsDir, `${name}-${width}-${engine}.png`)),
            });
            const errors = await d.takeConsoleErrors();
            if (errors && errors.length > 0) throw new Error(`console errors: ${errors.join(' | ')}`);
          })(),
          journeyTimeoutMs,
        );
      } catch (caught) {
        error = (caught as Error).message ?? String(caught);
        // A hung or broken page is not reused.
        await driver?.close().catch(() => undefined);
        driver = undefined;
      }
      const ms = Date.now() - journeyStarted;
      results.push({
        engine,
        width,
        ...(pageWidth !== width ? { pageWidth } : {}),
        journey: journey.name,
        status: error ? 'failed' : 'passed',
        ms,
        ...(error ? { error } : {}),
      });
      if (error) failedCount += 1;
      console.log(
        `  ${error ? '✘' : '✓'} [${engine} ${width}px${pageWidth !== width ? ` (page ${pageWidth} px)` : ''}] ${journey.name} (${(ms / 1000).toFixed(1)} s)${error ? `\n      ${error.split('\n').slice(0, 6).join('\n      ')}` : ''}`,
      );
      writeReport();
    }
    await driver?.close().catch(() => undefined);
  }
  await session.close().catch(() => undefined);
  const engineSeconds = seconds(engineStarted);
  times[engine] = engineSeconds;
  engineInfo.push({ engine, version: session.version, seconds: engineSeconds });
}

times.total = seconds(started);
writeReport();
const passed = results.filter((result) => result.status === 'passed').length;
console.log(
  `\nengines: ${passed} passed, ${failedCount} failed (${Object.entries(times)
    .map(([phase, value]) => `${phase} ${value} s`)
    .join(
      ', ',
    )})${webkitServerRestarts > 0 ? `, WebKitWebDriver restarted ${webkitServerRestarts}× after a hung session start` : ''}; screenshots in ${shotsDir}`,
);
stopChildren();
rmSync(dataDir, { recursive: true, force: true });
process.exit(failedCount > 0 ? 1 : 0);
