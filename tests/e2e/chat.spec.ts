// Issue 17, live chat: a message written in one browser reaches another live (with the unread
// count on the closed launcher) and shows markup as text; the player's chat settings are saved on
// the server and survive a reload; a guest reads and is sent to the login modal to write; the
// server's refusals are worded and keep the typed text; the open panel passes axe in every brand,
// docked on a desktop and full screen at 375 px.
//
// No brand turns showLiveChat on in its data, so every test turns it on for its brand through the
// back end's test mode (PUT /__test/settings, undone after the test): the app reads it from the
// real settings2 answer, exactly as it would an operator's setting.
import type { Page } from '@playwright/test';
import { freshPlayer, unique } from './support/accounts.ts';
import { apiUrl } from './support/env.ts';
import { type Backend, checkA11y, expect, test } from './support/fixtures.ts';

async function player(backend: Backend, brandId: string) {
  const account = await freshPlayer(brandId);
  const token = await backend.login(account.email, account.password);
  return { token, userId: await backend.userIdOf(token) };
}

/** A message written straight to the back end (as another player's client would). */
async function postAs(token: string, text: string): Promise<number> {
  const response = await fetch(`${apiUrl}/api/user/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ text }),
  });
  if (!response.ok) throw new Error(`chat post: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { message: { id: number } } }).data.message.id;
}

async function openChat(page: Page) {
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  return panel;
}

test.beforeEach(async ({ backend }) => {
  await backend.setSetting('showLiveChat', true);
});

test('the open chat passes axe for a player and a guest, docked on a desktop and full screen at 375 px', async ({
  page,
  browser,
  brand,
  backend,
}) => {
  test.slow();
  const writer = await player(backend, brand.id);
  await postAs(writer.token, `Hello from ${brand.id}`);

  await page.goto(`/?at=${writer.token}`);
  const launcher = page.getByTestId('chat-launcher');
  const panel = await openChat(page);
  await expect(panel.getByTestId('chat-line').last()).toContainText(`Hello from ${brand.id}`);
  await expect(panel.getByTestId('chat-composer')).toBeVisible();
  // Docked at the end edge; the page beside it stays usable.
  const desktop = await panel.boundingBox();
  expect(desktop?.width).toBeLessThanOrEqual(400);
  await checkA11y(page, 'chat panel (player, desktop)');
  await panel.getByTestId('chat-settings-toggle').click();
  await expect(panel.getByTestId('chat-settings')).toBeVisible();
  await checkA11y(page, 'chat panel with its settings (player)');
  // Escape closes it and focus goes back to the launcher.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();

  // A guest on a phone: the panel fills the screen.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const guest = await phone.newPage();
  await guest.goto('/');
  const guestPanel = await openChat(guest);
  await expect(guestPanel.getByTestId('chat-guest')).toBeVisible();
  const box = await guestPanel.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
  await checkA11y(guest, 'chat panel (guest, 375 px)');
  await phone.close();
});

test('a message from one browser reaches another live, counted while closed, and HTML shows as text', {
  tag: '@default-brand',
}, async ({ page, browser, brand, backend }) => {
  const a = await player(backend, brand.id);
  const b = await player(backend, brand.id);

  // B: another browser, chat closed.
  const other = await browser.newContext();
  const pageB = await other.newPage();
  await pageB.goto(`/casino?at=${b.token}`);
  await expect(pageB.getByTestId('chat-launcher')).toBeVisible();

  // A writes from the panel: markup, a script and a link, sent with Enter.
  const text = `<b>${unique('bold')}</b> <img src=x onerror="window.__chatXss=1"> https://example.com/win`;
  await page.goto(`/?at=${a.token}`);
  const panelA = await openChat(page);
  const field = panelA.getByRole('textbox');
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
  await expect(panelA.getByTestId('chat-text').last()).toHaveText(text);

  // B sees the count on the launcher, then the message as typed: no element made from it.
  await expect(pageB.getByTestId('chat-unread')).toHaveText('1');
  const panelB = await openChat(pageB);
  await expect(pageB.getByTestId('chat-unread')).toHaveCount(0);
  const line = panelB.getByTestId('chat-text').filter({ hasText: text });
  await expect(line).toHaveText(text);
  await expect(line.locator('b, img, a')).toHaveCount(0);
  expect(await pageB.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
  await other.close();
});

test('chat settings (name colour, appearance, font size) are saved for the player and survive a reload', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const me = await player(backend, brand.id);
  await postAs(me.token, 'my own line');
  await page.goto(`/?at=${me.token}`);
  let panel = await openChat(page);
  await expect(panel).toHaveAttribute('data-appearance', 'dark');
  await panel.getByTestId('chat-settings-toggle').click();
  const settings = panel.getByTestId('chat-settings');
  await settings.getByLabel('Name colour').fill('#ff8800');
  await settings.getByRole('radio', { name: 'Light' }).check();
  await settings.getByLabel('Font size').selectOption('18');
  // The choice shows at once, before it is saved.
  await expect(panel).toHaveAttribute('data-appearance', 'light');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByRole('status')).toHaveText('Chat settings saved.');

  await page.reload();
  panel = await openChat(page);
  await expect(panel).toHaveAttribute('data-appearance', 'light');
  await expect(panel.getByTestId('chat-lines')).toHaveCSS('font-size', '18px');
  await panel.getByTestId('chat-settings-toggle').click();
  await expect(panel.getByLabel('Name colour')).toHaveValue('#ff8800');
  await expect(panel.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(panel.getByLabel('Font size')).toHaveValue('18');
  // The player's own name in their colour (readable on light: #ff8800 is nudged darker).
  const ownName = panel.locator('[data-testid="chat-line"][data-me="true"] span').first();
  await expect(ownName).not.toHaveCSS('color', 'rgb(127, 178, 255)');
});

test('a guest reads the chat and is sent to the login modal to write', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const writer = await player(backend, brand.id);
  const text = unique('for the guests');
  await postAs(writer.token, text);
  await page.goto('/casino');
  const panel = await openChat(page);
  await expect(panel.getByTestId('chat-text').filter({ hasText: text })).toBeVisible();
  await expect(panel.getByTestId('chat-composer')).toHaveCount(0);
  await expect(panel.getByTestId('chat-guest')).toContainText('Log in to write in the chat.');
  await panel.getByTestId('chat-log-in').click();
  await expect(page).toHaveURL(/modal=login/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('refusals are worded and keep the typed text: too long, muted', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const me = await player(backend, brand.id);
  await page.goto(`/?at=${me.token}`);
  const panel = await openChat(page);
  const field = panel.getByRole('textbox');

  const long = 'x'.repeat(501);
  await field.fill(long);
  await field.press('Enter');
  await expect(panel.getByTestId('chat-refusal')).toHaveText(
    'Your message is too long. Shorten it and send it again.',
  );
  await expect(field).toHaveValue(long);

  await backend.patchUser(me.userId, { chatMutedUntil: '2100-01-01T00:00:00.000Z' });
  await field.fill('let me speak');
  await expect(panel.getByTestId('chat-refusal')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByTestId('chat-refusal')).toContainText('You are muted in the chat until');
  await expect(field).toHaveValue('let me speak');
});
