// Issue 6 acceptance: the linked-account registration modal titled 'Register' — spec 5 messages,
// sign-in on success with the registered_user cookie for a year, and the edit-profile page after
// it closes — in every brand.
import { linkedSignupPath, signedPartnerLink, unique } from './support/accounts.ts';
import { apiUrl } from './support/env.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';

const editProfilePath = (system: string) => (system === 'panel' ? '/account' : '/profile/edit-profile');

test.describe('linked sign-up', () => {
  test('spec 5 messages, then signed in with the registered_user cookie and on to edit-profile', async ({
    page,
    brand,
  }) => {
    const partner = unique('partner-');
    // The partner's link carries its signature (demo partner key), which the sign-up passes on.
    const sent = page.waitForRequest((request) => request.url().includes('/api/user/sign-up'));
    await page.goto(linkedSignupPath(partner));
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
    await checkA11y(page, 'linked sign-up');

    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Please check fields with errors')).toBeVisible();
    await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('You must accept the terms and conditions')).toBeVisible();
    await checkA11y(page, 'linked sign-up with errors');

    await dialog.getByLabel('E-mail', { exact: true }).fill('lena@example');
    await expect(dialog.getByText('Invalid format')).toBeVisible();
    const email = `${unique('linked')}@example.com`;
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('First name').fill('x'.repeat(256));
    await expect(dialog.getByText('Must be 255 characters or less')).toBeVisible();
    await dialog.getByLabel('First name').fill('Lena');
    await dialog.getByLabel('Last name').fill('Linked');
    await dialog.getByLabel('Address (optional)').fill('1 Harbour Street');

    // The day/month/year picker: this year is under 18 → 'invalid.dob'.
    await dialog.getByRole('button', { name: 'Date of birth' }).click();
    const thisYear = String(new Date().getFullYear());
    await dialog.getByRole('listbox', { name: 'Year' }).getByRole('option', { name: thisYear }).click();
    await dialog.getByLabel('E-mail', { exact: true }).click();
    await expect(dialog.getByText('Please check your Date of Birth is correct')).toBeVisible();
    await dialog.getByRole('button', { name: 'Date of birth' }).click();
    await dialog.getByRole('listbox', { name: 'Year' }).getByRole('option', { name: '1990' }).click();
    await dialog.getByLabel('E-mail', { exact: true }).click();
    await expect(dialog.getByText('Please check your Date of Birth is correct')).toHaveCount(0);

    await dialog.getByLabel('Phone number (optional)').pressSequentially('79x12');
    await expect(dialog.getByLabel('Phone number (optional)')).toHaveValue('7912');
    await dialog.getByLabel('Phone number (optional)').fill('');
    await dialog.getByLabel('I accept the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Register' }).click();

    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await sent).postDataJSON()).toMatchObject({
      linkAccount: true,
      linkedAccountUuid: partner,
      linkedAccountExpires: expect.stringMatching(/^\d+$/),
      linkedAccountSignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const system = brand.settings.navigationSystem ?? brand.navigation.system;
    await expect(page).toHaveURL(new RegExp(`${editProfilePath(system)}$`));
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'registered_user');
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  test('closing goes to edit-profile; a returning browser is not asked for the terms again', {
    tag: '@default-brand',
  }, async ({ page, brand, context }) => {
    await page.goto('/?modal=linked-signup');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByLabel('I accept the terms and conditions')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const system = brand.settings.navigationSystem ?? brand.navigation.system;
    // A guest there is asked to log in by the page itself.
    await expect(page).toHaveURL(new RegExp(`${editProfilePath(system)}(\\?modal=login)?$`));

    const origin = new URL(page.url()).origin;
    await context.addCookies([{ name: 'registered_user', value: '1', url: origin }]);
    await page.goto('/?modal=linked-signup');
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(dialog.getByLabel('I accept the terms and conditions')).toHaveCount(0);
  });

  test('a refused linked sign-up keeps what was typed and shows the server message', async ({
    page,
    brand,
  }) => {
    const partner = unique('partner-');
    const taken = await fetch(`${apiUrl}/api/user/sign-up?brand=${brand.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        linkAccount: true,
        ...signedPartnerLink(partner),
        terms: true,
        email: `${unique('first')}@example.com`,
        firstName: 'Lara',
        lastName: 'First',
        dateOfBirth: '1990-01-01',
      }),
    });
    expect(taken.status).toBe(200);
    await page.goto(linkedSignupPath(partner));
    const dialog = page.getByRole('dialog', { name: 'Register' });
    const second = `${unique('second')}@example.com`;
    await dialog.getByLabel('E-mail', { exact: true }).fill(second);
    await dialog.getByLabel('First name').fill('Lara');
    await dialog.getByLabel('Last name').fill('Twice');
    await dialog.getByLabel('I accept the terms and conditions').check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByTestId('linked-signup-error')).toHaveText('This account is already linked');
    await expect(dialog.getByLabel('E-mail', { exact: true })).toHaveValue(second);
    await expect(dialog.getByLabel('First name')).toHaveValue('Lara');
    await expect(dialog.getByLabel('Last name')).toHaveValue('Twice');
    await expect(dialog.getByLabel('I accept the terms and conditions')).toBeChecked();
    await checkA11y(page, 'linked sign-up refused');
  });
});
