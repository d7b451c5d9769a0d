// Issue 6 acceptance for the profile, once per brand: the overview, the information form with each
// field lock of spec 5, the update payload, all-fields mode, age bounds, the password change, the
// v2 pages, and a 403 in the middle of a session. Tests that change a player sign up their own.
import type { Page, Request } from '@playwright/test';
import { checkA11y, demoPassword, expect, test } from './support/fixtures.ts';
import { dayYearsAgo, type Player, signUp, updateProfileAs } from './support/players.ts';

// Ages are counted on the player's calendar: pin it to the back end's (UTC).
test.use({ timezoneId: 'UTC' });

const form = (page: Page) => page.getByTestId('profile-form');
const passwordForm = (page: Page) => page.getByTestId('password-form');
const updateButton = (page: Page) => form(page).getByRole('button', { name: 'Update' });
const isUpdate = (request: Request) =>
  request.url().endsWith('/api/user/update-user-details') && request.method() === 'PUT';

/** The edit-profile page of the brand's navigation system (spec 2: /account in panel navigation). */
const editProfilePath = (system: string) => (system === 'panel' ? '/account' : '/profile/edit-profile');

async function openEditProfile(page: Page, player: Player, system: string) {
  await page.goto(`${editProfilePath(system)}?at=${player.token}`);
  await expect(form(page)).toBeVisible();
}

async function logInThroughModal(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

const navigationSystem = (brand: {
  settings: { navigationSystem?: string };
  navigation: { system: string };
}) => brand.settings.navigationSystem ?? brand.navigation.system;

test('a guest on /profile gets the login modal and lands on the overview after logging in', async ({
  page,
  backend,
}) => {
  // The login form logs in on this brand's site only (the back end scopes login to the account's
  // brand); the demo players are the default brand's, so kyc@demo.casino is lent to this brand.
  await backend.lendDemoPlayer('kyc@demo.casino');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\?modal=login$/);
  await logInThroughModal(page, 'kyc@demo.casino', demoPassword);
  await expect(page).toHaveURL(/\/profile$/);
  const overview = page.getByTestId('profile-overview');
  await expect(overview).toContainText('Kim Verified');
  await expect(page.getByTestId('profile-email')).toContainText('kyc@demo.casino');
  await expect(page.getByTestId('profile-email')).toContainText('Verified');
  await expect(page.getByTestId('profile-kyc')).toHaveText('Verified');
  await expect(page.getByTestId('profile-balance')).toContainText(/\d+\.\d{2}/);
  // Stored at login (spec 3 storage keys) and shown here.
  const stored = await page.evaluate(() => ({
    date: localStorage.getItem('lastLoginDate'),
    ip: localStorage.getItem('lastLoginIp'),
  }));
  expect(stored.date).toBeTruthy();
  // The back end always knows the address a login came from (the session's, or this request's).
  expect(stored.ip, 'the last login IP is stored at login').toMatch(/^[\da-f.:]+$/i);
  const lastLogin = page.getByTestId('last-login');
  await expect(lastLogin).not.toContainText('Unknown Unknown Unknown');
  await expect(lastLogin).toContainText(stored.ip as string);
  await checkA11y(page, 'profile overview');
  await overview.getByRole('link', { name: 'Edit profile' }).click();
  await expect(form(page)).toBeVisible();
});

