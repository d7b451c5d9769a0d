#!/usr/bin/env node
// The whole test suite behind `pnpm test`: every step runs (a failure does not hide the
// others), each prints its own output, and the last line is one summary that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { steps } from './test-steps.mjs';

const resultsDir = join(process.cwd(), '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const rows = [];
for (const step of steps) {
  if (step.when && !step.when()) continue;
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━ ${step.command.join(' ')}`);
  const run = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...step.env },
  });
  const ok = run.status === 0;
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  if (step.report) {
    const file = join(resultsDir, step.report.file);
    if (existsSync(file)) {
      const parsed = step.report.parse(JSON.parse(readFileSync(file, 'utf8')));
      // A runner that crashed after writing a report still fails its step.
      counts = { passed: parsed.passed, failed: parsed.failed || (ok ? 0 : 1) };
    }
  }
  rows.push({ name: step.name, ok, ...counts, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━ results ━━');
for (const row of rows) {
  const mark = row.ok ? 'ok  ' : 'FAIL';
  console.log(
    `${mark} ${row.name.padEnd(22)} ${String(row.passed).padStart(5)} passed ${String(row.failed).padStart(4)} failed  ${row.seconds.toFixed(1)}s`,
  );
}
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
const allOk = rows.every((row) => row.ok) && failed === 0;
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
