// Issue 11's worked example of a feature added as one folder and one registry line: "Resend
// verification e-mail" on the profile overview, in the profile menu and in the expired-link modal,
// calling the back end's resend endpoint (a new link in the test outbox each time).
import { lastMailTo } from './support/accounts.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { signUp } from './support/players.ts';

const mailsTo = async (address: string) => {
  const mail = await lastMailTo(address);
  return mail?.subject === 'Verify your e-mail' ? mail.body : undefined;
};

test('a player with an unverified e-mail gets a new link from the profile and the profile menu', async ({
  page,
  brand,
  backend,
}) => {
  const player = await signUp(backend, brand.id);
  const firstLink = await mailsTo(player.email);
  await page.goto(`/profile?at=${player.token}`);
  const action = page.getByTestId('resend-verification');
  await action.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(action.getByRole('status')).toContainText(player.email);
  await expect.poll(() => mailsTo(player.email)).not.toBe(firstLink);
  await checkA11y(page, 'profile after resending the verification e-mail');

  await page.getByTestId('profile-menu-button').click();
  const reminder = page.getByText('Your e-mail address is not verified yet.');
  await expect(reminder).toBeVisible();
  await checkA11y(page, 'profile menu with the verification reminder');
});

test('the expired-link modal asks a guest to log in and gives a signed-in player a new link', async ({
  page,
  brand,
  backend,
}) => {
  await page.goto('/?modal=verify-email-expired');
  const dialog = page.getByRole('dialog', { name: 'Verification link expired' });
  await expect(dialog.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend verification e-mail' })).toHaveCount(0);
  await checkA11y(page, 'expired verification link, guest');

  const player = await signUp(backend, brand.id);
  const firstLink = await mailsTo(player.email);
  await page.goto(`/?modal=verify-email-expired&at=${player.token}`);
  await dialog.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(dialog.getByRole('status')).toContainText(player.email);
  await expect.poll(() => mailsTo(player.email)).not.toBe(firstLink);
  await checkA11y(page, 'expired verification link, player');
});

test('a verified player sees no resend action', { tag: '@default-brand' }, async ({
  page,
  brand,
  backend,
}) => {
  const player = await signUp(backend, brand.id);
  await backend.patchUser(player.userId, { isEmailVerified: true });
  await page.goto(`/profile?at=${player.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByTestId('resend-verification')).toHaveCount(0);
});