test('edit profile: a fresh player can fill every field; the saved ones lock as spec 5 says', async ({
  page,
  brand,
  backend,
}) => {
  const system = navigationSystem(brand);
  const player = await signUp(backend, brand.id);
  await openEditProfile(page, player, system);
  await checkA11y(page, 'edit profile');
  const f = form(page);
  // Nothing is locked yet; Update waits for a change.
  await expect(f.locator('[data-lock]')).toHaveCount(0);
  await expect(updateButton(page)).toBeDisabled();
  // The 1900-01-01 placeholder shows as today minus 18 years.
  await expect(f.getByLabel('Date of birth')).toHaveValue(dayYearsAgo(18));

  await f.getByLabel('First name').fill('Ada');
  await f.getByLabel('Last name').fill('Lovelace');
  await expect(updateButton(page)).toBeEnabled();
  await f.getByLabel('Country code').selectOption('+356');
  // A phone of its own: a phone (code + number) belongs to one account (issue 12).
  const phone = `21${String(Date.now()).slice(-6)}`;
  await f.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await f.getByLabel('Date of birth').fill('1990-04-12');
  await f.getByLabel('City').fill('Valletta');
  await f.getByLabel('Postal code').fill('VLT 1000');
  await f.getByLabel('Address').fill('1 Merchant Street');
  await f.getByRole('radio', { name: 'Female' }).check();

  const sent = page.waitForRequest(isUpdate);
  await updateButton(page).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneCode: '+356',
    phone,
    dateOfBirth: '1990-04-12',
    city: 'Valletta',
    zipCode: 'VLT 1000',
    address: '1 Merchant Street',
    gender: 'Female',
    updateFrom: 'Update Form',
    onChangeResetKyc: (brand.settings as { onChangeResetKyc?: boolean }).onChangeResetKyc ?? false,
  });
  await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully');

  // User details are fetched again: names, phone, date of birth and country are now locked.
  const lockOf = (field: string) => f.locator(`[data-lock="${field}"]`);
  await expect(lockOf('firstName')).toBeVisible();
  await expect(f.getByLabel('First name')).toHaveAttribute('readonly', '');
  await expect(f.getByLabel('First name')).toHaveAccessibleDescription(/Locked: a name cannot be changed/);
  await expect(f.getByLabel('Last name')).toHaveAttribute('readonly', '');
  await expect(f.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  await expect(lockOf('phone')).toBeVisible();
  await expect(f.getByLabel('Date of birth')).toBeDisabled();
  await expect(f.getByLabel('Date of birth')).toHaveAccessibleDescription(/Locked: the date of birth/);
  await expect(f.getByLabel('Country', { exact: true })).toBeDisabled();
  await expect(lockOf('countryCode')).toContainText('once a date of birth is given');
  // Not yet: the e-mail is unverified and KYC is not approved.
  await expect(f.getByLabel('E-mail')).not.toHaveAttribute('readonly', '');
  await expect(f.getByLabel('Address')).not.toHaveAttribute('readonly', '');
  await checkA11y(page, 'edit profile with locks');

  // A verified e-mail locks the e-mail; an approved KYC locks the address.
  await backend.patchUser(player.userId, { isEmailVerified: true, kycStatus: 'APPROVED' });
  await page.reload();
  await expect(f.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expect(f.getByLabel('E-mail')).toHaveAccessibleDescription(/Locked: your e-mail address is verified/);
  await expect(f.getByLabel('Address')).toHaveAttribute('readonly', '');
  await expect(lockOf('address')).toContainText('after your account is verified');
  // Typing into a locked field changes nothing, so Update stays off.
  await f.getByLabel('First name').press('x');
  await expect(f.getByLabel('First name')).toHaveValue('Ada');
  await expect(updateButton(page)).toBeDisabled();
});

test('a player registered by phone: no e-mail shows as empty and can be added; the phone is locked', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const phone = `79${String(Date.now()).slice(-6)}`;
  const player = await signUp(backend, brand.id, { email: undefined, phoneCode: '+356', phone });
  await openEditProfile(page, player, navigationSystem(brand));
  const f = form(page);
  await expect(f.getByLabel('E-mail')).toHaveValue('');
  await expect(f.getByLabel('E-mail')).not.toHaveAttribute('readonly', '');
  await expect(f.getByRole('textbox', { name: 'Phone' })).toHaveValue(phone);
  await expect(f.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  await expect(f.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
    /Locked: the phone number/,
  );
  // The typing filter of spec 5 drops what an e-mail cannot hold.
  await f.getByLabel('E-mail').pressSequentially('new player@e2e.test');
  await expect(f.getByLabel('E-mail')).toHaveValue('newplayer@e2e.test');
  await f.getByLabel('E-mail').fill('a@b.c');
  await updateButton(page).click();
  await expect(f.getByLabel('E-mail')).toHaveAccessibleDescription('Invalid format');
  const address = `phone-${phone}@e2e.test`;
  await f.getByLabel('E-mail').fill(address);
  const sent = page.waitForRequest(isUpdate);
  await updateButton(page).click();
  expect(((await sent).postDataJSON() as { email: string }).email).toBe(address);
  await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully');
  await expect(f.getByLabel('E-mail')).toHaveValue(address);
});

test('empty values are sent as null, only what changed is sent, and the form follows the saved profile', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await signUp(backend, brand.id);
  await updateProfileAs(player, brand.id, { city: 'Sliema', zipCode: 'SLM 1605' });
  await openEditProfile(page, player, navigationSystem(brand));
  const f = form(page);
  await expect(f.getByLabel('City')).toHaveValue('Sliema');
  await f.getByLabel('City').fill('');
  const sent = page.waitForRequest(isUpdate);
  await updateButton(page).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body.city).toBeNull();
  expect(body.address).toBeNull();
  expect(body.gender).toBe('Not to say');
  // Untouched fields — the stand-in date of birth above all — are not sent.
  expect(body).not.toHaveProperty('dateOfBirth');
  expect(body).not.toHaveProperty('zipCode');
  expect(body).not.toHaveProperty('firstName');
  await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully');
  await expect(f.getByLabel('City')).toHaveValue('');
  await expect(f.getByLabel('Postal code')).toHaveValue('SLM 1605');
  await expect(updateButton(page)).toBeDisabled();
});

