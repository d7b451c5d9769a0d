#!/usr/bin/env node
// The whole test suite behind `pnpm test`: every step runs (a failure does not hide the
// others), each prints its own output, its wall time next to its counts, and the last line is
// one summary that CI reads. Every step has a time limit (`timeoutMs` in test-steps.mjs): a hung
// runner is killed with its whole process group and its step fails with a message saying so.
// A skipped or focused test fails its step too: a green run means every test ran. What a step's
// exit code and report amount to is test-report.mjs (unit-tested there).
//   TEST_ALL_STEPS   another steps module to run instead of test-steps.mjs (the runner's own
//                    tests drive it with tiny steps)
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stepResult } from './test-report.mjs';

const { defaultTimeoutMs, steps } = await import(
  process.env.TEST_ALL_STEPS ? pathToFileURL(resolve(process.env.TEST_ALL_STEPS)).href : './test-steps.mjs'
);

const resultsDir = join(process.cwd(), '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// Every process a step starts carries this variable in its environment. Test runners start servers
// in process groups of their own (Playwright's web servers), which a group kill misses: a step
// killed at its limit left its back ends and Storybook's server holding their ports, and the next
// run's steps failed at once ("127.0.0.1:4310 is already used"). After each step, whatever still
// carries its marker is stopped (Linux: /proc/<pid>/environ).
const stepMarker = 'CASINO_TEST_STEP';
const markerOf = (step) => `${process.pid}:${step.name}`;

/** Stops every process left over from a step (found by its marker); returns how many. */
export function stopLeftovers(marker) {
  const needle = Buffer.from(`${stepMarker}=${marker}\0`);
  let stopped = 0;
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0; // no /proc: nothing to look in
  }
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    try {
      if (!readFileSync(`/proc/${pid}/environ`).includes(needle)) continue;
      process.kill(Number(pid), 'SIGKILL');
      stopped += 1;
    } catch {
      // gone already, or not ours to read
    }
  }
  return stopped;
}

/** Runs a step in its own process group; resolves with its exit code, or 'timeout'. */
function run(step, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(step.command[0], step.command.slice(1), {
      stdio: 'inherit',
      detached: true,
      env: {
        ...process.env,
        FORCE_COLOR: process.env.CI ? '0' : '1',
        ...step.env,
        [stepMarker]: markerOf(step),
      },
    });
    let timedOut = false;
    const killGroup = (signal) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      // A runner that ignores SIGTERM gets SIGKILL shortly after.
      setTimeout(() => killGroup('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    // Ctrl-C on `pnpm test` stops the running step's group too.
    const interrupt = () => killGroup('SIGTERM');
    process.once('SIGINT', interrupt);
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', interrupt);
      resolve(timedOut ? 'timeout' : (code ?? 1));
    });
  });
}

/** A report file as found: its text, or why there is none. */
function readReport(file) {
  try {
    return { text: readFileSync(join(resultsDir, file), 'utf8') };
  } catch (error) {
    return error.code === 'ENOENT' ? { missing: true } : { error: error.message };
  }
}

const rows = [];
for (const step of steps) {
  if (step.when && !step.when()) continue;
  const timeoutMs = step.timeoutMs ?? defaultTimeoutMs;
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━ ${step.command.join(' ')}  (limit ${timeoutMs / 1000}s)`);
  const status = await run(step, timeoutMs);
  const leftovers = stopLeftovers(markerOf(step));
  if (leftovers > 0) console.log(`━━ ${step.name}: stopped ${leftovers} process(es) it left running`);
  const result = stepResult(step, status, step.report && readReport(step.report.file), timeoutMs);
  const seconds = (Date.now() - started) / 1000;
  const row = { name: step.name, ...result, seconds };
  rows.push(row);
  console.log(`━━ ${step.name}: ${format(row)}`);
}

function format(row) {
  return `${String(row.passed).padStart(5)} passed ${String(row.failed).padStart(4)} failed ${String(row.skipped).padStart(3)} skipped  ${row.seconds.toFixed(1).padStart(6)}s${row.notes.length ? `  ${row.notes.join('; ')}` : ''}`;
}

console.log('\n━━ results ━━');
for (const row of rows) console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.name.padEnd(22)} ${format(row)}`);
// The failed tests once more, with the start of their error, next to the summary: a CI log is
// often read from its tail only, and the runners print their errors far above it.
const failedTests = rows.flatMap((row) => row.failures.map((failure) => ({ step: row.name, ...failure })));
if (failedTests.length > 0) {
  console.log('\n━━ failed tests ━━');
  const shown = 8;
  for (const failure of failedTests.slice(0, shown)) {
    console.log(`✘ ${failure.step}: ${failure.title}`);
    const lines = stripAnsi(failure.message)
      .split('\n')
      .filter((line) => line.trim() !== '');
    for (const line of lines.slice(0, 10)) console.log(`    ${line.slice(0, 400)}`);
  }
  if (failedTests.length > shown)
    console.log(`  … and ${failedTests.length - shown} more (see each step's output)`);
}

function stripAnsi(text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is the point
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}

const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
const allOk = rows.every((row) => row.ok) && failed === 0;
const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log(`Summary: ${passed} passed, ${failed} failed in ${total.toFixed(0)}s`);
process.exit(allOk ? 0 : 1);
