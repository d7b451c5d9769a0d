#!/usr/bin/env node
// Every unit test file run alone, each in its own Vitest process: a file that passes in the suite
// but fails alone depends on what another file left behind (module state, a seeded row, a timer),
// and the suite's order hides it (issue 31). Too slow for every submission (a process start per
// file, about 15 minutes on the CI machine), so `.ci/daily` runs it once a day; run it by hand
// after touching shared test set-up: `pnpm test:isolated [filter]`.
//   filter   only files whose path contains it
// The last line is the summary: "Isolated: N files passed alone, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const filter = process.argv[2] ?? '';
const parallel = Number(process.env.ISOLATED_PARALLEL ?? 2);

const listed = spawnSync('pnpm', ['exec', 'vitest', 'list', '--filesOnly', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (listed.status !== 0) {
  console.error(listed.stderr);
  console.log('Isolated: the test files could not be listed');
  process.exit(1);
}
/** @type {{ file: string, projectName: string }[]} */
const files = JSON.parse(listed.stdout.slice(listed.stdout.indexOf('['))).filter((entry) =>
  entry.file.includes(filter),
);

const reports = mkdtempSync(join(tmpdir(), 'isolated-'));
/** Runs one file alone; resolves with what its report says. */
function runAlone({ file, projectName }, index) {
  const report = join(reports, `${index}.json`);
  return new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      [
        'exec',
        'vitest',
        'run',
        '--project',
        projectName,
        file,
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => {
      let failures = [];
      try {
        const json = JSON.parse(readFileSync(report, 'utf8'));
        failures = json.testResults.flatMap((result) => [
          ...(result.status === 'failed' && result.assertionResults.length === 0
            ? [`the file failed to run: ${result.message.split('\n')[0]}`]
            : []),
          ...result.assertionResults
            .filter((test) => test.status === 'failed')
            .map((test) => `${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`),
        ]);
        if (code !== 0 && failures.length === 0) failures = [`exit ${code}`];
      } catch (error) {
        failures = [
          `no report (exit ${code}): ${error.message}; ${stderr.trim().split('\n').slice(-3).join(' | ')}`,
        ];
      }
      resolve({ file: relative(root, file), failures });
    });
  });
}

const results = [];
let next = 0;
async function worker() {
  while (next < files.length) {
    const index = next++;
    const file = files[index];
    if (!file) break;
    const result = await runAlone(file, index);
    results.push(result);
    console.log(`${result.failures.length === 0 ? 'ok  ' : 'FAIL'} ${result.file}`);
    for (const failure of result.failures.slice(0, 5)) console.log(`     ${failure.slice(0, 300)}`);
  }
}
await Promise.all(Array.from({ length: parallel }, worker));
rmSync(reports, { recursive: true, force: true });

const failed = results.filter((result) => result.failures.length > 0);
console.log(`Isolated: ${results.length - failed.length} files passed alone, ${failed.length} failed`);
process.exit(failed.length === 0 && results.length > 0 ? 0 : 1);
