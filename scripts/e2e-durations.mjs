#!/usr/bin/env node
// Refreshes tests/e2e-durations.json, the record the e2e shards are split by, from the last full
// e2e run's merged report (.test-results/e2e.json, written by tests/run-e2e.mjs). Run it after a
// green full run when files were added or grew, and commit the record with them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { durationsOf } from './e2e-shards.mjs';

const repoRoot = join(import.meta.dirname, '..');
const reportPath = process.argv[2] ?? join(repoRoot, '.test-results/e2e.json');
const recordPath = join(repoRoot, 'tests/e2e-durations.json');

const report = JSON.parse(readFileSync(reportPath, 'utf8'));
if ((report.stats?.unexpected ?? 1) !== 0) {
  console.error(`e2e-durations: ${reportPath} is from a run with failures; record a green full run`);
  process.exit(1);
}
const record = durationsOf(report);
writeFileSync(recordPath, `${JSON.stringify(record, null, 2)}\n`);
const totalMs = Object.values(record).reduce((sum, ms) => sum + ms, 0);
console.log(
  `e2e-durations: ${Object.keys(record).length} files × projects, ${Math.round(totalMs / 1000)} s in all`,
);