test('all-fields mode requires country, city, postal code and address', { tag: '@default-brand' }, async ({
  page,
  brand,
  backend,
}) => {
  await backend.setSetting('formFieldsValidation', true);
  const player = await signUp(backend, brand.id);
  await openEditProfile(page, player, navigationSystem(brand));
  const f = form(page);
  let requests = 0;
  page.on('request', (request) => {
    if (isUpdate(request)) requests += 1;
  });
  await f.getByLabel('First name').fill('Grace');
  await updateButton(page).click();
  await expect(f.getByRole('alert').filter({ hasText: 'Please check fields with errors' })).toBeVisible();
  for (const label of ['City', 'Postal code', 'Address']) {
    await expect(f.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByLabel(label)).toHaveAccessibleDescription('Required');
  }
  await expect(f.getByLabel('Country', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  expect(requests).toBe(0);
  await checkA11y(page, 'edit profile with errors');
  await f.getByLabel('City').fill('Mdina');
  await f.getByLabel('Postal code').fill('MDN 1010');
  await f.getByLabel('Address').fill('3 Villegaignon Street');
  await updateButton(page).click();
  await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully');
});

test('a server refusal shows its message at the field and keeps what was typed', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await signUp(backend, brand.id);
  await openEditProfile(page, player, navigationSystem(brand));
  const f = form(page);
  // The operator turns all-fields mode on after the page loaded: only the server knows.
  await backend.setSetting('formFieldsValidation', true);
  await f.getByLabel('First name').fill('Hedy');
  await f.getByLabel('City').fill('Rabat');
  await updateButton(page).click();
  await expect(f.getByLabel('Postal code')).toHaveAccessibleDescription('Required');
  await expect(f.getByLabel('First name')).toHaveValue('Hedy');
  await expect(f.getByLabel('City')).toHaveValue('Rabat');
  // A failing back end: spec 8's wording of a 500 over the form (describeError), the values still there.
  await backend.setSetting('formFieldsValidation', false);
  await backend.addFault({ route: '/api/user/update-user-details', status: 500, times: 1 });
  await updateButton(page).click();
  await expect(page.getByTestId('profile-error')).toHaveText(
    'Internal server error. Please try again later.',
  );
  await expect(f.getByLabel('First name')).toHaveValue('Hedy');
  await updateButton(page).click();
  await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully');
});

test('date of birth on the profile: 18 to 100 years; over 100 and under 18 are refused', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await signUp(backend, brand.id);
  await openEditProfile(page, player, navigationSystem(brand));
  const f = form(page);
  const birthday = f.getByLabel('Date of birth');
  let requests = 0;
  page.on('request', (request) => {
    if (isUpdate(request)) requests += 1;
  });
  const summary = f.getByRole('alert').filter({ hasText: 'Please check fields with errors' });
  await birthday.fill(dayYearsAgo(101));
  await expect(birthday).toHaveAccessibleDescription('Please check your Date of Birth is correct');
  await expect(summary).toBeHidden();
  await updateButton(page).click();
  // The refused submit's own mark: the summary appears.
  await expect(summary).toBeVisible();
  await birthday.fill(dayYearsAgo(18, 1));
  await expect(birthday).toHaveAccessibleDescription('Please check your Date of Birth is correct');
  await updateButton(page).click();
  // Settled before counting: an input typed after the submit has its effect on screen, so the
  // submit's handler, and any request it started, ran before it (no fixed wait).
  await birthday.fill(dayYearsAgo(100, 1));
  await expect(birthday).not.toHaveAttribute('aria-invalid', 'true');
  expect(requests, 'nothing is sent while the date of birth is refused').toBe(0);
  await birthday.fill(dayYearsAgo(18));
  await expect(birthday).not.toHaveAttribute('aria-invalid', 'true');
  const sent = page.waitForRequest(isUpdate);
  await updateButton(page).click();
  expect(((await sent).postDataJSON() as { dateOfBirth: string }).dateOfBirth).toBe(dayYearsAgo(18));
  await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully');
  await expect(birthday).toBeDisabled();
});

/**
 * The login dialog after a logout on a player-only page. Usually the next click brings the
 * 'Logged Out' notice and its Log in button; but a player-only call still on its way when the
 * session ended answers 403, which opens the login dialog by itself (App's onForbidden), and on a
 * loaded machine that can come first. (The notice itself is checked in shell.spec.ts.)
 */
