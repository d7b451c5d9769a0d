#!/usr/bin/env node
// The e2e suite in parallel shards: the back end's test-mode state (faults, settings, geo) is
// shared, so one Playwright process runs one test at a time; N processes, each with its own back
// end, data folder and app server on its own ports, use the machine's cores. The app is built
// once and every shard serves that build. Each shard writes its own JSON report; this merges them
// into .test-results/e2e.json (the file `pnpm test` reads), so a failure in any shard fails the
// step. Extra arguments go to every shard (`node run-e2e.mjs shell.spec.ts --project curacao`).
// The shards split the tests by their recorded durations (scripts/e2e-shards.mjs), so they end
// together; `pnpm e2e:durations` refreshes the record from the last full run's report.
// The production project (E2E_PRODUCTION=1 in playwright.config.ts: prerender cache, password
// cost, rate limits and CSP as in production, tests/e2e/production.spec.ts) runs as one more
// Playwright process once the first shard has ended, so the two cores never run three; its report
// (e2e-production.json) is merged like a shard's. A full run (no arguments) includes it; with
// arguments (they select the shards' tests) it runs, whole, only when E2E_PRODUCTION=1 asks.
//   E2E_SHARDS     number of shards (default 2, one per core of the CI machine)
//   E2E_API_PORT / E2E_APP_PORT   first shard's ports; shard k adds k to each, production adds
//                  the shard count
//   E2E_PRODUCTION=0   skip the production project
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergeReports } from '../scripts/e2e-reports.mjs';
import { planShards, testListOf, unitsOf, weigh } from '../scripts/e2e-shards.mjs';

const testsDir = import.meta.dirname;
const repoRoot = join(testsDir, '..');
const resultsDir = join(repoRoot, '.test-results');
const shardCount = Number(process.env.E2E_SHARDS ?? 2);
const apiPortBase = Number(process.env.E2E_API_PORT ?? 4310);
const appPortBase = Number(process.env.E2E_APP_PORT ?? 5310);
const passThrough = process.argv.slice(2);
const withProduction =
  process.env.E2E_PRODUCTION === '1' || (process.env.E2E_PRODUCTION !== '0' && passThrough.length === 0);

const distDir = mkdtempSync(join(tmpdir(), 'casino-e2e-dist-'));
console.log(`e2e: building the app once into ${distDir}`);
const build = spawnSync('pnpm', ['--filter', '@casino/app', 'build'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, CASINO_DIST_DIR: distDir },
});
if (build.status !== 0) {
  console.error('e2e: the app build failed');
  process.exit(1);
}

mkdirSync(resultsDir, { recursive: true });
const reportFile = (shard) => join(resultsDir, `e2e-shard-${shard}.json`);

// The plan: every test the arguments select, listed (no server starts), split by recorded time.
const listed = spawnSync(
  'pnpm',
  ['exec', 'playwright', 'test', '--list', '--reporter=json', ...passThrough],
  {
    cwd: testsDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    // The shards' projects: never the production one, whatever the caller's environment says.
    env: { ...process.env, E2E_DIST_DIR: distDir, E2E_PRODUCTION: '0' },
  },
);
let units;
try {
  units = unitsOf(JSON.parse(listed.stdout));
} catch (error) {
  console.error(`e2e: listing the tests failed (exit ${listed.status}): ${error.message}\n${listed.stderr}`);
  process.exit(1);
}
const durations = JSON.parse(readFileSync(join(testsDir, 'e2e-durations.json'), 'utf8'));
const plan = planShards(weigh(units, durations), shardCount);
const listDir = mkdtempSync(join(tmpdir(), 'casino-e2e-lists-'));
const testListFile = (shard) => join(listDir, `shard-${shard}.txt`);
const recorded = Object.keys(durations).length > 0;
plan.forEach((planned, index) => {
  writeFileSync(testListFile(index + 1), testListOf(planned));
  const tests = planned.units.reduce((sum, unit) => sum + unit.tests, 0);
  const weight = recorded
    ? `about ${Math.round(planned.weightMs / 1000)} s by the record`
    : 'no durations recorded: split by test count';
  console.log(
    `e2e: shard ${index + 1}/${shardCount}: ${tests} tests in ${planned.units.length} files × projects, ${weight}`,
  );
});

/**
 * One Playwright process (a shard, or the production project): its own ports, report and output
 * folder; every output line prefixed with its label.
 */
function runPlaywright({ label, args, report, offset, production }) {
  return new Promise((resolve) => {
    rmSync(report, { force: true });
    const child = spawn('pnpm', ['exec', 'playwright', 'test', ...args], {
      cwd: testsDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        E2E_DIST_DIR: distDir,
        E2E_PRODUCTION: production ? '1' : '0',
        E2E_API_PORT: String(apiPortBase + offset),
        E2E_APP_PORT: String(appPortBase + offset),
        E2E_REPORT_FILE: report,
        E2E_OUTPUT_DIR: join(testsDir, 'test-results', label),
      },
    });
    const prefix = (stream, out) => {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => pending && out.write(`[${label}] ${pending}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
const runShard = (shard) =>
  runPlaywright({
    label: `shard-${shard}`,
    args: [`--test-list=${testListFile(shard)}`, ...passThrough],
    report: reportFile(shard),
    offset: shard - 1,
    production: false,
  });
const productionReport = join(resultsDir, 'e2e-production.json');
const runProduction = () =>
  runPlaywright({
    label: 'production',
    // Its own four tests, whatever the arguments pick for the shards.
    args: [],
    report: productionReport,
    offset: shardCount,
    production: true,
  });

// A stop of the whole run (the step's time limit, Ctrl-C) reaches the shards through the group.
// A shard the plan left empty (fewer units than shards) is not started: it has nothing to report.
const shardsWithWork = plan.flatMap((planned, index) => (planned.units.length > 0 ? [index + 1] : []));
if (shardsWithWork.length === 0) {
  console.error('e2e: the arguments select no test');
  process.exit(1);
}
const shardRuns = shardsWithWork.map((shard) => runShard(shard));
// The production project waits for a free core: it starts when the first shard ends.
const productionRun = withProduction
  ? Promise.race(shardRuns).then(() => {
      console.log('e2e: a shard has ended: starting the production project');
      return runProduction();
    })
  : null;
const runs = [
  ...shardsWithWork.map((shard, index) => ({
    what: `shard ${shard}/${shardCount}`,
    report: reportFile(shard),
    done: shardRuns[index],
  })),
  ...(productionRun
    ? [{ what: 'the production project', report: productionReport, done: productionRun }]
    : []),
];
const codes = await Promise.all(runs.map((run) => run.done));

// Every run's report merged; one that is missing or unreadable counts as a failed test.
const merged = mergeReports(
  runs.map((run, index) => {
    try {
      return { what: run.what, code: codes[index], text: readFileSync(run.report, 'utf8') };
    } catch (error) {
      return { what: run.what, code: codes[index], error: error.message };
    }
  }),
);
writeFileSync(join(resultsDir, 'e2e.json'), JSON.stringify(merged));
rmSync(distDir, { recursive: true, force: true });
rmSync(listDir, { recursive: true, force: true });
const { expected, unexpected, flaky, skipped } = merged.stats;
console.log(
  `e2e: ${shardsWithWork.length} shards${productionRun ? ' + production' : ''}, ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped (exit codes ${codes.join(', ')})`,
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
