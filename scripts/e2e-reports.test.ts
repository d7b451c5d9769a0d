import { describe, expect, it } from 'vitest';
import { mergeReports } from './e2e-reports.mjs';
import { playwrightCounts } from './test-report.mjs';

const report = (
  startTime: string,
  duration: number,
  counts: Partial<Record<string, number>>,
  title: string,
) =>
  JSON.stringify({
    config: { title },
    suites: [{ title, specs: [] }],
    errors: [],
    stats: { startTime, duration, expected: 0, skipped: 0, unexpected: 0, flaky: 0, ...counts },
  });

describe('mergeReports', () => {
  it('adds up the shards and the production project, from the first start to the last end', () => {
    const merged = mergeReports([
      { what: 'shard 1/2', code: 0, text: report('2026-11-28T10:00:00.000Z', 60_000, { expected: 10 }, 'a') },
      {
        what: 'shard 2/2',
        code: 1,
        text: report('2026-11-28T10:00:01.000Z', 50_000, { expected: 8, unexpected: 1 }, 'b'),
      },
      {
        what: 'the production project',
        code: 0,
        text: report('2026-11-28T10:01:00.000Z', 40_000, { expected: 4 }, 'production'),
      },
    ]);
    expect(merged.suites).toHaveLength(3);
    expect(merged.stats).toMatchObject({ expected: 22, unexpected: 1, skipped: 0, flaky: 0 });
    expect(merged.stats.startTime).toBe('2026-11-28T10:00:00.000Z');
    expect(merged.stats.duration).toBe(100_000);
    expect(playwrightCounts(merged)).toMatchObject({ passed: 22, failed: 1, skipped: 0 });
  });

  it('counts a run without a readable report as a failed test, and says why', () => {
    const merged = mergeReports([
      { what: 'shard 1/2', code: 0, text: report('2026-11-28T10:00:00.000Z', 1000, { expected: 3 }, 'a') },
      { what: 'the production project', code: 1, error: 'ENOENT: no such file' },
      { what: 'shard 2/2', code: 1, text: '{"suites": [' },
      { what: 'shard 3/3', code: 0, text: '{"hello": 1}' },
    ]);
    expect(merged.stats).toMatchObject({ expected: 3, unexpected: 3 });
    expect(merged.errors.map((error) => error.message)).toEqual([
      'the production project wrote no readable report (exit 1): ENOENT: no such file',
      expect.stringMatching(/^shard 2\/2 wrote no readable report \(exit 1\): /),
      'shard 3/3 wrote no readable report (exit 0): not a Playwright JSON report (no suites or stats)',
    ]);
    expect(playwrightCounts(merged)).toMatchObject({ passed: 3, failed: 3 });
  });

  it('with no report at all, counts each run as failed', () => {
    const merged = mergeReports([{ what: 'shard 1/1', code: 1, error: 'missing' }]);
    expect(merged.stats).toMatchObject({ expected: 0, unexpected: 1 });
  });
});
