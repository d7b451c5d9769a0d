// Promotions, bonuses, coupons, the VIP club, refer-a-friend and the onboarding tour (issue 15).
// Pages render and pass axe in every brand; the flows whose rules no brand setting changes (the
// one-active-bonus rule, a coupon once, the referral copy, the tour once) run in the default brand.
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { signUp } from './support/players.ts';

const referAFriendOn = (brand: object) =>
  (brand as { features?: { referAFriend?: boolean } }).features?.referAFriend !== false;

/** Where the brand serves a page: its `pageUrls` override, else the default path. */
const pagePath = (brand: object, key: string, fallback: string) =>
  (brand as { pageUrls?: { key: string; href: string }[] }).pageUrls?.find((entry) => entry.key === key)
    ?.href ?? fallback;

/** Two animation frames: whatever the app starts after its first paint has started. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );

test('the promotions list arrives prerendered with its data, and one promotion opens from it', async ({
  page,
  brand,
}) => {
  // The app server's HTML already holds page 1 of the promotions (not a skeleton), at the brand's
  // path for the page (lulu moves it to /offers).
  const html = await (await page.goto(pagePath(brand, 'promotions', '/promotions')))?.text();
  expect(html).toContain('<div id="prerender" inert aria-hidden="true">');
  expect(html).toContain('Welcome Bonus 100% up to 500');

  // The machine running e2e may be loaded: the app's first render gets more than the default 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible({ timeout: 30_000 });
  const list = page.getByTestId('promotion-list');
  const welcome = list.locator('article[data-promotion-id="1"]');
  await expect(welcome.getByRole('heading', { name: 'Welcome Bonus 100% up to 500' })).toBeVisible();
  // spec 3 display fields of a deposit bonus.
  await expect(welcome.locator('[data-fact="depositPercent"]')).toContainText('100% of your deposit');
  await expect(welcome.locator('[data-fact="maxBonus"]')).toContainText('500.00');
  await expect(welcome.locator('[data-fact="wageringType"]')).toContainText(
    'Real money first, then bonus money',
  );
  const spins = list.locator('article[data-promotion-id="3"]');
  await expect(spins.locator('[data-fact="freeSpins"]')).toContainText('50 free spins');
  await expect(page.getByRole('link', { name: 'Log in to activate' }).first()).toBeVisible();
  await checkA11y(page, 'promotions');

  await page.getByRole('button', { name: 'Free spins', exact: true }).click();
  await expect(page).toHaveURL(/type=freespins/);
  await expect(list.locator('article[data-promotion-type="deposit"]')).toHaveCount(0);
  await expect(list.locator('article[data-promotion-type="freespins"]').first()).toBeVisible();

  await spins.getByRole('link', { name: '50 Free Spins on Reference Fruits' }).click();
  await expect(page).toHaveURL(/\/promotion\?id=3$/);
  const one = page.getByTestId('promotion-page');
  await expect(
    one.getByRole('heading', { level: 1, name: '50 Free Spins on Reference Fruits' }),
  ).toBeVisible();
  await expect(one.locator('[data-fact="wagering"]')).toContainText('20× the bonus');
  await checkA11y(page, 'one promotion');
});

test('a player sees their VIP level, next level, progress and rewards, the levels behind a disclosure, and refer-a-friend where the brand has it', async ({
  page,
  brand,
  backend,
}) => {
  const token = await backend.login('depositor@demo.casino');
  await page.goto(`/vip-club?at=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'VIP club' })).toBeVisible({ timeout: 30_000 });
  const level = page.getByTestId('vip-player-level');
  await expect(level).toHaveAttribute('data-level', '6');
  // Named by its group in the table, in every brand (issue 35: lulu said "Silver 6" over a table
  // of "Bronze, levels 1–40").
  await expect(level.getByTestId('vip-level-name')).toHaveText('Silver (level 6)');
  await expect(level.getByTestId('vip-next-level')).toHaveText('Next level: Silver (level 7)');
  // The seeded player: 2,600 points at level 6 (from 2,500) to level 7 (3,600). Bar and label are
  // one figure: 100 of 1,100 points, 9 %.
  const bar = level.getByRole('progressbar', { name: 'Progress to level 7' });
  await expect(bar).toHaveAttribute('aria-valuetext', '100 of 1,100 points');
  expect(Math.round(Number(await bar.getAttribute('aria-valuenow')))).toBe(9);
  await expect(level.getByTestId('vip-current-rewards')).toContainText('Rakeback');
  // The full table waits behind its disclosure; its group holding level 6 is "Silver".
  const levels = page.getByTestId('vip-levels');
  await expect(levels.getByRole('table')).toHaveCount(0);
  await levels.getByText('Levels and rewards').click();
  const current = page.locator('tr[aria-current="true"]');
  await expect(current).toContainText('Silver 6');
  await expect(
    levels.locator('section[data-vip-group]').filter({ has: current }).getByRole('heading', { level: 3 }),
  ).toContainText('Silver');
  if (referAFriendOn(brand)) {
    const refer = page.getByTestId('refer-a-friend');
    // On the brand's own public address (brand data), never the back end's localhost.
    const publicUrl = (brand as { publicUrl?: string }).publicUrl;
    expect(publicUrl, 'the brand names its public address').toMatch(/^https:\/\//);
    await expect(refer.getByTestId('referral-link')).toHaveText(`${publicUrl}/?ref=REF1002`);
    await expect(refer).not.toContainText('localhost');
    await expect(refer.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  } else {
    // The brand has refer-a-friend off: none of it shows.
    await expect(page.getByTestId('refer-a-friend')).toHaveCount(0);
    await expect(page.getByText('Refer a friend')).toHaveCount(0);
  }
  await checkA11y(page, 'VIP club');
});

test('my bonuses shows the active bonus with its wagering, spins left and expiry; the history lists it', async ({
  page,
  backend,
}) => {
  // Two pages with two axe runs: more than 45 s on a loaded machine.
  test.slow();
  const token = await backend.login('bonus@demo.casino');
  await page.goto(`/profile2/my-bonuses?at=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My bonuses' })).toBeVisible({ timeout: 30_000 });
  const active = page.getByTestId('active-bonus');
  await expect(active).toHaveCount(2, { timeout: 30_000 });
  const deposit = active.filter({ hasText: 'Welcome Bonus 100% up to 500' });
  await expect(deposit.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    '€40.00 of €3,500.00 wagered',
  );
  await expect(deposit).toContainText('€3,460.00 left to wager');
  await expect(deposit.getByRole('timer')).toBeVisible();
  await expect(active.filter({ hasText: 'Free Spins' })).toContainText('38 free spins left of 50');
  await checkA11y(page, 'my bonuses');

  await page.goto('/bonuses');
  await expect(page.getByTestId('bonus-history')).toContainText('Welcome Bonus 100% up to 500');
  await checkA11y(page, 'bonus history');
});

test('with a bonus active, the one-at-a-time rule is said first and a second activation shows ACTIVE_BONUS', {
  tag: '@default-brand',
}, async ({ page, backend }) => {
  const token = await backend.login('bonus@demo.casino');
  await page.goto(`/freemoney?at=${token}`);
  const offer = page.locator('article[data-promotion-id="4"]');
  // The notice waits for the player's active bonuses (a third call after details and the list).
  await expect(offer.getByTestId('slot-taken-notice')).toContainText('You have an active bonus', {
    timeout: 30_000,
  });
  await offer.getByRole('button', { name: 'Activate No Deposit 10' }).click();
  const alert = offer.getByRole('alert');
  await expect(alert).toHaveAttribute('data-error-code', 'ACTIVE_BONUS');
  await expect(alert).toHaveText(
    'You already have an active bonus. Only one bonus can be active at a time: finish its wagering or cancel it first.',
  );
});

test('coupon WELCOME10 applies once; the second try is already redeemed; an unknown code is not applied', {
  tag: '@default-brand',
}, async ({ page, backend, brand }) => {
  const player = await signUp(backend, brand.id);
  await page.goto(`/promotions?at=${player.token}`);
  const coupon = page.getByTestId('coupon');
  const field = coupon.getByLabel('Coupon code');
  await field.fill('NOPE-NOT-A-CODE');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('Coupon not applied: this code is not valid.');
  await field.fill('WELCOME10');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByTestId('coupon-applied')).toHaveText(
    'Coupon applied: €10.00 was added to your balance.',
  );
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon.getByRole('alert')).toHaveText('This coupon code has already been redeemed.');
  await expect(field).toHaveValue('WELCOME10');
});

test('the referral link copies', { tag: '@default-brand' }, async ({ page, context, backend }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await backend.login('depositor@demo.casino');
  await page.goto(`/vip?at=${token}`);
  const link = await page.getByTestId('referral-link').textContent();
  expect(link).toContain('?ref=REF1002');
  await page.getByRole('button', { name: 'Copy referral link' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});

test('without showOnboardingTour in the brand, a new player sees no tour on the lobby and no restart on the profile', {
  tag: '@default-brand',
}, async ({ page, backend, brand }) => {
  const player = await signUp(backend, brand.id);
  await page.goto(`/?at=${player.token}`);
  await expect(page.getByTestId('balance')).toBeVisible({ timeout: 30_000 });
  await settle(page);
  await settle(page);
  await expect(page.getByTestId('onboarding-tour')).toHaveCount(0);
  await page.goto('/profile');
  // The profile's other reward actions are there; the tour's restart is not.
  await expect(page.getByTestId('profile-bonus-calendar')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('restart-tour')).toHaveCount(0);
});

test('where the brand offers it, a new player gets the tour on the lobby once: it runs through by keyboard and mouse and stays gone after a reload and on another device', {
  tag: '@default-brand',
}, async ({ page, browser, backend, brand }) => {
  await backend.setSetting('showOnboardingTour', true);
  const player = await signUp(backend, brand.id);
  await page.goto(`/?at=${player.token}`);
  const tour = page.getByRole('dialog');
  await expect(tour).toBeVisible();
  await expect(tour).toHaveAttribute('data-testid', 'onboarding-tour');
  // The step's title takes focus, so a screen reader reads it and the keyboard starts there.
  await expect(tour.getByRole('heading', { level: 2 })).toBeFocused();
  await checkA11y(page, 'onboarding tour');
  const steps: string[] = [];
  for (let guard = 0; guard < 5; guard += 1) {
    steps.push((await tour.getAttribute('data-step')) ?? '');
    const finish = tour.getByRole('button', { name: 'Finish' });
    if (await finish.isVisible()) {
      await finish.focus();
      await page.keyboard.press('Enter');
      break;
    }
    await tour.getByRole('button', { name: 'Next' }).click();
  }
  expect(steps.length).toBeGreaterThan(0);
  expect(new Set(steps).size).toBe(steps.length);
  await expect(tour).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('balance')).toBeVisible();
  await settle(page);
  await settle(page);
  await expect(page.getByTestId('onboarding-tour')).toHaveCount(0);

  // Another device of the same player (a browser with nothing stored): the back end remembers.
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await other.goto(`/?at=${player.token}`);
  await expect(other.getByTestId('balance')).toBeVisible({ timeout: 30_000 });
  await settle(other);
  await settle(other);
  await expect(other.getByTestId('onboarding-tour')).toHaveCount(0);
  await laptop.close();

  // Restartable from the profile: it opens the lobby with the tour again.
  await page.goto('/profile');
  await page.getByTestId('restart-tour').click({ timeout: 30_000 });
  await expect(page.getByTestId('onboarding-tour')).toBeVisible();
});

test('a promotion that starts in 30 days: Activate is disabled and says from when; time left reads in days', {
  tag: '@default-brand',
}, async ({ page, backend, brand }) => {
  const player = await signUp(backend, brand.id);
  let activations = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/user/bonus/activate')) activations++;
  });
  await page.goto(`/promotion?id=9&at=${player.token}`);
  const card = page.locator('article[data-promotion-id="9"]');
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The seed starts it 30 days from the back end's start: days and hours, with their units, and
  // not a live countdown (no "Starts in 719:44:29").
  const timer = card.locator('[data-part="promotion-timer"]');
  await expect(timer).toHaveText(/^Starts in\s*(29|30) days( \d+ hr)?$/);
  await expect(timer.getByRole('timer')).toHaveAttribute('data-live', 'false');
  const activate = page.getByRole('button', { name: 'Activate Next Month Mega Spins' });
  await expect(activate).toBeDisabled();
  const from = page.getByTestId('activate-from');
  await expect(from).toHaveText(
    /^You can activate this bonus from \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M\.$/,
  );
  await expect(activate).toHaveAccessibleDescription(await from.innerText());
  await activate.click({ force: true });
  await settle(page);
  // A tap on the disabled button asks nothing (no "This bonus has not started yet" after it).
  expect(activations).toBe(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkA11y(page, 'promotion not started yet');
});
