#!/usr/bin/env node
// The e2e suite in parallel shards: the back end's test-mode state (faults, settings, geo) is
// shared, so one Playwright process runs one test at a time; N processes, each with its own back
// end, data folder and app server on its own ports, use the machine's cores. The app is built
// once and every shard serves that build. Each shard writes its own JSON report; this merges them
// into .test-results/e2e.json (the file `pnpm test` reads), so a failure in any shard fails the
// step. Extra arguments go to every shard (`node run-e2e.mjs shell.spec.ts --project curacao`).
//   E2E_SHARDS     number of shards (default 2, one per core of the CI machine)
//   E2E_API_PORT / E2E_APP_PORT   first shard's ports; shard k adds k to each
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const testsDir = import.meta.dirname;
const repoRoot = join(testsDir, '..');
const resultsDir = join(repoRoot, '.test-results');
const shardCount = Number(process.env.E2E_SHARDS ?? 2);
const apiPortBase = Number(process.env.E2E_API_PORT ?? 4310);
const appPortBase = Number(process.env.E2E_APP_PORT ?? 5310);
const passThrough = process.argv.slice(2);

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

/** One shard: its own ports and report; every output line prefixed with the shard. */
function runShard(shard) {
  return new Promise((resolve) => {
    rmSync(reportFile(shard), { force: true });
    const child = spawn(
      'pnpm',
      ['exec', 'playwright', 'test', `--shard=${shard}/${shardCount}`, ...passThrough],
      {
        cwd: testsDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          E2E_DIST_DIR: distDir,
          E2E_API_PORT: String(apiPortBase + shard - 1),
          E2E_APP_PORT: String(appPortBase + shard - 1),
          E2E_REPORT_FILE: reportFile(shard),
          E2E_OUTPUT_DIR: join(testsDir, 'test-results', `shard-${shard}`),
        },
      },
    );
    const prefix = (stream, out) => {
      let pending = '';
      stream.on('data', (chunk) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) out.write(`[${shard}/${shardCount}] ${line}\n`);
      });
      stream.on('end', () => pending && out.write(`[${shard}/${shardCount}] ${pending}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// A stop of the whole run (the step's time limit, Ctrl-C) reaches the shards through the group.
const codes = await Promise.all(Array.from({ length: shardCount }, (_, index) => runShard(index + 1)));

const merged = { config: undefined, suites: [], errors: [], stats: undefined };
for (let shard = 1; shard <= shardCount; shard++) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile(shard), 'utf8'));
  } catch {
    merged.errors.push({
      message: `shard ${shard}/${shardCount} wrote no report (exit ${codes[shard - 1]})`,
    });
    continue;
  }
  merged.config ??= report.config;
  merged.suites.push(...report.suites);
  merged.errors.push(...(report.errors ?? []));
  const stats = report.stats;
  merged.stats = merged.stats
    ? {
        // ISO times: the earlier sorts first.
        startTime: [merged.stats.startTime, stats.startTime].sort()[0],
        duration: Math.max(merged.stats.duration, stats.duration),
        expected: merged.stats.expected + stats.expected,
        skipped: merged.stats.skipped + stats.skipped,
        unexpected: merged.stats.unexpected + stats.unexpected,
        flaky: merged.stats.flaky + stats.flaky,
      }
    : { ...stats };
}
// A shard without a report (it crashed before writing one) counts as a failed test.
merged.stats ??= { expected: 0, skipped: 0, unexpected: 0, flaky: 0, duration: 0 };
merged.stats.unexpected += merged.errors.filter((error) => error.message?.startsWith('shard ')).length;
writeFileSync(join(resultsDir, 'e2e.json'), JSON.stringify(merged));
rmSync(distDir, { recursive: true, force: true });
const { expected, unexpected, flaky, skipped } = merged.stats;
console.log(
  `e2e: ${shardCount} shards, ${expected} passed, ${unexpected} failed, ${flaky} flaky, ${skipped} skipped (exit codes ${codes.join(', ')})`,
);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
