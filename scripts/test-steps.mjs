import { enginesCounts, playwrightCounts, vitestCounts } from './test-report.mjs';

// The steps of `pnpm test`, in order. A step counts as one check unless it writes a JSON
// report that `report.parse` turns into test counts (skipped ones fail the run). `timeoutMs` is
// the step's wall-time limit on the CI machine (2 cores), with room for a slow day; a step
// without one gets `defaultTimeoutMs`.
export const defaultTimeoutMs = 10 * 60_000;

// The limits, from the CI step times of the last runs (lint 2 s, typecheck 25 s, unit 271 s,
// PostgreSQL 25 s, storybook build 20 s, stories 470 s, e2e 941 s: about 29 min in all), about
// twice each and at least a minute: a hung step is killed, and the run still ends with its
// summary, well inside CI's 90 minutes with setup (test-steps.test.ts keeps the sum under 80
// minutes). A step that grows past its limit on a slow day fails saying so: raise the limit with
// the new times, inside that sum.
const minutes = (count) => count * 60_000;
/** The PostgreSQL step's limit; with-postgres stops its command 30 s earlier, to clean up itself. */
const postgresTimeoutMs = minutes(3);
/** The back end's test files that run on the real PostgreSQL too (vitest file filters). */
export const postgresTestFiles = ['races', 'money', 'contract'];

/** @type {import('./test-report.mjs').Step[]} */
export const steps = [
  {
    name: 'lint + format',
    command: ['pnpm', 'exec', 'biome', 'ci', '--colors=off', '.'],
    timeoutMs: minutes(1),
  },
  // The TypeScript (app, packages, configs, plugins, Storybook, tests) and, from their JSDoc and
  // inference, the plain-JavaScript scripts (scripts/typecheck-coverage.test.ts keeps both reaching
  // every kind of file).
  {
    name: 'typecheck',
    command: ['sh', '-c', 'pnpm exec tsc -p tsconfig.json && pnpm exec tsc -p tsconfig.scripts.json'],
    timeoutMs: minutes(3),
  },
  {
    name: 'unit tests',
    // 286-348 s in the runs before 2026-11-29; the back end's shutdown tests (two back-end
    // processes) and the next-transfer-bonus tests added about a minute of wall time; CI's run of
    // 2026-11-29 took 544 s, 91 % of the old 10-minute limit: the limit leaves room, inside the
    // 80-minute sum.
    timeoutMs: minutes(12),
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-results/vitest.json',
    ],
    report: { file: 'vitest.json', parse: vitestCounts },
  },
  // What only a real PostgreSQL can prove (the unit step ran the whole back-end suite on PGlite,
  // which serialises every query): the races (row locks, isolation), the money files (numeric
  // columns, sums) and the contract, which calls every route once, as a smoke of the real driver.
  // A throw-away server on 127.0.0.1, stopped afterwards. The races only prove something here, so
  // the step fails when none of them passed.
  {
    name: 'back end on PostgreSQL',
    timeoutMs: postgresTimeoutMs,
    command: [
      'node',
      'scripts/with-postgres.mjs',
      '--timeout',
      String(postgresTimeoutMs / 1000 - 30),
      '--expect-tests',
      '.test-results/backend-postgres.json',
      '--matching',
      'races on PostgreSQL',
      '--',
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'reference-backend',
      ...postgresTestFiles,
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-results/backend-postgres.json',
    ],
    report: { file: 'backend-postgres.json', parse: vitestCounts },
  },
];

// Design system (issue 4): Storybook builds, then every story is rendered once per brand folder
// in Chromium (and once more right to left): its play() interactions and axe must pass (a
// violation fails), and its screenshot is compared with the committed baseline (visual.spec.ts;
// the one render serves both since issue 31: the separate Vitest story run rendered them all
// twice).
steps.push(
  {
    name: 'storybook build',
    command: ['pnpm', '--filter', '@casino/storybook', 'run', 'build'],
    timeoutMs: minutes(2),
  },
  {
    name: 'stories (play, axe, visual)',
    // 763 s (2,470 renders) in the fresh-clone run of 2026-11-29 (session 24): 85 % of 15 minutes.
    timeoutMs: minutes(15),
    command: ['pnpm', '--filter', '@casino/storybook', 'run', 'visual'],
    report: { file: 'visual.json', parse: (json) => playwrightCounts(json) },
  },
);

// The casino app (issue 5 on): browser e2e against the reference back end, once per brand.
steps.push({
  name: 'e2e (app + back end)',
  // Seven verticals' flows (in the default brand) and their pages (in every brand). CI's run of
  // 2026-11-29 took 1,669 s (93 % of the old 30-minute limit); the fresh-clone run of session 24
  // 1,915 s with 377 tests (94 % of 34 minutes): 35, a minute from the stories' limit.
  timeoutMs: minutes(35),
  // Two shards, each with its own back end and app server, then the production project (prerender
  // cache, password cost, rate limits, CSP as in production) once a shard has ended; one merged
  // report, a missing one counted as a failure (tests/run-e2e.mjs).
  command: ['node', 'tests/run-e2e.mjs'],
  env: { FORCE_COLOR: '0' },
  report: {
    file: 'e2e.json',
    // A test that passed only on a retry fails here: the app's flows must not be flaky.
    parse: (json) => playwrightCounts(json, { flakyFails: true }),
  },
});

// Every engine players use (issue 36): the player journeys in Chromium, Gecko (Debian's
// firefox-esr) and WebKit (WebKitGTK), at 1280 and 375 px, against the real back end
// (tests/engines/run.ts: 125 s with its own build and servers in CI's run of 2026-11-29; a
// WebKitWebDriver restart adds up to 45 s per hung session).
steps.push({
  name: 'engines (Chromium, Gecko, WebKit)',
  timeoutMs: minutes(7),
  command: ['pnpm', '--filter', '@casino/engines', 'test'],
  report: { file: 'engines.json', parse: enginesCounts },
});
