// Issue 31 (6): the first-load budgets are a test, not only a benchmark's printout. A guest's
// first visit to `/` and `/casino` in each brand, with nothing cached, downloads at most the
// budget of JavaScript (gzip -9 of every script loaded until the network is idle). Which scripts
// a visit loads is decided by the build, so the figure is the same run after run (the benchmark
// printed identical numbers over its recorded runs); time-based figures stay benchmarks.
import { firstLoadBudgetsKb, firstLoadScripts, kb } from '../shared/firstLoad.ts';
import { expect, test } from './support/fixtures.ts';

for (const [path, budgetKb] of Object.entries(firstLoadBudgetsKb))
  test(`a first visit to ${path} loads at most ${budgetKb} KB of JavaScript (gzip)`, async ({ page }) => {
    const files = await firstLoadScripts(page, path);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const listing = files
      .sort((a, b) => b.gzip - a.gzip)
      .map((file) => `${kb(file.gzip)} ${new URL(file.url).pathname}`)
      .join('\n');
    expect(files.length).toBeGreaterThan(0);
    expect(total, `${kb(total)} over ${budgetKb} KB:\n${listing}`).toBeLessThanOrEqual(budgetKb * 1024);
  });
