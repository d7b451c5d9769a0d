// Issue 11 point 7, once per brand: never a blank page, never a message id. The app ships its own
// catalogues, so a back end that serves none (404, 500, no answer) or a partial one still gets
// every screen in words; a settings2 with one wrong-typed field keeps the site up; a modal name
// that is an Object prototype member opens nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './support/fixtures.ts';

/** Every message id of the app (the en source catalogue). */
const messageIds = Object.keys(
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../packages/i18n/messages/en.json'), 'utf8'),
  ) as Record<string, string>,
);

/** Message ids among the page's visible text (and its title), after the app has replaced any prerendered page. */
async function visibleMessageIds(page: Page): Promise<string[]> {
  await expect(page.locator('#prerender')).toHaveCount(0);
  await expect(page.locator('#splash')).toHaveCount(0);
  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  const words = new Set(text.split(/[\s,:;!?()«»"“”]+/).map((word) => word.replace(/\.$/, '')));
  return messageIds.filter((id) => words.has(id));
}

/** The home page shows the brand's heading and the shell's real words. */
async function expectHomeInWords(page: Page, brandName: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText(brandName);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await visibleMessageIds(page)).toEqual([]);
}

for (const status of [404, 500]) {
  test(`a back end whose locales call answers ${status} still gets every screen in words`, {
    tag: '@default-brand',
  }, async ({ page, brand, backend }) => {
    await backend.addFault({ route: '/api/core/casino/locales/*', status });
    await page.goto('/');
    await expectHomeInWords(page, brand.name);
    // The login dialog and the 404 page are words too (they load their own code later).
    await page.goto('/?modal=login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(await visibleMessageIds(page)).toEqual([]);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! This page is missing.' })).toBeVisible();
    expect(await visibleMessageIds(page)).toEqual([]);
  });
}

test('a locales call that never answers costs a moment, not the page', { tag: '@default-brand' }, async ({
  page,
  brand,
  backend,
}) => {
  await backend.addFault({ route: '/api/core/casino/locales/*', hang: true });
  await page.goto('/');
  await expectHomeInWords(page, brand.name);
});

test('a partial or broken locales answer overrides what it can and nothing else', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  await backend.setLocalesAnswer('en', {
    'shell.logIn': 'Sign in now',
    // Needs a parser the app does not ship, and an argument the app does not pass: both left out.
    'home.welcome': 'Hi {firstName}',
    'notFound.title': [{ type: 1, value: 'firstName' }],
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in now' })).toBeVisible();
  await expectHomeInWords(page, brand.name);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Welcome to ${brand.name}`);

  await backend.setLocalesAnswer('en', ['not', 'a', 'catalogue']);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! This page is missing.' })).toBeVisible();
  expect(await visibleMessageIds(page)).toEqual([]);
});

test('a settings2 with one wrong-typed field keeps the site up in the brand’s settings', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  await backend.setSetting('showLiveChat', 'yes, please');
  await page.goto('/');
  await expectHomeInWords(page, brand.name);
  await expect(page.getByText('This site is being set up')).toHaveCount(0);
});

for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
  test(`?modal=${name} shows the page without a dialog`, { tag: '@default-brand' }, async ({
    page,
    brand,
  }) => {
    await page.goto(`/?modal=${name}`);
    await expectHomeInWords(page, brand.name);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('?at= for another player asks which account to continue with; the same player is not asked', async ({
  page,
  backend,
}) => {
  // Six full page loads (each ?at= visit skips the prerendered page) and a reload after switching.
  test.slow();
  const storedToken = () => page.evaluate(() => localStorage.getItem('accessToken'));
  const first = await backend.login('depositor@demo.casino');
  const other = await backend.login('new@demo.casino');
  await page.goto(`/?at=${first}`);
  await expect(page.getByTestId('balance')).toBeVisible();

  // The same player with a fresh token: the app checks whose it is and asks nothing.
  const again = await backend.login('depositor@demo.casino');
  const checked = page.waitForResponse(
    (response) =>
      response.url().includes('/api/user/get-user-details') &&
      response.request().headers().authorization === `Bearer ${again}`,
  );
  await page.goto(`/?at=${again}`);
  await checked;
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedToken()).toBe(first);

  // Another player: asked, and continuing keeps the current session.
  await page.goto(`/?at=${other}`);
  const dialog = page.getByRole('dialog', { name: 'Which account?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page, 'account choice');
  await dialog.getByRole('button', { name: /^Continue as / }).click();
  await expect(dialog).toHaveCount(0);
  expect(await storedToken()).toBe(first);
  expect(new URL(page.url()).searchParams.get('at')).toBeNull();

  // Switching signs the link's player in.
  await page.goto(`/?at=${other}`);
  await dialog.getByRole('button', { name: /^Switch to / }).click();
  await expect.poll(storedToken).toBe(other);
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
