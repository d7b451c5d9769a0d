// Issue 6 acceptance: login, logout and re-login; the forgotten-password flow end to end through
// the back end's test outbox; the links between the account dialogs — in every brand.
import { freshPlayer, lastMailTo } from './support/accounts.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';

test.describe('login', () => {
  test('log in, log out, log in again; the last login is remembered', async ({ page, brand }) => {
    const player = await freshPlayer(brand.id);
    await page.goto('/');
    await page.getByTestId('header-login').click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Required').first()).toBeVisible();
    await checkA11y(page, 'login with errors');
    await dialog.getByLabel('E-mail', { exact: true }).fill(player.email);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByTestId('login-error')).toHaveText('Wrong e-mail or password');
    await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(player.email);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('lastLoginDate'),
      localStorage.getItem('lastLoginIp'),
      localStorage.getItem('lastLoginLocation'),
    ]);
    expect(stored[0]).not.toBeNull();
    expect(stored[1], 'the last login IP').toMatch(/^[\da-f.:]+$/i);
    expect(stored[2]).toBe('MT');

    await page.getByTestId('profile-menu-button').click();
    await page.getByTestId('nav-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await page.getByTestId('header-login').click();
    await dialog.getByLabel('E-mail', { exact: true }).fill(player.email);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('the login dialog leads to registration and to the forgotten-password form', async ({ page }) => {
    await page.goto('/?modal=login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/modal=registration/);
    const registration = page.getByRole('dialog', { name: 'Create account' });
    await registration.getByRole('button', { name: 'Log in' }).click();
    await login.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
    await checkA11y(page, 'forgot password');
  });

  test('forgotten password end to end: link by e-mail, new password with the rules, then log in', async ({
    page,
    brand,
  }) => {
    const player = await freshPlayer(brand.id);
    await page.goto('/?modal=forgot-password');
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByText('Required')).toBeVisible();
    await forgot.getByLabel('E-mail', { exact: true }).fill(player.email);
    await forgot.getByRole('button', { name: 'Send reset link' }).click();
    await expect(forgot.getByTestId('forgot-sent')).toHaveText(
      'If an account exists for this e-mail, we have sent a link to reset your password.',
    );
    await checkA11y(page, 'reset link sent');

    const mail = await lastMailTo(player.email);
    const link = /(http\S+modal=reset-password&token=[\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(link, mail?.body).toBeTruthy();
    const path = new URL(link as string);
    await page.goto(`${path.pathname}${path.search}`);
    const reset = page.getByRole('dialog', { name: 'Choose a new password' });
    await expect(page).toHaveURL(/token=/);
    const next = reset.getByLabel('New password', { exact: true });
    const repeat = reset.getByLabel('Repeat the new password', { exact: true });
    await next.fill('abc');
    await repeat.fill('abd');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(reset.getByText(/^Must be at least \d+ characters$/)).toBeVisible();
    await expect(reset.getByText('Passwords must match')).toBeVisible();
    await checkA11y(page, 'reset password with errors');
    await next.fill('Renewed123!Aa');
    await repeat.fill('Renewed123!Aa');
    await reset.getByRole('button', { name: 'Save new password' }).click();

    // Spec 2: after a password reset the player goes to /casino?modal=login.
    await expect(page).toHaveURL(/\/casino\?modal=login$/);
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(
      login.getByText('Your password has been reset. Log in with your new password.'),
    ).toBeVisible();
    await login.getByLabel('E-mail', { exact: true }).fill(player.email);
    await login.getByLabel('Password', { exact: true }).fill('Renewed123!Aa');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();

    // The link works once (a second browser session, so no logout notice gets in the way).
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${path.pathname}${path.search}`);
    await next.fill('Another123!Aa');
    await repeat.fill('Another123!Aa');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    await expect(reset.getByTestId('reset-error')).toHaveText(
      'This password reset link has expired or was already used.',
    );
    await reset.getByRole('button', { name: 'Send me a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });
});
