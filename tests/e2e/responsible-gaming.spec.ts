// Issue 16, responsible gaming against the reference back end: the limits page, the session time
// limit dialog, self-exclusion and the account freeze in every brand (render, axe, keyboard);
// the flows no brand setting changes in the default brand only, with the back end's test clock.
import type { Page } from '@playwright/test';
import { apiUrl } from './support/env.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { type Player, signUp } from './support/players.ts';

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
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
const moveClock = (advanceMs: number) => api('POST', '/__test/clock', undefined, { advanceMs });
const resetClock = () => api('DELETE', '/__test/clock');

/** A new adult player (spins need a date of birth on record) with money to play. */
async function adult(backend: Parameters<typeof signUp>[0], brand: string): Promise<Player> {
  const player = await signUp(backend, brand, { dateOfBirth: '1990-01-01' });
  await backend.patchUser(player.userId, { balance: 100, isEmailVerified: true });
  return player;
}

/** The reference back end's own demo slot. */
const gameSlug = 'reference-fruits';

const limitRow = (page: Page, id: string) => page.getByTestId(`limit-${id}`);

test.describe('every brand', () => {
  test('limits, session time dialog, self-exclusion and freeze render, pass axe and work by keyboard', async ({
    page,
    brand,
    backend,
  }) => {
    test.setTimeout(120_000);
    const player = await signUp(backend, brand.id);
    await page.goto(`/profile2/limits?at=${player.token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('monthly-winnings')).toContainText(
      'Disabling it applies standard restrictions',
    );
    await checkA11y(page, 'limits page');

    // Keyboard only: a daily deposit limit typed and saved with Enter.
    const daily = limitRow(page, 'deposit-daily');
    await daily.getByLabel('Daily · Deposit limits').focus();
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await expect(daily).toContainText('Current: €50.00');

    // The session time dialog, reached by keyboard from the limits page.
    await page.getByTestId('open-session-time-limit').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Session time limit' });
    await expect(dialog.getByLabel('Session time')).toBeVisible();
    await checkA11y(page, 'session time limit dialog');
    await dialog.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(dialog).toHaveCount(0);

    // Self-exclusion's confirmation step (not confirmed here).
    await page.getByRole('radio', { name: '1 week' }).check();
    await page.getByRole('button', { name: 'Self-exclude' }).press('Enter');
    await expect(page.getByTestId('confirm-step')).toContainText('You will be logged out now');
    await checkA11y(page, 'self-exclusion confirmation');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/profile2/freeze-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Freeze account' })).toBeVisible();
    await page.getByRole('radio', { name: '3 Days' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Freeze account' }).press('Enter');
    await expect(page.getByTestId('confirm-step')).toContainText('Every open session ends now');
    await checkA11y(page, 'freeze confirmation');
  });
});

test.describe('flows', { tag: '@default-brand' }, () => {
  test('a self-excluded player sees the end date on the lobby and no Deposit action', async ({
    page,
    backend,
  }) => {
    const token = await backend.login('excluded@demo.casino');
    await page.goto(`/casino?at=${token}`);
    await expect(page.getByTestId('balance')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('self-exclusion-notice').first()).toContainText(
      /You are self-excluded until \w+ \d{1,2}, \d{4}\./,
    );
    await expect(page.getByTestId('header-deposit')).toHaveCount(0);
  });

  test.afterEach(async () => {
    await resetClock();
  });

  test('a daily deposit limit refuses a deposit over it with PAYMENT_LIMIT_THRESHOLD', async ({
    page,
    brand,
    backend,
  }) => {
    // The deposit UI is another branch's (features/deposit): the deposit goes through the API.
    const player = await adult(backend, brand.id);
    await page.goto(`/profile2/limits?at=${player.token}`);
    const daily = limitRow(page, 'deposit-daily');
    await daily.getByLabel('Daily · Deposit limits').fill('20');
    await daily.getByRole('button', { name: 'Save' }).click();
    await expect(daily).toContainText('Current: €20.00');
    const refused = await api('POST', '/api/user/deposit', player.token, {
      paymentMethodId: 1,
      amount: 30,
      card: { number: '4242 4242 4242 4242', holder: 'E2E Player', expiry: '12/39', cvc: '123' },
    });
    expect(refused.body?.error?.code).toBe('PAYMENT_LIMIT_THRESHOLD');
  });

  test('a bet limit changes once an hour: the second change says when the next is possible', async ({
    page,
    brand,
    backend,
  }) => {
    const player = await signUp(backend, brand.id);
    await page.goto(`/profile2/limits?at=${player.token}`);
    const row = limitRow(page, 'bet-daily');
    await row.getByLabel('Daily · Bet limits').fill('100');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Current: €100.00');
    await row.getByLabel('Daily · Bet limits').fill('80');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText(
      /A bet limit can be changed once per hour\. The next change is possible at .+ on .+\./,
    );
  });

  test('loosening a limit shows the pending value and when it takes effect', async ({
    page,
    brand,
    backend,
  }) => {
    const player = await signUp(backend, brand.id);
    await page.goto(`/profile2/limits?at=${player.token}`);
    const row = limitRow(page, 'loss-weekly');
    await row.getByLabel('Weekly · Loss limits').fill('40');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Current: €40.00');
    await row.getByLabel('Weekly · Loss limits').fill('90');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toContainText('Current: €40.00');
    await expect(page.getByTestId('limit-loss-weekly-pending')).toContainText(
      /Changes to €90\.00 on .+ at .+/,
    );
  });

  test('each bad session time shows its message; a 10-minute limit ends the session with the modal', async ({
    page,
    brand,
    backend,
  }) => {
    test.setTimeout(90_000);
    const player = await signUp(backend, brand.id);
    await page.goto(`/profile2/limits?modal=session-time-limit&at=${player.token}`);
    const dialog = page.getByRole('dialog', { name: 'Session time limit' });
    const cases: [string, string, string][] = [
      ['9', 'minutes', 'Session time must be at least 10 minutes'],
      ['43201', 'minutes', 'Session time cannot exceed 30 days'],
      ['721', 'hours', 'Maximum 720 hours (30 days) allowed'],
      ['31', 'days', 'Maximum 30 days allowed'],
    ];
    for (const [value, unit, message] of cases) {
      await dialog.getByLabel('Session time').fill(value);
      await dialog.getByLabel('Unit').selectOption(unit);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Session time').fill('10');
    await dialog.getByLabel('Unit').selectOption('minutes');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Session time limit updated.');

    await moveClock(11 * 60_000);
    // The moved clock ends the session and the server tells the socket at once (as its 15-second
    // sweep would); the app signs out and explains on the next click.
    await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
    await page.locator('body').click();
    const ended = page.getByRole('dialog', { name: 'Logged Out' });
    await expect(ended).toContainText('Your session time limit has been reached');
  });

  test('self-exclusion for 1 hour logs out; logging in again offers only withdrawal', async ({
    page,
    brand,
    backend,
  }) => {
    const player = await adult(backend, brand.id);
    await page.goto(`/profile2/limits?at=${player.token}`);
    await page.getByRole('radio', { name: '1 hour', exact: true }).check();
    await page.getByRole('button', { name: 'Self-exclude' }).click();
    await page.getByRole('button', { name: 'Yes, confirm' }).click();
    // The exit is a page that says until when and what remains possible, then signs out.
    await expect(page).toHaveURL(/\/account-paused\?pause=exclusion&until=/);
    const paused = page.getByTestId('account-paused');
    await expect(paused.getByRole('heading', { level: 1 })).toHaveText('You are self-excluded');
    await expect(paused.getByTestId('paused-until')).toHaveText(
      /^You are self-excluded until \w+ \d{1,2}, \d{4}\. You can only withdraw until then\.$/,
    );
    await expect(paused).toContainText('You can still log in to withdraw your balance.');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await checkA11y(page, 'account paused (self-exclusion)');
    // A click does not cover the explanation with a "Logged Out" notice.
    await page.locator('main').click();
    await expect(page.getByRole('dialog', { name: 'Logged Out' })).toHaveCount(0);

    await paused.getByRole('link', { name: 'Log in to withdraw' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail', { exact: true }).fill(player.email);
    await login.getByLabel('Password', { exact: true }).fill(player.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    const notice = page.getByTestId('self-exclusion-notice').first();
    await expect(notice).toContainText(/You are self-excluded until .+\. You can only withdraw until then\./);
    await expect(notice.getByRole('link', { name: 'Withdraw' })).toBeVisible();
    // The header offers no Deposit to an excluded player (the balance and the account menu stay).
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByTestId('header-deposit')).toHaveCount(0);
    // Real-money play says why it is unavailable instead of launching.
    await page.goto(`/play/${gameSlug}`);
    const playNotice = page.locator('main').getByTestId('self-exclusion-notice');
    await expect(playNotice).toContainText('This is not available while you are self-excluded.');
    await expect(page.locator('iframe')).toHaveCount(0);
    // So do promotions and rewards: no offer reaches an excluded player.
    for (const path of ['/promotions', '/profile2/my-bonuses', '/cashback']) {
      await page.goto(path);
      await expect(page.locator('main').getByTestId('self-exclusion-notice')).toContainText(
        'This is not available while you are self-excluded.',
      );
    }
    // Everything else is refused by the server.
    const token = await backend.login(player.email);
    expect((await api('POST', '/api/user/game-launch', token, { gameId: 1 })).body?.error?.code).toBe(
      'SELF_EXCLUDED',
    );
    expect(
      (await api('POST', '/api/user/deposit', token, { paymentMethodId: 3, amount: 10 })).body?.error?.code,
    ).toBe('SELF_EXCLUDED');
  });

  test('freezing in one tab logs the second tab out by the live event; login then says until when', async ({
    page,
    context,
    brand,
    backend,
  }) => {
    const player = await signUp(backend, brand.id);
    await page.goto(`/profile2/freeze-account?at=${player.token}`);
    // The first tab has taken the link's session before the second opens with it.
    await expect(page.getByRole('heading', { level: 1, name: 'Freeze account' })).toBeVisible({
      timeout: 20_000,
    });
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.getByTestId('balance')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('radio', { name: '1 Day (24h)' }).check();
    await page.getByRole('button', { name: 'Freeze account' }).click();
    await page.getByRole('button', { name: 'Yes, confirm' }).click();
    await expect(second.getByTestId('header-login')).toBeVisible();

    // This tab ends on the confirmation page: frozen until when, and what remains possible.
    await expect(page).toHaveURL(/\/account-paused\?pause=freeze&until=/);
    const paused = page.getByTestId('account-paused');
    await expect(paused.getByRole('heading', { level: 1 })).toHaveText('Your account is frozen');
    const until = new Date(new URL(page.url()).searchParams.get('until') ?? '');
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(until);
    await expect(paused.getByTestId('paused-until')).toContainText(`Your account is frozen until ${day}, `);
    await expect(paused).toContainText('once the freeze ends you can log in again and withdraw');
    await expect(page.getByTestId('header-login')).toBeVisible();
    await checkA11y(page, 'account paused (freeze)');
    // Not covered by a "Logged Out" notice: this page is the explanation.
    await page.locator('main').click();
    await expect(page.getByRole('dialog', { name: 'Logged Out' })).toHaveCount(0);

    await page.getByTestId('header-login').click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail', { exact: true }).fill(player.email);
    await login.getByLabel('Password', { exact: true }).fill(player.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toContainText(/Your account is frozen until .+/);
  });

  test('a 15-minute reality check after two spins and 15 minutes shows the time and the net position', async ({
    page,
    brand,
    backend,
  }) => {
    test.setTimeout(90_000);
    const restore = await backend.setSetting('showSessionClock', true);
    const player = await adult(backend, brand.id);
    await page.addInitScript(() => window.localStorage.setItem('realityCheckInterval', '15'));
    await page.goto(`/?at=${player.token}`);
    const clock = page.getByTestId('session-clock');
    await expect(clock).toBeVisible();
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '');

    const game = (await api('POST', '/api/user/game-launch', player.token, { gameId: 1 })).body.data
      .sessionId;
    // A loss, then two hearts (2×) on 1.50: stakes 3.00, wins 3.00.
    await api('POST', '/__test/next-spins', undefined, {
      reels: [
        ['7', '★', '♦'],
        ['♥', '♥', '7'],
      ],
    });
    for (let i = 0; i < 2; i += 1)
      expect(
        (await api('POST', '/api/demo-game/spin', undefined, { sessionId: game, bet: '1.50' })).status,
      ).toBe(200);
    await moveClock(15 * 60_000);
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeVisible({ timeout: 30_000 });
    await expect(check).toContainText('You have been playing for 15 minutes.');
    // Stakes 3.00, wins 3.00 (the second spin paid 2× 1.50): net 0.00.
    await expect(check.getByTestId('reality-net')).toHaveText('€0.00');
    await expect(check).toContainText('€3.00');
    await checkA11y(page, 'reality check');
    await check.getByRole('button', { name: 'Continue' }).click();
    await expect(check).toHaveCount(0);
    await restore();
  });
});
