// Issue 15, the calendars and the accumulator: the bonus calendar modal, the rakeback calendar
// (/cashback and ?modal=rakeback) with its claims, a guest's demo calendar, and the daily
// accumulator where the brand has it (and nowhere where it does not).
import type { Page } from '@playwright/test';
import { freshPlayer } from './support/accounts.ts';
import { apiUrl } from './support/env.ts';
import { type Backend, checkA11y, expect, test } from './support/fixtures.ts';

// The calendars read "today" in the browser's zone and the back end seeds its days in UTC.
test.use({ timezoneId: 'UTC' });
// Each test boots the app several times and checks axe on pages of 28 calendar days: on the shared
// 2-core machine a boot alone took up to 15 s (measured in the traces), so the first wait after a
// navigation gets `booted` and the tests more time.
test.describe.configure({ timeout: 120_000 });
const booted = { timeout: 30_000 };

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface RakebackDay {
  canClaimDate: string;
  amount: string;
  paidAt: string | null;
}

const rakebackDays = async (token: string) =>
  (
    await api<{ data: { days: RakebackDay[] } }>(
      'GET',
      '/api/admin/get-rakeback-days?timeZone=UTC',
      undefined,
      token,
    )
  ).data.days;

/** A new player with a deposit, a date of birth (the demo slot asks for one) and 100 to play with. */
async function depositingPlayer(backend: Backend, brandId: string): Promise<{ token: string }> {
  const player = await freshPlayer(brandId);
  const token = await backend.login(player.email, player.password);
  await backend.patchUser(await backend.userIdOf(token), { depositCount: 1, balance: 100 });
  return { token };
}

const walletOf = async (token: string) =>
  (
    await api<{ wallet: { balance: string; currencyCode: string } }>(
      'GET',
      '/api/user/get-user-details',
      undefined,
      token,
    )
  ).wallet;

