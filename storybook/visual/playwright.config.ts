// Visual regression, local: every story in every brand, in Debian's Chromium, against the
// baselines committed under visual/__screenshots__/. `pnpm visual:update` rewrites them.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

const port = Number(process.env.VISUAL_PORT ?? 6107);

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  // A render takes about a second; a stuck preview is reloaded within the test (visual.spec.ts's
  // showStory), which needs more than the 30 s default on a loaded machine.
  timeout: 60_000,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['dot'], ['json', { outputFile: '../../.test-results/visual.json' }]],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      // Per-pixel colour tolerance. Playwright's default (0.2) cannot see a light brand's tile on its
      // page background (a luma step of ~9 of 255); 0.02 does. Debian's Chromium renders the same
      // frame run after run, so this stays quiet unless something changed.
      threshold: 0.02,
      maxDiffPixelRatio: 0.002,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node serve.mjs',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: false,
    // The runner's pid: the server stops when the runner is gone. Playwright starts it in a
    // process group of its own, so a step limit that kills the runner's group left it holding
    // the port, and the next run's stories step failed at once ("6107 is already used").
    env: { VISUAL_PORT: String(port), VISUAL_RUNNER_PID: String(process.pid) },
  },
});
