// The e2e shard plan: units by file and project, weighed by the record, split longest first.
import { describe, expect, it } from 'vitest';
import { durationsOf, planShards, type Shard, testListOf, unitKey, unitsOf, weigh } from './e2e-shards.mjs';

/** A Playwright JSON report: one top suite per file, nested describes, one test per project. */
const report = (files: Record<string, Record<string, number[]>>) => ({
  suites: Object.entries(files).map(([file, byProject]) => ({
    file,
    specs: [],
    suites: [
      {
        file,
        specs: Object.entries(byProject).flatMap(([project, durations]) =>
          durations.map((duration, index) => ({
            file,
            title: `${project} test ${index}`,
            tests: [{ projectName: project, results: [{ duration }] }],
          })),
        ),
        suites: [],
      },
    ],
  })),
});

describe('e2e shards', () => {
  it('one unit per file and project, with its test count and summed duration', () => {
    const units = unitsOf(report({ 'a.spec.ts': { curacao: [100, 200], lulu: [50] } }));
    expect(units).toEqual([
      { project: 'curacao', file: 'a.spec.ts', tests: 2, durationMs: 300 },
      { project: 'lulu', file: 'a.spec.ts', tests: 1, durationMs: 50 },
    ]);
    expect(durationsOf(report({ 'a.spec.ts': { curacao: [100, 200] } }))).toEqual({
      '[curacao] › a.spec.ts': 300,
    });
  });

  it('splits by recorded time, not by file order: the long flows do not share a shard', () => {
    // In file order the two long files come first; a count split would give them to one shard.
    const listed = report({
      'deposit.spec.ts': { curacao: [0, 0] },
      'responsible.spec.ts': { curacao: [0, 0] },
      'shell.spec.ts': { curacao: [0, 0], lulu: [0, 0] },
    });
    const durations = {
      '[curacao] › deposit.spec.ts': 90_000,
      '[curacao] › responsible.spec.ts': 80_000,
      '[curacao] › shell.spec.ts': 10_000,
      '[lulu] › shell.spec.ts': 10_000,
    };
    const [first, second] = planShards(weigh(unitsOf(listed), durations), 2) as [Shard, Shard];
    // 90 → first, 80 → second, 10 → second (80 < 90), 10 → first (a 90/90 tie goes to the lower).
    expect(first.units.map(unitKey)).toEqual(['[curacao] › deposit.spec.ts', '[lulu] › shell.spec.ts']);
    expect(second.units.map(unitKey)).toEqual([
      '[curacao] › responsible.spec.ts',
      '[curacao] › shell.spec.ts',
    ]);
    expect([first.weightMs, second.weightMs]).toEqual([100_000, 90_000]);
  });

  it('a file the record does not know weighs its test count times the median time per test', () => {
    const units = unitsOf(
      report({ 'old.spec.ts': { curacao: [0, 0] }, 'new.spec.ts': { curacao: [0, 0, 0] } }),
    );
    const weighted = weigh(units, { '[curacao] › old.spec.ts': 4_000 });
    expect(weighted.find((unit) => unit.file === 'new.spec.ts')?.weightMs).toBe(6_000);
  });

  it('every unit is planned exactly once, and each shard list reads as Playwright --test-list lines', () => {
    const units = unitsOf(
      report(
        Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}.spec.ts`, { curacao: [i * 1000] }])),
      ),
    );
    const shards = planShards(weigh(units, durationsOf(report({}))), 2);
    const planned = shards.flatMap((shard) => shard.units.map(unitKey)).sort();
    expect(planned).toEqual(units.map(unitKey).sort());
    expect(testListOf(shards[0] as Shard).split('\n')[0]).toMatch(/^\[curacao\] › f\d\.spec\.ts$/);
  });
});
