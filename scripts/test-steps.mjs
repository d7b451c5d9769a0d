import { playwrightCounts, vitestCounts } from './test-report.mjs';

// The steps of `pnpm test`, in order. A step counts as one check unless it writes a JSON
// report that `report.parse` turns into test counts (skipped ones fail the run). `timeoutMs` is
// the step's wall-time limit on the CI machine (2 cores), with room for a slow day; a step
// without one gets `defaultTimeoutMs`.
export const defaultTimeoutMs = 10 * 60_000;

// The limits, from the CI step times of the last runs (lint 2 s, typecheck 25 s, unit 248 s,
// PostgreSQL 132 s, storybook build 15 s, story tests 212 s, visual 443 s, e2e 915 s: 33 min in
// all), about twice each and at least a minute: a hung step is killed, and the run still ends
// with its summary, well inside CI's 90 minutes with setup (test-steps.test.ts keeps the sum
// under 80 minutes). A step that grows past its limit on a slow day fails saying so: raise the
// limit with the new times, inside that sum.
const minutes = (count) => count * 60_000;
/** The PostgreSQL step's limit; with-postgres stops its command 30 s earlier, to clean up itself. */
const postgresTimeoutMs = minutes(5);

export const steps = [
  {
    name: 'lint + format',
    command: ['pnpm', 'exec', 'biome', 'ci', '--colors=off', '.'],
    timeoutMs: minutes(1),
  },
  { name: 'typecheck', command: ['pnpm', 'exec', 'tsc', '-p', 'tsconfig.json'], timeoutMs: minutes(2) },
  {
    name: 'unit tests',
    timeoutMs: minutes(8),
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
  // The back end's suite once more on a real PostgreSQL (the unit step ran it on PGlite): a
  // throw-away server on 127.0.0.1, stopped afterwards. Its race tests only prove something
  // here, so the step fails when none of them passed.
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
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=.test-results/backend-postgres.json',
    ],
    report: { file: 'backend-postgres.json', parse: vitestCounts },
  },
];

// Design system (issue 4): Storybook builds, every story runs as a test in Chromium (render,
// play(), axe with violations failing) once per brand folder, then the visual comparison of every
// story in every brand against the committed baselines.
steps.push(
  {
    name: 'storybook build',
    command: ['pnpm', '--filter', '@casino/storybook', 'run', 'build'],
    timeoutMs: minutes(2),
  },
  {
    name: 'story tests',
    timeoutMs: minutes(7),
    command: [
      'pnpm',
      '--filter',
      '@casino/storybook',
      'exec',
      'vitest',
      'run',
      '--reporter=dot',
      '--reporter=json',
      '--outputFile.json=../.test-results/stories.json',
    ],
    report: { file: 'stories.json', parse: vitestCounts },
  },
  {
    name: 'visual comparison',
    timeoutMs: minutes(14),
    command: ['pnpm', '--filter', '@casino/storybook', 'run', 'visual'],
    report: { file: 'visual.json', parse: (json) => playwrightCounts(json) },
  },
);

// The casino app (issue 5 on): browser e2e against the reference back end, once per brand.
steps.push({
  name: 'e2e (app + back end)',
  // Seven verticals' flows (in the default brand) and their pages (in every brand).
  timeoutMs: minutes(30),
  // Two shards, each with its own back end and app server (tests/run-e2e.mjs).
  command: ['node', 'tests/run-e2e.mjs'],
  env: { FORCE_COLOR: '0' },
  report: {
    file: 'e2e.json',
    // A test that passed only on a retry fails here: the app's flows must not be flaky.
    parse: (json) => playwrightCounts(json, { flakyFails: true }),
  },
});
