// What `pnpm test` makes of a step's exit code and report (test-report.mjs), with fixtures: real
// reports (Vitest 4.1, Playwright 1.65 on a throw-away spec of a passing, a failing, a skipped,
// a flaky and two test.fail() tests), trimmed to the fields the runner reads; and end to end,
// test-all.mjs on tiny steps, for the summary line and the exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  enginesCounts,
  type FoundReport,
  playwrightCounts,
  type Step,
  stepResult,
  vitestCounts,
} from './test-report.mjs';

const fixtures = join(import.meta.dirname, 'fixtures');
const fixture = (name: string): FoundReport => ({ text: readFileSync(join(fixtures, name), 'utf8') });
const vitestStep: Step = {
  name: 'unit tests',
  command: ['vitest'],
  report: { file: 'vitest.json', parse: vitestCounts },
};
const playwrightStep: Step = {
  name: 'visual',
  command: ['playwright'],
  report: { file: 'visual.json', parse: (json) => playwrightCounts(json) },
};
const vitestReport = (counts: object) => ({
  text: JSON.stringify({ numPendingTests: 0, numTodoTests: 0, testResults: [], ...counts }),
});

describe('a step without a report', () => {
  it('is one check, passed on exit 0 and failed otherwise', () => {
    const step = { name: 'lint', command: ['biome'] };
    expect(stepResult(step, 0, undefined, 60_000)).toMatchObject({ ok: true, passed: 1, failed: 0 });
    expect(stepResult(step, 2, undefined, 60_000)).toMatchObject({
      ok: false,
      passed: 0,
      failed: 1,
      notes: ['exit code 2'],
    });
  });

  it('killed at its limit fails saying so', () => {
    const result = stepResult({ name: 'lint', command: ['biome'] }, 'timeout', undefined, 60_000);
    expect(result).toMatchObject({ ok: false, failed: 1 });
    expect(result.notes[0]).toMatch(/^killed after 60s: over its time limit/);
  });
});