/** Exact decimal strings of two places as hundredths (no float sums). */
const cents = (amount: string) => {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** One losing real-money spin of the demo slot as the token's player. */
async function losingSpin(token: string, bet: number): Promise<void> {
  await api('POST', '/__test/next-spins', { reels: [['♣', '♠', '♦']] });
  const launch = await api<{ data: { sessionId: string } }>(
    'POST',
    '/api/user/game-launch',
    { gameId: 1 },
    token,
  );
  await api('POST', '/api/demo-game/spin', { sessionId: launch.data.sessionId, bet });
}

const claimButtons = (page: Page) => page.getByRole('button', { name: /^Claim / });

test('the bonus calendar modal renders and passes axe', async ({ page }) => {
  await page.goto('/?modal=calendar');
  const calendar = page.getByRole('dialog', { name: 'Bonus calendar' });
  await expect(calendar.getByRole('table', { name: 'Bonus calendar' }).getByRole('cell')).toHaveCount(
    28,
    booted,
  );
  await checkA11y(page, 'bonus calendar modal');
});

test('the cashback page renders and passes axe, for a guest and for a player', async ({ page, backend }) => {
  await page.goto('/cashback');
  await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible(booted);
  await expect(page.getByTestId('rakeback-demo')).toBeVisible(booted);
  await checkA11y(page, 'cashback page, guest');

  const token = await backend.login('depositor@demo.casino');
  await page.goto(`/cashback?at=${token}`);
  const carousel = page.getByRole('region', { name: 'Rakeback calendar' });
  // The carousel holds the grid's 4 weeks.
  await expect(carousel.getByRole('group')).toHaveCount(28, booted);
  await checkA11y(page, 'cashback page, player');
});

test('View all opens the rakeback calendar modal over the cashback page; it passes axe', async ({
  page,
  backend,
}) => {
  const token = await backend.login('depositor@demo.casino');
  await page.goto(`/cashback?at=${token}`);
  await page.evaluate(() => {
    (window as unknown as { rewardsMarker: string }).rewardsMarker = 'same document';
  });
  await page.getByRole('link', { name: 'View all' }).click(booted);
  const rakeback = page.getByRole('dialog', { name: 'Rakeback calendar' });
  await expect(rakeback.getByRole('table', { name: 'Rakeback calendar' }).getByRole('cell')).toHaveCount(
    28,
    booted,
  );
  await expect(page).toHaveURL(/\/cashback\?modal=rakeback$/);
  // In-app navigation: no reload.
  expect(await page.evaluate(() => (window as unknown as { rewardsMarker?: string }).rewardsMarker)).toBe(
    'same document',
  );
  await checkA11y(page, 'rakeback calendar modal');
});

test('the accumulator shows where the brand has it and nowhere where it does not', async ({
  page,
  brand,
  backend,
}) => {
  const shown = (brand as unknown as { features: { accumulatorCard: boolean } }).features.accumulatorCard;
  const token = await backend.login('depositor@demo.casino');
  await page.goto(`/cashback?at=${token}`);
  await expect(page.getByRole('region', { name: 'Rakeback calendar' })).toBeVisible(booted);
  await expect(page.getByTestId('accumulator-banner')).toHaveCount(shown ? 1 : 0);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible(booted);
  await expect(page.getByTestId('profile-bonus-calendar')).toBeVisible(booted);
  await expect(page.getByTestId('accumulator-card')).toHaveCount(shown ? 1 : 0);
  await page.getByTestId('profile-menu-button').click();
  await expect(page.getByTestId('accumulator-menu')).toHaveCount(shown ? 1 : 0);
  await expect(page.getByTestId('accumulator-countdown')).toHaveCount(shown ? 2 : 0);
  if (shown) await checkA11y(page, 'profile with the accumulator card and the Rewards block');
});

test('the bonus calendar shows 28 days Monday first with today’s title cut at 35 characters', {
  tag: '@default-brand',
}, async ({ page }) => {
  const weekday = new Date().getUTCDay();
  const answer = await api<{
    data: { bonus: { rows: { name: string; banner?: { bannerTitle: string } }[] } };
  }>('GET', `/api/admin/get-all-bonus?dayOfWeek=${weekday}&limit=1`);
  const row = answer.data.bonus.rows[0];
  const title = row?.banner?.bannerTitle || row?.name || '';
  expect(Array.from(title).length, 'the seeded promotion is longer than the cut').toBeGreaterThan(35);
  const cut = `${Array.from(title).slice(0, 35).join('').trimEnd()}…`;

  await page.goto('/?modal=calendar');
  const table = page
    .getByRole('dialog', { name: 'Bonus calendar' })
    .getByRole('table', { name: 'Bonus calendar' });
  await expect(table.getByRole('columnheader')).toHaveText(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
  await expect(table.getByRole('cell')).toHaveCount(28);
  const today = table.locator('td[aria-current="date"]');
  await expect(today).toContainText(cut);
  await expect(today).not.toContainText(title);
  // The first row starts on this week's Monday: every day before today is opened.
  await expect(table.getByRole('img', { name: 'Opened' })).toHaveCount((weekday + 6) % 7);
});

test('depositor@demo.casino claims today’s rakeback: the success modal with amount and currency, the day turns claimed', {
  tag: '@default-brand',
}, async ({ page, backend }) => {
  const token = await backend.login('depositor@demo.casino');
  const today = (await rakebackDays(token)).find((day) => day.canClaimDate === todayUtc());
  expect(today?.paidAt ?? null).toBeNull();
  const amount = today?.amount ?? '0';
  const { currencyCode } = await walletOf(token);

  await page.goto(`/?modal=rakeback&at=${token}`);
  const dialog = page.getByRole('dialog', { name: 'Rakeback calendar' });
  const todayCell = dialog.locator('td[aria-current="date"]');
  await todayCell.getByRole('button', { name: /^Claim / }).click();
  const success = page.getByRole('dialog', { name: 'Rakeback claimed' });
  const shown = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currencyCode,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(Number(amount));
  await expect(success).toContainText(shown);
  await expect(success).toContainText(`(${currencyCode})`);
  await checkA11y(page, 'rakeback claimed');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(todayCell).toContainText('Claimed');
  await expect(todayCell.getByRole('button', { name: /^Claim / })).toHaveCount(0);
  expect((await rakebackDays(token)).find((day) => day.canClaimDate === todayUtc())?.paidAt).not.toBeNull();
});

test('a double click on Claim pays once', { tag: '@default-brand' }, async ({ page, brand, backend }) => {
  const player = await depositingPlayer(backend, brand.id);
  // A stake accrues rakeback on today's day (1 %), so today has something to claim.
  await losingSpin(player.token, 10);
  const before = await walletOf(player.token);
  await page.goto(`/?modal=rakeback&at=${player.token}`);
  const todayCell = page
    .getByRole('dialog', { name: 'Rakeback calendar' })
    .locator('td[aria-current="date"]');
  const amount =
    (await rakebackDays(player.token)).find((day) => day.canClaimDate === todayUtc())?.amount ?? '0';
  expect(cents(amount)).toBeGreaterThan(0);
  await todayCell.getByRole('button', { name: /^Claim / }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Rakeback claimed' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Rakeback not claimed' })).toHaveCount(0);
  const after = await walletOf(player.token);
  expect(cents(after.balance) - cents(before.balance)).toBe(cents(amount));
});

