// How the e2e shards split the work: by time, not by Playwright's file order. Playwright's own
// `--shard` cuts the ordered list of files into equal counts, so one shard got every long money
// and responsible-gaming flow of the default brand while the other rendered short pages. Here the
// unit of work is one spec file in one project (one brand or width); its weight is its duration in
// the last recorded run (tests/e2e-durations.json, refreshed by `pnpm e2e:durations` from a full
// run's report), and a file the record does not know yet weighs its test count times the median
// time per test. The heaviest unit goes to the least loaded shard first (longest processing time
// first), and each shard runs exactly its units through Playwright's `--test-list`.

/** The separator Playwright's --test-list reads between project, file and titles. */
const separator = ' › ';

/** `[project] › file`: one unit's key in the durations record and its line in a test list. */
export const unitKey = ({ project, file }) => `[${project}]${separator}${file}`;

/** Every spec of a Playwright JSON report (the --list report has specs without results). */
function* specsOf(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) yield { file: suite.file ?? spec.file, spec };
    yield* specsOf(suite.suites);
  }
}

/**
 * The units of a Playwright JSON report: one per spec file and project, with how many tests it
 * holds and how long they took (the sum of their results' durations, 0 in a --list report).
 */
export function unitsOf(report) {
  const units = new Map();
  for (const { file, spec } of specsOf(report.suites)) {
    for (const test of spec.tests ?? []) {
      const unit = { project: test.projectName, file: spec.file ?? file };
      const key = unitKey(unit);
      const entry = units.get(key) ?? { ...unit, tests: 0, durationMs: 0 };
      entry.tests += 1;
      entry.durationMs += (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      units.set(key, entry);
    }
  }
  return [...units.values()];
}

/** The durations record a full run's report gives: `[project] › file` → milliseconds. */
export function durationsOf(report) {
  const record = {};
  for (const unit of unitsOf(report).sort((a, b) => unitKey(a).localeCompare(unitKey(b)))) {
    record[unitKey(unit)] = Math.round(unit.durationMs);
  }
  return record;
}

/** The weight of each unit: its recorded duration, or its test count × the median per test. */
export function weigh(units, durations) {
  const perTest = units
    .filter((unit) => durations[unitKey(unit)] !== undefined && unit.tests > 0)
    .map((unit) => durations[unitKey(unit)] / unit.tests)
    .sort((a, b) => a - b);
  // With no record at all every test weighs the same: the split is then by test count.
  const median = perTest.length > 0 ? perTest[Math.floor(perTest.length / 2)] : 1;
  return units.map((unit) => ({ ...unit, weightMs: durations[unitKey(unit)] ?? unit.tests * median }));
}

/**
 * Longest processing time first: the heaviest unit to the least loaded shard. Ties go to the
 * lower shard and units of equal weight keep their key order, so the plan is deterministic.
 */
export function planShards(weighted, shardCount) {
  /** @type {{ units: typeof weighted, weightMs: number }[]} */
  const shards = Array.from({ length: shardCount }, () => ({ units: [], weightMs: 0 }));
  const order = [...weighted].sort((a, b) => b.weightMs - a.weightMs || unitKey(a).localeCompare(unitKey(b)));
  for (const unit of order) {
    const lightest = shards.reduce((best, shard) => (shard.weightMs < best.weightMs ? shard : best));
    lightest.units.push(unit);
    lightest.weightMs += unit.weightMs;
  }
  return shards;
}

/** A shard's --test-list file: one `[project] › file` line per unit (whole file in that project). */
export const testListOf = (shard) => `${shard.units.map(unitKey).join('\n')}\n`;
