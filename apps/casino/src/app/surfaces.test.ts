// The pages and modals a player can reach, as the e2e sweeps read them (tests/e2e/support/
// surfaces.json): written from the registry, so a page or modal added without being swept fails
// here. After adding one, run `UPDATE_SURFACES=1 pnpm exec vitest run apps/casino/src/app/surfaces.test.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { registry } from './registry.ts';

const file = join(import.meta.dirname, '../../../../tests/e2e/support/surfaces.json');

function currentSurfaces() {
  return {
    pages: [...registry.pages.values()]
      .map((page) => ({ key: page.key, audience: page.audience ?? 'any' }))
      .sort((a, b) => a.key.localeCompare(b.key)),
    modals: [...registry.modals.entries()]
      .map(([name, modal]) => ({ name, audience: modal.audience ?? 'any' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

it('tests/e2e/support/surfaces.json lists every registered page and modal', () => {
  const current = currentSurfaces();
  if (process.env.UPDATE_SURFACES) writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
  expect(JSON.parse(readFileSync(file, 'utf8')), 'stale: see the comment at the top of this test').toEqual(
    current,
  );
});
