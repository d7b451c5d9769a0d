// Issue 29: a player whose wallet is in USDT (a code Intl does not know as a currency) saw only
// "Something went wrong on this page" on every page. Signed in as the crypto demo player, every
// page of the route table and every registered modal (tests/e2e/support/surfaces.json, kept in
// step with the app's registry by a unit test) must render without an error screen, a failed
// slot or an uncaught error, and USDT amounts must show with their decimals.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRouteTable, type NavigationSystem, type PageKey, pathFor } from '@casino/layout-engine';
import type { Page } from '@playwright/test';
import { apiUrl, type BrandData, brandOrigin } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

interface Surfaces {
  pages: { key: PageKey; audience: string }[];
  modals: { name: string; audience: string }[];
}
type PageUrls = Parameters<typeof buildRouteTable>[1];
const surfaces = JSON.parse(
  readFileSync(join(import.meta.dirname, 'support/surfaces.json'), 'utf8'),
) as Surfaces;

async function getJson<T>(path: string, brandId: string, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    headers: { origin: brandOrigin(brandId), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.status, `${path}`).toBe(200);
  return (await response.json()) as T;
}

/** Every page's address in this brand, from the layout engine's route table, parameters filled. */
async function pageAddresses(brand: BrandData, token: string) {
  // settings2 is the settings object itself (seeded from brand.json `settings`, with `pageUrls`).
  const settings = await getJson<{ navigationSystem?: NavigationSystem; pageUrlSetup?: PageUrls }>(
    '/api/core/casino/settings2',
    brand.id,
  );
  const brandPageUrls = (brand as BrandData & { pageUrls?: PageUrls }).pageUrls ?? [];
  const table = buildRouteTable(
    settings.navigationSystem ?? brand.navigation.system,
    brandPageUrls,
    settings.pageUrlSetup ?? [],
  );
  const { data: games } = await getJson<{ data: { games: { rows: { slug: string }[] } } }>(
    '/api/games?category=slots&limit=1',
    brand.id,
  );
  const details = await getJson<{ user: { uuid: string } }>('/api/user/get-user-details', brand.id, token);
  const game = games.games.rows[0]?.slug ?? '';
  expect(game).not.toBe('');
  return surfaces.pages.map(({ key }) => {
    const path = pathFor(table, key, { game, player: details.user.uuid, '*': game });
    return { label: `page ${key}`, address: path };
  });
}

/** Navigates inside the running app (the router follows popstate), as a link would. */
async function goInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** Waits until the page has no request in flight and nothing says it is busy. */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await expect
    .poll(
      async () =>
        inFlight() === 0 &&
        (await page.locator('[aria-busy="true"]').count()) === 0 &&
        (await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(true))))),
      { message: 'the page settles (no request in flight, nothing busy)' },
    )
    .toBe(true);
}

test('a USDT-wallet player reaches every page and modal without an error screen', async ({
  page,
  brand,
  backend,
}) => {
  test.setTimeout(240_000);
  const token = await backend.login('crypto@demo.casino');
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(`${page.url()}: ${error.message}`));
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  const done = () => {
    requests -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // The live connection is a WebSocket (not a request), so every counted request ends.
  const inFlight = () => requests;

  await page.goto(`/?at=${token}`);
  const balance = page.getByTestId('balance');
  await expect(balance).toContainText('750.12345678');
  await expect(balance).toContainText('USDT');

  const addresses = [
    ...(await pageAddresses(brand, token)),
    ...surfaces.modals.map(({ name }) => ({ label: `modal ${name}`, address: `/casino?modal=${name}` })),
  ];
  const problems: string[] = [];
  for (const { label, address } of addresses) {
    await goInApp(page, address);
    await settled(page, inFlight);
    const errorScreens = await page
      .getByRole('heading', { name: /^Something went wrong/ })
      .or(page.locator('[data-slot-error]'))
      .allInnerTexts();
    if (errorScreens.length) problems.push(`${label} (${address}): ${errorScreens.join(' | ')}`);
    // Every amount in the wallet's currency names it and keeps its digits.
    for (const text of await page.locator('data[data-currency="USDT"]').allInnerTexts())
      if (!/^-?[\d,.]+ USDT$/.test(text.trim())) problems.push(`${label}: USDT amount shown as "${text}"`);
  }
  expect(problems).toEqual([]);
  expect(uncaught).toEqual([]);
});

test('USDT amounts show their decimals in the header, the cashier and the transactions', async ({
  page,
  backend,
}) => {
  const token = await backend.login('crypto@demo.casino');
  await page.goto(`/withdraw?at=${token}`);
  await expect(page.getByTestId('balance')).toHaveText(/750\.12345678\sUSDT/);
  // The cashier states what can be paid out in the wallet's currency, all eight decimals kept.
  await expect(
    page
      .locator('main')
      .getByText(/750\.12345678\sUSDT/)
      .first(),
  ).toBeVisible();
  await goInApp(page, '/profile/transactions');
  // The two seeded deposits of 500.12345 USDT each, trimmed of trailing zeros (spec 9).
  await expect(page.locator('main').getByText(/500\.12345\sUSDT/)).toHaveCount(2);
});
