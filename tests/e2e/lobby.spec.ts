// The lobby (issue 13): /casino with its categories and rows, search, filters and sort in the
// address, the provider pages, Recently played. Pages render and pass axe in every brand; the
// flows whose logic no brand setting changes run in the default brand only.
import type { Page } from '@playwright/test';
import { apiUrl } from './support/env.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';

interface ApiGame {
  id: number;
  slug: string;
  name: string;
  providerName: string;
  providerSlug: string;
  returnToPlayer: number;
}
interface ApiProvider {
  slug: string;
  name: string;
  gamesCount: number;
}

async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path} → ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const resultCount = (page: Page) => page.getByTestId('lobby-result-count');

test('the lobby shows its categories and rows, the category and provider pages render, and the menu links the casino', async ({
  page,
}) => {
  // Three pages of up to 40 filters and dozens of cards, each checked by axe, on a shared machine.
  test.slow();
  await page.goto('/casino');
  await expect(page.getByRole('heading', { level: 1, name: 'Casino' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Game categories' });
  for (const name of ['All games', 'Slots', 'Live casino', 'Popular games', 'New games'])
    await expect(categories.getByRole('link', { name })).toBeVisible();
  for (const row of ['slots', 'live', 'popular', 'new'])
    await expect(
      page.getByTestId(`lobby-row-category-${row}`).locator('[data-part="game-card"]').first(),
    ).toBeVisible();
  // The brands' main menu offers the casino pages now that they exist (it shrank to Contacts before).
  for (const name of ['Casino', 'Live casino', 'Slots'])
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeAttached();
  await checkA11y(page, 'lobby');

  await page
    .getByTestId('lobby-row-category-slots')
    .getByRole('link', { name: /See all/ })
    .click();
  await expect(page).toHaveURL(/\/casino\/slots$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(resultCount(page)).toContainText(/\d+ games/);
  await checkA11y(page, 'slots grid');

  await page.goto('/providers');
  const providers = page.getByTestId('provider-list').getByRole('link');
  await expect(providers).toHaveCount(40);
  await providers.first().click();
  await expect(page).toHaveURL(/\/providers\?provider=/);
  await expect(resultCount(page)).toContainText(/\d+ games?/);
  await checkA11y(page, 'provider page');
});

test('/casino?modal=login shows the lobby behind the login dialog', async ({ page }) => {
  await page.goto('/casino?modal=login');
  // The dialog's code loads after the app's own: allow for a busy CI machine.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Casino', includeHidden: true })).toBeAttached();
  await expect(page.getByText('Oops! This page is missing.')).toHaveCount(0);
  await checkA11y(page, 'lobby behind the login dialog');
});

test('keyboard only: search, a filter and a game’s Play are reached with Tab and Enter', async ({ page }) => {
  await page.goto('/casino/slots');
  await expect(resultCount(page)).toContainText(/\d+ games/, { timeout: 20_000 });
  // The focused element as "name attribute|accessible label" (aria-label, else its label's text,
  // else its own text).
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      const label =
        element?.getAttribute('aria-label') ??
        element?.labels?.[0]?.textContent?.trim() ??
        element?.textContent?.trim() ??
        '';
      return `${element?.getAttribute('name') ?? ''}|${label}`;
    });
  const tabTo = async (match: RegExp, limit = 60) => {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      if (match.test(now)) return now;
    }
    throw new Error(`Tab never reached ${match}`);
  };
  await tabTo(/^q\|/);
  await page.keyboard.type('fruit');
  await expect(page).toHaveURL(/q=fruit/);
  // On a phone the filters open in a drawer; on a wide screen they sit beside the results.
  const phone = (page.viewportSize()?.width ?? 0) < 1024;
  if (phone) {
    await tabTo(/\|Filters/, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  }
  await tabTo(/\|Sort by/, 10);
  // A select changes with the arrow keys; the filter lands in the address.
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/sort=newest/);
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
  }
  await tabTo(/\|Play /, 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/play\//);
});

test('search by part of a seeded game’s name finds it, and an empty search suggests popular games', {
  tag: '@default-brand',
}, async ({ page }) => {
  await page.goto('/casino');
  await page.getByRole('searchbox', { name: 'Search games and providers' }).fill('ference FRU');
  await expect(page).toHaveURL(/q=ference(\+|%20)FRU/);
  await expect(page.getByRole('link', { name: 'Reference Fruits' }).first()).toBeVisible();
  // Once the results have settled, their thumbnails load (held back only while the player types).
  const found = page.locator('[data-part="game-grid"] [data-part="game-card"]', {
    hasText: 'Reference Fruits',
  });
  await expect
    .poll(() =>
      found
        .first()
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.getByRole('searchbox', { name: 'Search games and providers' }).fill('zzqqxx no such game');
  await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
  await expect(
    page.getByTestId('lobby-popular-suggestions').locator('[data-part="game-card"]').first(),
  ).toBeVisible();
  await checkA11y(page, 'search without results');
});

test('filter by a provider and a minimum RTP: only matching games, the address reproduces the view, Back removes the last filter', {
  tag: '@default-brand',
}, async ({ page }) => {
  const { data } = await api<{ data: { providers: ApiProvider[] } }>('/api/games/providers');
  const provider = [...data.providers].sort((a, b) => b.gamesCount - a.gamesCount)[0] as ApiProvider;
  const expected = await api<{ data: { games: { count: number; rows: ApiGame[] } } }>(
    `/api/games?providers=${provider.slug}&rtpMin=96&limit=200`,
  );
  const unfiltered = await api<{ data: { games: { count: number } } }>(
    `/api/games?providers=${provider.slug}&limit=1`,
  );
  expect(expected.data.games.count).toBeGreaterThan(0);
  expect(expected.data.games.count).toBeLessThan(unfiltered.data.games.count);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/casino');
  const filters = page.getByTestId('lobby-filters');
  // The box follows the address (a navigation): click, then expect it ticked.
  await filters.getByLabel(new RegExp(`^${provider.name} \\(`)).click();
  await expect(filters.getByLabel(new RegExp(`^${provider.name} \\(`))).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`provider=${provider.slug}`));
  await expect(resultCount(page)).toHaveText(`${unfiltered.data.games.count} games`);
  const rtp = filters.getByRole('group', { name: /^Return to player/ });
  await rtp.getByLabel('Minimum').fill('96');
  await rtp.getByLabel('Minimum').press('Enter');
  await expect(page).toHaveURL(/rtpMin=96/);
  await expect(resultCount(page)).toHaveText(`${expected.data.games.count} games`);
  // The results grid's cards (the lobby's rows stay in the page, hidden, while results show).
  const shown = async () =>
    page
      .locator('[data-part="game-grid"] [data-part="game-card"]')
      .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
  const cards = await shown();
  expect(cards.length).toBeGreaterThan(0);
  for (const text of cards) expect(text).toContain(provider.name);
  const allowed = new Set(expected.data.games.rows.map((g) => g.name));
  for (const text of cards)
    expect(
      [...allowed].some((name) => text.includes(name)),
      text,
    ).toBe(true);

  await page.reload();
  await expect(resultCount(page)).toHaveText(`${expected.data.games.count} games`);
  await expect(filters.getByLabel(new RegExp(`^${provider.name} \\(`))).toBeChecked();
  await expect(rtp.getByLabel('Minimum')).toHaveValue('96');

  await page.goBack();
  await expect(page).not.toHaveURL(/rtpMin/);
  await expect(page).toHaveURL(new RegExp(`provider=${provider.slug}`));
  await expect(resultCount(page)).toHaveText(`${unfiltered.data.games.count} games`);
  await expect(page.getByTestId('lobby-active-filters').getByRole('button')).toHaveCount(1);
});

test('a player’s two last games lead the Recently played row, newest first', {
  tag: '@default-brand',
}, async ({ page, backend }) => {
  const token = await backend.login('depositor@demo.casino');
  const { data } = await api<{ data: { games: { rows: ApiGame[] } } }>(
    '/api/games?category=slots&sort=rtp&limit=20',
  );
  const [first, second] = data.games.rows.filter((g) => g.id !== 1);
  if (!first || !second) throw new Error('not enough games');
  for (const game of [first, second])
    await api('/api/user/game-launch', { method: 'POST', token, body: { gameId: game.id, demo: false } });
  await page.goto(`/casino?at=${token}`);
  const row = page.getByTestId('lobby-row-recent');
  // The row follows the login from the address, then the recent games: allow for a busy machine.
  await expect(row.locator('[data-part="game-card"]').nth(1)).toBeVisible({ timeout: 20_000 });
  const titles = await row
    .locator('[data-part="game-card"]')
    .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.textContent ?? ''));
  expect(titles[0]).toContain(second.name);
  expect(titles[1]).toContain(first.name);
});