describe('a step with a report', () => {
  it('takes its counts from the report', () => {
    const result = stepResult(vitestStep, 0, vitestReport({ numPassedTests: 12, numFailedTests: 0 }), 1000);
    expect(result).toEqual({ ok: true, passed: 12, failed: 0, skipped: 0, notes: [], failures: [] });
  });

  it('fails when the report is missing, even on exit 0 (it used to count as one passed check)', () => {
    const result = stepResult(vitestStep, 0, { missing: true }, 1000);
    expect(result).toMatchObject({ ok: false, passed: 0, failed: 1 });
    expect(result.notes).toEqual(['no report: .test-results/vitest.json was not written']);
  });

  it('fails when the report is cut short (it used to crash the runner, with no summary)', () => {
    const whole = fixture('vitest-skipped.json') as { text: string };
    const result = stepResult(vitestStep, 1, { text: whole.text.slice(0, 300) }, 1000);
    expect(result).toMatchObject({ ok: false, passed: 0, failed: 1 });
    expect(result.notes).toEqual([
      'exit code 1',
      expect.stringMatching(/^unreadable report \.test-results\/vitest\.json \(not JSON, or cut short\): /),
    ]);
  });

  it('fails when the report is not JSON, or cannot be read', () => {
    expect(stepResult(vitestStep, 0, { text: '<html>502</html>' }, 1000).notes[0]).toMatch(
      /^unreadable report .*not JSON/,
    );
    expect(stepResult(vitestStep, 0, { error: 'EACCES: permission denied' }, 1000)).toMatchObject({
      ok: false,
      failed: 1,
      notes: ['unreadable report .test-results/vitest.json: EACCES: permission denied'],
    });
  });

  it('fails when the report is JSON without test counts', () => {
    expect(stepResult(vitestStep, 0, { text: '{}' }, 1000)).toMatchObject({
      ok: false,
      passed: 0,
      failed: 1,
      notes: ['unreadable report .test-results/vitest.json: no test counts (passed, failed)'],
    });
    // A parser that throws on the wrong shape (e2e's reads json.stats.expected) fails the same way.
    const throwing: Step = { ...vitestStep, report: { file: 'e2e.json', parse: () => JSON.parse('') } };
    expect(stepResult(throwing, 0, { text: 'null' }, 1000).notes[0]).toMatch(
      /^unreadable report \.test-results\/e2e\.json \(not the runner's shape\)/,
    );
  });

  it('counts one failed check when the runner failed but its report has no failed test', () => {
    const result = stepResult(vitestStep, 1, vitestReport({ numPassedTests: 3, numFailedTests: 0 }), 1000);
    expect(result).toMatchObject({ ok: false, passed: 3, failed: 1 });
    expect(result.notes).toEqual(['exit code 1', 'no failed test in its report']);
  });
});

describe('Vitest reports', () => {
  it('a skipped or todo test fails the step, and the failed test is listed', () => {
    const result = stepResult(vitestStep, 1, fixture('vitest-skipped.json'), 1000);
    expect(result).toMatchObject({ ok: false, passed: 1, failed: 1, skipped: 2 });
    expect(result.notes).toContain('2 skipped: every test must run (remove the skip or the test)');
    expect(result.failures).toEqual([
      { title: 'fixture fails', message: 'AssertionError: expected 1 to be 2 // Object.is equality' },
    ]);
  });

  it('skipped tests alone still show as a failed check in the summary', () => {
    const result = stepResult(
      vitestStep,
      0,
      vitestReport({ numPassedTests: 5, numFailedTests: 0, numPendingTests: 1 }),
      1000,
    );
    expect(result).toMatchObject({ ok: false, passed: 5, failed: 1, skipped: 1 });
  });
});

describe('engines reports (tests/engines/run.ts)', () => {
  const enginesStep: Step = {
    name: 'engines',
    command: ['tsx', 'run.ts'],
    report: { file: 'engines.json', parse: enginesCounts },
  };
  const run = (engine: string, width: number, journey: string, status: string, error?: string) => ({
    engine,
    width,
    journey,
    status,
    ms: 1200,
    ...(error ? { error } : {}),
  });
  const report = (json: object): FoundReport => ({ text: JSON.stringify(json) });

  it('counts each journey × engine × width, and lists a failure with its engine and width', () => {
    const result = stepResult(
      enginesStep,
      1,
      report({
        expected: 3,
        engines: [],
        times: { total: 12 },
        tests: [
          run('chromium', 1280, 'log in', 'passed'),
          run('gecko', 1280, 'log in', 'passed'),
          run(
            'webkit',
            375,
            'log in',
            'failed',
            'the lobby scrolls sideways: 412 px of content in a 375 px window',
          ),
        ],
      }),
      1000,
    );
    expect(result).toMatchObject({ ok: false, passed: 2, failed: 1, skipped: 0 });
    expect(result.failures).toEqual([
      {
        title: '[webkit 375px] log in',
        message: 'the lobby scrolls sideways: 412 px of content in a 375 px window',
      },
    ]);
  });

  it('a run that stopped before every planned journey counts the missing ones as failed', () => {
    const result = stepResult(
      enginesStep,
      1,
      report({
        expected: 42,
        tests: [run('chromium', 1280, 'log in', 'passed')],
        error: 'the servers did not start',
      }),
      1000,
    );
    expect(result).toMatchObject({ ok: false, passed: 1, failed: 41 });
    expect(result.failures[0]?.message).toBe(
      '41 of 42 planned runs never reported: the servers did not start',
    );
  });

  it('all passed is green; a report without its tests list is unreadable', () => {
    const tests = [run('chromium', 1280, 'a', 'passed'), run('webkit', 375, 'a', 'passed')];
    expect(stepResult(enginesStep, 0, report({ expected: 2, tests }), 1000)).toMatchObject({
      ok: true,
      passed: 2,
      failed: 0,
    });
    const unreadable = stepResult(enginesStep, 1, report({ expected: 2 }), 1000);
    expect(unreadable).toMatchObject({ ok: false, passed: 0, failed: 1 });
    expect(unreadable.notes[1]).toMatch(/not the runner's shape\): no tests list or expected count/);
  });
});

describe('Playwright reports', () => {
  it('a skipped test fails the step', () => {
    const result = stepResult(playwrightStep, 0, fixture('playwright-skipped.json'), 1000);
    expect(result).toMatchObject({ ok: false, passed: 1, failed: 1, skipped: 1 });
    expect(result.notes).toEqual(['1 skipped: every test must run (remove the skip or the test)']);
  });

  it('test.fail() is not allowed: a test failing as marked counts as failed, not passed', () => {
    // Playwright's own stats count the test that failed as marked as "expected" (2 of 3 here).
    const json = JSON.parse((fixture('playwright-test-fail.json') as { text: string }).text);
    expect(json.stats).toMatchObject({ expected: 2, unexpected: 1 });
    const result = stepResult(playwrightStep, 1, fixture('playwright-test-fail.json'), 1000);
    expect(result).toMatchObject({ ok: false, passed: 1, failed: 2, skipped: 0 });
    expect(result.notes).toContain(
      '2 marked test.fail(): a test must pass to count (fix the behaviour, or remove the test)',
    );
    expect(result.failures.map((failure) => failure.title)).toEqual([
      '[curacao] fixture.spec.ts › marked test.fail but passes:5',
      '[curacao] fixture.spec.ts › marked test.fail and fails:4',
    ]);
  });

  it('a test.fail() test fails its step even when the runner exits 0', () => {
    // The report as Playwright writes it when the only marked test failed as marked.
    const json = JSON.parse((fixture('playwright-test-fail.json') as { text: string }).text);
    json.suites[0].specs = json.suites[0].specs.slice(0, 2);
    json.stats = { expected: 2, skipped: 0, unexpected: 0, flaky: 0 };
    const result = stepResult(playwrightStep, 0, { text: JSON.stringify(json) }, 1000);
    expect(result).toMatchObject({ ok: false, passed: 1, failed: 1 });
  });

  it('a flaky test passes the visual step and fails e2e (flakyFails), listed either way', () => {
    const e2eStep: Step = {
      ...playwrightStep,
      report: { file: 'e2e.json', parse: (json) => playwrightCounts(json, { flakyFails: true }) },
    };
    const visual = stepResult(playwrightStep, 1, fixture('playwright-flaky.json'), 1000);
    const e2e = stepResult(e2eStep, 1, fixture('playwright-flaky.json'), 1000);
    expect(visual).toMatchObject({ passed: 2, failed: 1 });
    expect(e2e).toMatchObject({ passed: 1, failed: 2 });
    expect(e2e.failures.map((failure) => failure.title)).toEqual([
      '[curacao] fixture.spec.ts › fails:3',
      '[curacao] fixture.spec.ts › flaky:7',
    ]);
  });
});

describe('test-all.mjs on tiny steps', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs test-all in a throw-away folder with these steps; its output lines and exit code. */
  function runAll(stepsSource: string) {
    dir = mkdtempSync(join(tmpdir(), 'test-all-'));
    writeFileSync(join(dir, 'steps.mjs'), stepsSource);
    const run = spawnSync('node', [join(import.meta.dirname, 'test-all.mjs')], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, TEST_ALL_STEPS: join(dir, 'steps.mjs'), CI: '1' },
    });
    return { lines: run.stdout.trimEnd().split('\n'), status: run.status };
  }
  const node = (code: string) => JSON.stringify(['node', '-e', code]);
  const parse = '(json) => ({ passed: json.passed, failed: json.failed, skipped: 0 })';

  it('a missing and a broken report fail their steps; the summary is the last line', () => {
    const { lines, status } = runAll(`
      export const defaultTimeoutMs = 30_000;
      export const steps = [
        { name: 'fine', command: ${node('')} },
        { name: 'no report', command: ${node('')}, report: { file: 'a.json', parse: ${parse} } },
        {
          name: 'broken report',
          command: ${node("require('fs').writeFileSync('.test-results/b.json', '{\"passed\": 3,')")},
          report: { file: 'b.json', parse: ${parse} },
        },
        {
          name: 'good report',
          command: ${node("require('fs').writeFileSync('.test-results/c.json', '{\"passed\": 4, \"failed\": 0}')")},
          report: { file: 'c.json', parse: ${parse} },
        },
      ];
    `);
    expect(status).toBe(1);
    expect(lines.at(-1)).toMatch(/^Summary: 5 passed, 2 failed in \d+s$/);
    expect(lines.find((line) => line.startsWith('FAIL no report'))).toContain(
      'no report: .test-results/a.json was not written',
    );
    expect(lines.find((line) => line.startsWith('FAIL broken report'))).toContain(
      'unreadable report .test-results/b.json (not JSON, or cut short)',
    );
  });

  it('a process a step left running in a group of its own is stopped after the step', () => {
    // As Playwright starts its web servers: detached, so the step's group kill cannot reach it.
    const leaveOne = `const child = require('child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { detached: true, stdio: 'ignore' }); require('fs').writeFileSync('left.pid', String(child.pid)); child.unref();`;
    const { lines, status } = runAll(`
      export const defaultTimeoutMs = 30_000;
      export const steps = [{ name: 'leaves a server', command: ${node(leaveOne)} }];
    `);
    expect(status).toBe(0);
    expect(lines).toContain('━━ leaves a server: stopped 1 process(es) it left running');
    const pid = Number(readFileSync(join(dir, 'left.pid'), 'utf8'));
    // Gone, or dead and not yet reaped by its new parent (a zombie: state Z).
    const state = existsSync(`/proc/${pid}/stat`)
      ? readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]
      : 'gone';
    expect(['gone', 'Z']).toContain(state);
  });

  it('all green: exit 0', () => {
    const { lines, status } = runAll(`
      export const defaultTimeoutMs = 30_000;
      export const steps = [{ name: 'fine', command: ${node('')} }];
    `);
    expect(lines.at(-1)).toMatch(/^Summary: 1 passed, 0 failed in \d+s$/);
    expect(status).toBe(0);
  });
});
