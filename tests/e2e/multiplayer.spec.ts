// Issue 17, multiplayer away status (spec 4): two players in two browsers at one dice table. The
// back end's test clock stands in for the minutes: A goes away after 5 minutes without input, A's
// turn is skipped while B plays on, a click brings A back, and after 30 minutes away A loses the
// seat; B sees each step live. Every brand renders the page (lobby, table, away) under axe.
import type { Browser, Page } from '@playwright/test';
import { freshPlayer } from './support/accounts.ts';
import { apiUrl } from './support/env.ts';
import { type Backend, checkA11y, expect, test } from './support/fixtures.ts';

const minute = 60_000;
const tableName = 'High Roll 1';

async function api(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}
const moveClock = (advanceMs: number) => api('POST', '/__test/clock', undefined, { advanceMs });

test.beforeEach(async () => {
  await api('DELETE', '/__test/multiplayer');
});
test.afterEach(async () => {
  await api('DELETE', '/__test/clock');
  await api('DELETE', '/__test/multiplayer');
});

async function player(backend: Backend, brandId: string) {
  const account = await freshPlayer(brandId);
  return backend.login(account.email, account.password);
}

/** A player's own browser on /multiplayer, seated at the first table through the page. */
async function seatedPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/multiplayer?at=${token}`);
  await page.getByRole('button', { name: `Take a seat at ${tableName}` }).click();
  await expect(page.getByTestId('multiplayer-table')).toBeVisible();
  return page;
}

const nicknameOf = async (token: string): Promise<string> => {
  const { data } = await api('GET', '/api/multiplayer/tables/1', token);
  const seat = data.table.seats.find(
    (s: { player: { playerId: string } | null }) => s.player?.playerId === data.playerId,
  );
  return seat.player.nickname as string;
};

const roundOf = async (page: Page) =>
  (await page
    .getByTestId('multiplayer-table')
    .getByText(/^Round \d+$/)
    .textContent()) ?? '';

/** Moves the test clock and waits until the page has heard the table move on (a new round). */
async function moveClockSeenBy(page: Page, advanceMs: number) {
  const before = await roundOf(page);
  await moveClock(advanceMs);
  await expect.poll(() => roundOf(page)).not.toBe(before);
}

/** A click on the page (not on a game action) is input: the page reports it to the server. */
async function clickPage(page: Page) {
  const reported = page.waitForResponse((r) => /\/api\/multiplayer\/tables\/\d+\/back$/.test(r.url()));
  await page.getByRole('heading', { level: 1, name: 'Dice tables' }).click();
  expect((await reported).ok()).toBe(true);
}

test('the dice table, its turn timer and the away notice in this brand (axe)', async ({
  page,
  brand,
  backend,
}) => {
  const restore = await backend.setSetting('inactivitySessionTimeout', 600);
  const token = await player(backend, brand.id);
  const other = await player(backend, brand.id);
  await page.goto(`/multiplayer?at=${token}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Tables' })).toBeVisible();
  await checkA11y(page, 'multiplayer tables');

  await page.getByRole('button', { name: `Take a seat at ${tableName}` }).click();
  const table = page.getByTestId('multiplayer-table');
  // Seated first (seat 1, the first turn), then the other player sits down.
  await expect(table).toBeVisible();
  await api('POST', '/api/multiplayer/tables/1/join', other);
  await expect(table.getByTestId('multiplayer-turn')).toContainText('Your turn');
  await expect(table.getByRole('timer')).toBeVisible();
  await checkA11y(page, 'multiplayer table, your turn');

  await table.getByRole('button', { name: 'Step away' }).click();
  await expect(page.getByTestId('multiplayer-away-notice')).toContainText('You are away');
  await expect(table.getByTestId('multiplayer-seat-0')).toContainText('Away');
  await checkA11y(page, 'multiplayer table, away');
  await page.getByRole('button', { name: "I'm back" }).click();
  await expect(page.getByTestId('multiplayer-away-notice')).toHaveCount(0);
  await restore();
});

test('A goes away after 5 minutes idle, A’s turn is skipped, a click returns A, 30 minutes away removes A', {
  tag: '@default-brand',
}, async ({ browser, brand, backend }) => {
  test.slow();
  // Sessions outlive the test's 40 minutes of moved clock (the idle logout is not under test).
  await backend.setSetting('inactivitySessionTimeout', 600);
  const tokenA = await player(backend, brand.id);
  const tokenB = await player(backend, brand.id);
  const a = await seatedPage(browser, tokenA);
  const b = await seatedPage(browser, tokenB);
  const nameA = await nicknameOf(tokenA);
  const seatA = (page: Page) => page.getByTestId('multiplayer-seat-0');
  await expect(seatA(b)).toContainText(nameA);
  await expect(a.getByTestId('multiplayer-turn')).toContainText('Your turn');
  await expect(b.getByTestId('multiplayer-turn')).toContainText(`${nameA}'s turn`);

  // 4 minutes: turns time out, nobody is away yet; B clicks, A does nothing.
  await moveClockSeenBy(b, 4 * minute);
  await expect(seatA(b)).not.toContainText('Away');
  await clickPage(b);
  // 5 minutes without input from A: A is away, for A and for B; B is not.
  await moveClock(minute + 2_000);
  await expect(a.getByTestId('multiplayer-away-notice')).toContainText('You are away');
  await expect(seatA(b)).toContainText('Away');
  await expect(b.getByTestId('multiplayer-seat-1')).not.toContainText('Away');

  // B plays; the round comes round to A, whose turn is skipped: B has the turn again.
  await b.getByTestId('multiplayer-roll').click();
  await expect(b.getByTestId('multiplayer-events')).toContainText(`${nameA}'s turn was skipped: away`);
  await expect(b.getByTestId('multiplayer-turn')).toContainText('Your turn');
  await expect(a.getByTestId('multiplayer-roll')).toBeDisabled();

  // A click anywhere brings A back, and B sees it.
  await clickPage(a);
  await expect(a.getByTestId('multiplayer-away-notice')).toHaveCount(0);
  await expect(seatA(b)).not.toContainText('Away');
  await expect(b.getByTestId('multiplayer-events')).toContainText(`${nameA} is back`);

  // A idles again: away after 5 minutes (B keeps clicking), removed 30 minutes after that.
  await moveClockSeenBy(b, 4 * minute);
  await clickPage(b);
  await moveClock(minute + 2_000);
  await expect(seatA(b)).toContainText('Away');
  await moveClock(30 * minute);
  await expect(a.getByTestId('multiplayer-removed')).toContainText('lost your seat');
  await expect(a.getByTestId('multiplayer-table')).toHaveCount(0);
  await expect(b.getByTestId('multiplayer-events')).toContainText(
    `${nameA} was removed after 30 minutes away`,
  );
  await expect(seatA(b)).toHaveCount(0);
  await expect(b.getByTestId('multiplayer-table').getByText('Free seat')).toHaveCount(3);
  await a.context().close();
  await b.context().close();
});
