// The pure part of `pnpm test` (scripts/test-all.mjs): what a step's exit status and its JSON
// report amount to, and how the runners' reports are read. No files, no processes: test-all
// reads the report and hands over its text (or why there is none); test-report.test.ts checks
// every case with fixtures.
//
// The rules, so that the summary line and the exit code never disagree and a green run means
// every test ran and passed:
// - a step without a report is one check: passed when it exits 0;
// - a report that is missing, unreadable (not JSON, truncated) or without test counts fails its
//   step as one failed check, with the reason in its notes;
// - a report's counts stand, and a step that exits non-zero with no failed test in its report
//   counts one failed check;
// - a skipped test fails its step (every test must run);
// - a Playwright test marked test.fail() (expected to fail) is not allowed: it counts as failed,
//   not passed, and fails its step. Such a test passes while the behaviour it names is broken, so
//   counting it as passed would make a known bug look green; counting it "correctly" as an
//   expected failure has no place in "N passed, N failed". Fix the behaviour or delete the test;
// - a step that fails for any reason counts at least one failed check.

/** A Vitest JSON report's counts and failed tests. */
export function vitestCounts(json) {
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
    failures: (json.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => ({ title: test.fullName, message: (test.failureMessages ?? []).join('\n') })),
    ),
  };
}

/** Every test of a Playwright JSON report, with its title path. */
function playwrightTests(json) {
  const tests = [];
  const walk = (suite, path) => {
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        tests.push({
          test,
          title: `[${test.projectName}] ${[...path, spec.title].filter(Boolean).join(' › ')}:${spec.line}`,
        });
  };
  for (const suite of json.suites ?? []) walk(suite, [suite.title]);
  return tests;
}

/** A Playwright JSON report's failed tests (final attempt failed, or passed only on a retry). */
export function playwrightFailures(json) {
  return playwrightTests(json)
    .filter(({ test }) => test.status === 'unexpected' || test.status === 'flaky')
    .map(({ test, title }) => {
      const failed = (test.results ?? []).find((result) => result.status !== 'passed');
      return { title, message: (failed?.errors ?? []).map((error) => error.message ?? '').join('\n') };
    });
}

/**
 * A Playwright JSON report's counts. A test marked test.fail() that failed as marked is in the
 * report's `expected` count: it is moved to failed here (and listed); one that passed is already
 * `unexpected`. `flakyFails`: a test that passed only on a retry counts as failed, not passed.
 */
export function playwrightCounts(json, { flakyFails = false } = {}) {
  const stats = json.stats ?? {};
  const marked = playwrightTests(json).filter(({ test }) => test.expectedStatus === 'failed');
  const failedAsMarked = marked.filter(({ test }) => test.status === 'expected');
  const flaky = stats.flaky ?? 0;
  return {
    passed: (stats.expected ?? 0) - failedAsMarked.length + (flakyFails ? 0 : flaky),
    failed: (stats.unexpected ?? 0) + failedAsMarked.length + (flakyFails ? flaky : 0),
    skipped: stats.skipped ?? 0,
    expectedToFail: marked.length,
    failures: [
      ...playwrightFailures(json),
      ...failedAsMarked.map(({ title }) => ({
        title,
        message: 'marked test.fail(): it passes only while the behaviour it names is broken',
      })),
    ],
  };
}

/**
 * The engines run's report (tests/engines/run.ts): one entry per journey × engine × width. A run
 * that ended before it had run every planned one (`expected`) counts each missing one as failed,
 * so an engine that stopped half way cannot look green.
 */
export function enginesCounts(json) {
  if (!Array.isArray(json.tests) || !Number.isInteger(json.expected))
    throw new Error('no tests list or expected count');
  const failed = json.tests.filter((test) => test.status !== 'passed');
  const passed = json.tests.length - failed.length;
  const missing = Math.max(0, json.expected - json.tests.length);
  return {
    passed,
    failed: failed.length + missing,
    skipped: 0,
    failures: [
      ...failed.map((test) => ({
        title: `[${test.engine} ${test.width}px] ${test.journey}`,
        message: test.error ?? `status ${test.status}`,
      })),
      ...(missing > 0
        ? [
            {
              title: 'engines',
              message: `${missing} of ${json.expected} planned runs never reported${json.error ? `: ${json.error}` : ''}`,
            },
          ]
        : []),
    ],
  };
}

const isCount = (value) => Number.isInteger(value) && value >= 0;

/**
 * What a step's run amounts to.
 * @param step      the step from test-steps.mjs (name, report?: { file, parse })
 * @param status    the runner's exit code, or 'timeout'
 * @param report    the report file as found: { text } | { missing: true } | { error: string }
 *                  (ignored for a step without a report)
 * @param timeoutMs the step's time limit (for the note when it was killed)
 */
export function stepResult(step, status, report, timeoutMs) {
  const notes = [];
  if (status === 'timeout')
    notes.push(
      `killed after ${timeoutMs / 1000}s: over its time limit (raise timeoutMs in scripts/test-steps.mjs if it is not hung)`,
    );
  else if (status !== 0) notes.push(`exit code ${status}`);
  let ok = status === 0;
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  let failures = [];
  if (step.report) {
    const where = `.test-results/${step.report.file}`;
    const parsed = readReport(step.report, report, where);
    if (parsed.problem) {
      ok = false;
      counts = { passed: 0, failed: 1, skipped: 0 };
      notes.push(parsed.problem);
    } else {
      const { passed, failed, skipped, expectedToFail } = parsed.counts;
      counts = { passed, failed, skipped };
      failures = parsed.counts.failures ?? [];
      if (status !== 0 && failed === 0) {
        // A runner that crashed after writing a report still fails its step.
        counts.failed = 1;
        notes.push('no failed test in its report');
      }
      if (expectedToFail > 0) {
        ok = false;
        notes.push(
          `${expectedToFail} marked test.fail(): a test must pass to count (fix the behaviour, or remove the test)`,
        );
      }
    }
  }
  if (counts.skipped > 0) {
    ok = false;
    notes.push(`${counts.skipped} skipped: every test must run (remove the skip or the test)`);
  }
  if (counts.failed > 0) ok = false;
  // The summary line says a failed step failed, whatever the reason.
  if (!ok && counts.failed === 0) counts.failed = 1;
  return { ok, ...counts, notes, failures };
}

/** The report's counts, or the problem that makes it unusable. */
function readReport({ parse }, report, where) {
  if (!report || report.missing) return { problem: `no report: ${where} was not written` };
  if (report.error !== undefined) return { problem: `unreadable report ${where}: ${report.error}` };
  let json;
  try {
    json = JSON.parse(report.text);
  } catch (error) {
    return { problem: `unreadable report ${where} (not JSON, or cut short): ${error.message}` };
  }
  let counts;
  try {
    counts = parse(json);
  } catch (error) {
    return { problem: `unreadable report ${where} (not the runner's shape): ${error.message}` };
  }
  const wrong = ['passed', 'failed', 'skipped'].filter((key) => !isCount(counts?.[key]));
  if (wrong.length > 0)
    return { problem: `unreadable report ${where}: no test counts (${wrong.join(', ')})` };
  return { counts: { ...counts, expectedToFail: counts.expectedToFail ?? 0 } };
}