async function loginDialogAfterLogout(page: Page) {
  const login = page.getByRole('dialog', { name: 'Log in' });
  const notice = page.getByRole('dialog', { name: 'Logged Out' });
  await expect(async () => {
    if (await login.isVisible()) return;
    if (await notice.isVisible())
      await notice.getByRole('button', { name: 'Log in' }).click({ timeout: 2_000 });
    else await page.locator('main').click({ position: { x: 5, y: 5 }, timeout: 2_000 });
    await expect(login).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return login;
}

test('password change: required current, wrong current, rules, mismatch; then log in with the new one', async ({
  page,
  brand,
  backend,
}) => {
  const player = await signUp(backend, brand.id);
  await openEditProfile(page, player, navigationSystem(brand));
  const p = passwordForm(page);
  const submit = p.getByRole('button', { name: 'Change password' });
  const current = p.getByLabel('Current password');
  const next = p.getByLabel('New password', { exact: true });
  const confirm = p.getByLabel('Confirm new password');

  await submit.click();
  await expect(current).toHaveAccessibleDescription('Current password is required');
  await expect(p.getByRole('alert').filter({ hasText: 'Please check fields with errors' })).toBeVisible();

  await current.fill(demoPassword);
  await next.fill('abc');
  await confirm.fill('abd');
  await expect(next).toHaveAccessibleDescription(/Must be at least \d+ characters/);
  await expect(confirm).toHaveAccessibleDescription('Passwords must match');

  await next.fill('NewPass123!');
  await confirm.fill('NewPass124!');
  await expect(confirm).toHaveAccessibleDescription('Passwords must match');
  await confirm.fill('NewPass123!');
  await current.fill('NotMyPassword1!');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Current password is wrong');
  await expect(next).toHaveValue('NewPass123!');
  await checkA11y(page, 'password change with errors');

  await current.fill(demoPassword);
  await submit.click();
  await expect(page.getByTestId('password-success')).toHaveText('Password changed successfully');
  await expect(current).toHaveValue('');

  // Log out from the profile menu, then in again with the new password.
  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('nav-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  const dialog = await loginDialogAfterLogout(page);
  await dialog.getByLabel('E-mail').fill(player.email);
  await dialog.getByLabel('Password', { exact: true }).fill(demoPassword);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByTestId('login-error')).toBeVisible();
  await expect(page.getByTestId('balance')).toBeHidden();
  await dialog.getByLabel('Password', { exact: true }).fill('NewPass123!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('the v2 profile: my profile in the v2 frame (updateFrom Profile Page) and the balance', async ({
  page,
  brand,
  backend,
}) => {
  const player = await signUp(backend, brand.id);
  await backend.patchUser(player.userId, { balance: 1234.5, bonusBalance: 10 });
  await page.goto(`/profile2/my-profile?at=${player.token}`);
  const sections = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(sections.getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await form(page).getByLabel('Last name').fill('Hopper');
  const sent = page.waitForRequest(isUpdate);
  await updateButton(page).click();
  expect(((await sent).postDataJSON() as { updateFrom: string }).updateFrom).toBe('Profile Page');
  await expect(page.getByTestId('profile-success')).toHaveText('Profile updated successfully');
  await checkA11y(page, 'v2 my profile');

  await sections.getByRole('link', { name: 'Balance' }).click();
  await expect(page).toHaveURL(/\/profile2\/balance$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText('€1,234.50');
  await expect(page.getByTestId('bonus-balance')).toHaveText('€10.00');
  await expect(page.getByTestId('total-balance')).toHaveText('€1,244.50');
  await expect(page.getByTestId('balance-currency')).toHaveText('EUR');
  await checkA11y(page, 'v2 balance');
});

test('the edit-profile page follows the navigation system; the old path redirects', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const system = navigationSystem(brand);
  const player = await signUp(backend, brand.id);
  await page.goto(`/profile/edit-profile?at=${player.token}`);
  await expect(form(page)).toBeVisible();
  await expect(page).toHaveURL(system === 'panel' ? /\/account$/ : /\/profile\/edit-profile$/);
});

test('a 403 in the middle of a session on the profile opens login; logging in lands back on it', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await signUp(backend, brand.id);
  await openEditProfile(page, player, navigationSystem(brand));
  // The server refuses the token on the update (spec 7: 403 logs the user out).
  await backend.addFault({ route: '/api/user/update-user-details', status: 403, times: 1 });
  await form(page).getByLabel('City').fill('Gozo');
  await updateButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await checkA11y(page, 'login over the profile');
  await logInThroughModal(page, player.email, player.password);
  await expect(form(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${editProfilePath(navigationSystem(brand))}$`));
});
