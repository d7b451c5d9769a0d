// The pure part of tests/run-e2e.mjs's ending: the Playwright JSON reports of its runs (the
// shards and the production project) merged into the one report `pnpm test` reads
// (.test-results/e2e.json). A run whose report is missing or is not a Playwright report counts as
// one failed test, with its reason among the report's errors, so the summary never reads green
// for tests that did not report. No files: run-e2e reads each report and hands over its text.

/**
 * @param {{ what: string, code: number, text?: string, error?: string }[]} runs
 *   each run's name, exit code and its report's text (or why there is none)
 */
export function mergeReports(runs) {
  /** @typedef {{ startTime?: string, duration: number, expected: number, skipped: number, unexpected: number, flaky: number }} Stats */
  /** @type {{ config: unknown, suites: unknown[], errors: unknown[], stats: Stats | undefined }} */
  const merged = { config: undefined, suites: [], errors: [], stats: undefined };
  let missing = 0;
  for (const run of runs) {
    let report;
    try {
      if (run.text === undefined) throw new Error(run.error ?? 'no report');
      report = JSON.parse(run.text);
      if (!Array.isArray(report?.suites) || !Number.isInteger(report?.stats?.expected))
        throw new Error('not a Playwright JSON report (no suites or stats)');
    } catch (error) {
      missing += 1;
      merged.errors.push({
        message: `${run.what} wrote no readable report (exit ${run.code}): ${error.message}`,
      });
      continue;
    }
    merged.config ??= report.config;
    merged.suites.push(...report.suites);
    merged.errors.push(...(report.errors ?? []));
    const stats = report.stats;
    if (!merged.stats) {
      merged.stats = { ...stats };
      continue;
    }
    // ISO times: the earlier sorts first; the run lasts until the last one ends.
    const startTime = [merged.stats.startTime, stats.startTime].sort()[0];
    const end = Math.max(
      Date.parse(merged.stats.startTime ?? startTime) + merged.stats.duration,
      Date.parse(stats.startTime) + stats.duration,
    );
    merged.stats = {
      startTime,
      duration: end - Date.parse(startTime),
      expected: merged.stats.expected + stats.expected,
      skipped: merged.stats.skipped + stats.skipped,
      unexpected: merged.stats.unexpected + stats.unexpected,
      flaky: merged.stats.flaky + stats.flaky,
    };
  }
  const stats = merged.stats ?? { expected: 0, skipped: 0, unexpected: 0, flaky: 0, duration: 0 };
  stats.unexpected += missing;
  merged.stats = stats;
  return merged;
}