test('a guest sees the demo rakeback calendar without a claim button', { tag: '@default-brand' }, async ({
  page,
}) => {
  await page.goto('/?modal=rakeback');
  const dialog = page.getByRole('dialog', { name: 'Rakeback calendar' });
  await expect(dialog.getByTestId('rakeback-demo')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Rakeback calendar' }).getByRole('cell')).toHaveCount(28);
  await expect(claimButtons(page)).toHaveCount(0);
  await checkA11y(page, 'guest demo rakeback calendar');
});

test('the accumulator counts down to the next half hour and rises with a spin’s live event', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await depositingPlayer(backend, brand.id);
  await page.clock.install();
  await page.goto(`/cashback?at=${player.token}`);
  const banner = page.getByTestId('accumulator-banner');
  // Minutes and seconds with their units (issue 35: "12:00" read as a time of day).
  await expect(banner.getByTestId('accumulator-countdown')).toHaveText(
    /^([1-3]?\d min)?( ?[1-5]?\d sec)?$/,
    booted,
  );
  // The browser's clock 5 s before the last :00 or :30 (back in time, so no session timer fires).
  const halfHour = 30 * 60 * 1000;
  await page.clock.setSystemTime(Math.floor(Date.now() / halfHour) * halfHour - 5_000);
  await page.clock.runFor(1_000);
  await expect(banner.getByTestId('accumulator-countdown')).toHaveText(/^[0-5] sec$/);
  // At 0 the award is asked for again, once, and the countdown starts the next half hour.
  const refreshed = page.waitForRequest((request) => request.url().includes('/api/user/calendar-award'));
  await page.clock.runFor(6_000);
  await refreshed;
  await expect(banner.getByTestId('accumulator-countdown')).toHaveText(/^(30 min|29 min 5\d sec)$/);

  // From here the award's answer never changes (every poll gets the first one): only the
  // live debit event can move the amount.
  const amount = banner.getByTestId('accumulator-amount');
  const first = await amount.getAttribute('data-amount');
  const frozen = JSON.stringify(await api('GET', '/api/user/calendar-award', undefined, player.token));
  await page.route('**/api/user/calendar-award', async (route) =>
    // The real answer's headers (CORS) with the first answer's body.
    route.fulfill({ response: await route.fetch(), body: frozen }),
  );
  await losingSpin(player.token, 20);
  await expect
    .poll(async () => cents((await amount.getAttribute('data-amount')) ?? '0'))
    .toBeGreaterThan(cents(first ?? '0'));
});

test('the cashback page’s rakeback carousel opens on today, not a week back', {
  tag: '@default-brand',
}, async ({ page, backend }) => {
  const token = await backend.login('depositor@demo.casino');
  await page.goto(`/cashback?at=${token}`);
  const carousel = page.getByRole('region', { name: 'Rakeback calendar' });
  await expect(carousel.getByRole('group')).toHaveCount(28, booted);
  const today = carousel.getByRole('group').filter({ has: page.locator('[data-relation="today"]') });
  await expect(today).toBeInViewport();
  // Today's slide sits at the track's leading edge (the carousel scrolls there once measured).
  await expect
    .poll(() =>
      today.evaluate((slide) => {
        const track = slide.parentElement?.getBoundingClientRect();
        return Math.abs(slide.getBoundingClientRect().left - (track?.left ?? Number.NaN));
      }),
    )
    .toBeLessThanOrEqual(1);
});

/** Waits out the end of a half hour when it is near, so one test's claim window cannot close under it. */
async function clearOfHalfHour(margin: number): Promise<void> {
  const halfHour = 30 * 60 * 1000;
  const left = halfHour - (Date.now() % halfHour);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 2_000));
}

test('the accumulator’s Claim button is there only while a claim is possible; never “Claim €0.00”', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  test.setTimeout(300_000);
  await clearOfHalfHour(150_000);
  const player = await depositingPlayer(backend, brand.id);
  await page.goto(`/cashback?at=${player.token}`);
  const banner = page.getByTestId('accumulator-banner');
  await expect(banner).toBeVisible(booted);
  // Nothing played yet today: nothing to claim, no button, and when the next payout comes.
  await expect(banner.getByTestId('accumulator-amount')).toHaveAttribute('data-amount', '0.00');
  await expect(banner.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  await expect(banner).toContainText(/Claim in \d+ (min|sec)/);

  // A losing spin: something to claim, an enabled button, and "Next payout in" beside it.
  await losingSpin(player.token, 10);
  const claim = banner.getByRole('button', { name: /^Claim / });
  await expect(claim).toBeEnabled({ timeout: 30_000 });
  await expect(banner).toContainText(/Next payout in \d+ (min|sec)/);
  const before = await walletOf(player.token);
  await claim.click();
  await expect(banner.getByRole('status')).toContainText('added to your balance');
  await expect(banner.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  await expect(banner).toContainText(/Claim in \d+ (min|sec)/);
  await expect(page.getByText(/Claim €0\.00/)).toHaveCount(0);
  expect(cents((await walletOf(player.token)).balance)).toBeGreaterThan(cents(before.balance));

  // Played again in the same half hour: winnings build up, but the back end takes one claim per
  // half hour, so there is still no button (it would answer RETRY_PERIOD).
  await losingSpin(player.token, 20);
  const amount = banner.getByTestId('accumulator-amount');
  await expect
    .poll(async () => cents((await amount.getAttribute('data-amount')) ?? '0'), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect(banner.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  await expect(banner).toContainText(/Claim in \d+ (min|sec)/);
  // The account menu's Rewards block agrees.
  await page.getByTestId('profile-menu-button').click();
  const menu = page.getByTestId('accumulator-menu');
  await expect(menu).toContainText(/Claim in \d+ (min|sec)/);
  await expect(menu.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
});
