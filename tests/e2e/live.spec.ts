// Issue 11 acceptance, live events: a guest's page receives the public `bet` events; signing in
// switches the page's socket to the player (a wallet event arrives) and signing out back to a
// guest (the player's events stop, public ones go on), without a reload and with never two live
// sockets. The test reads the socket.io frames the page receives (Playwright's websocket events):
// the app exposes nothing for it.
import type { Page, WebSocket } from '@playwright/test';
import { freshPlayer } from './support/accounts.ts';
import { apiUrl } from './support/env.ts';
import { type Backend, expect, test } from './support/fixtures.ts';
import { type LiveFrame, watchLiveFrames } from './support/liveFrames.ts';

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** One real-money, losing spin of the demo slot (stake 1) as the token's player; returns the bet's id. */
async function spin(token: string): Promise<number> {
  await api('POST', '/__test/next-spins', { reels: [['♣', '♠', '♦']] });
  const launch = await api<{ data: { sessionId: string } }>(
    'POST',
    '/api/user/game-launch',
    { gameId: 1 },
    token,
  );
  const result = await api<{ data: { betId: number } }>('POST', '/api/demo-game/spin', {
    sessionId: launch.data.sessionId,
    bet: 1,
  });
  return result.data.betId;
}

test('a guest receives live bets; signing in and out switches the socket without a reload', async ({
  page,
  brand,
  backend,
}) => {
  const live = watchLiveFrames(page);
  try {
    await guestThenPlayerThenGuest(page, brand.id, backend, live);
  } catch (error) {
    // Which socket did what: the assertion alone does not say where the sequence went astray.
    if (error instanceof Error) error.message += `\n  live: ${live.describe()}`;
    throw error;
  }
});

async function guestThenPlayerThenGuest(
  page: Page,
  brandId: string,
  backend: Backend,
  live: ReturnType<typeof watchLiveFrames>,
) {
  // Another player spins while our visitor browses as a guest.
  const other = await freshPlayer(brandId);
  const otherToken = await backend.login(other.email, other.password);
  await backend.patchUser(await backend.userIdOf(otherToken), { balance: 100 });
  // The visitor's own account, also spun through the API (a second session of the same player).
  const visitor = await freshPlayer(brandId);
  const visitorToken = await backend.login(visitor.email, visitor.password);
  const visitorId = await backend.userIdOf(visitorToken);
  await backend.patchUser(visitorId, { balance: 100 });

  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  // Set by the test, read at the end: the same document all along (no reload, no navigation).
  await page.evaluate(() => {
    (window as unknown as { liveMarker: string }).liveMarker = 'first document';
  });

  // As a guest: the connection comes once the page is idle; another player's bet reaches it. The
  // spin waits for the server to accept the connection: a bet sent before that is not live for it.
  await expect.poll(() => live.open().length).toBe(1);
  await expect.poll(() => live.connected()).toBe(true);
  const guestBet = await spin(otherToken);
  await expect
    .poll(() => live.frames.some((frame) => frame.event === 'bet' && frame.payload.betId === guestBet))
    .toBe(true);
  expect(live.frames.filter((frame) => frame.event === 'authenticated')).toEqual([]);

  // Sign in: the guest socket closes, one player socket opens, and the player's own wallet events arrive.
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(visitor.email);
  await dialog.getByLabel('Password', { exact: true }).fill(visitor.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect
    .poll(() => live.frames.find((frame) => frame.event === 'authenticated')?.payload)
    .toEqual({ userId: visitorId });
  const playerSocket = (live.frames.find((frame) => frame.event === 'authenticated') as LiveFrame).socket;
  await expect.poll(() => live.sockets[0]?.isClosed()).toBe(true);
  await expect.poll(() => live.open()).toEqual([live.sockets[playerSocket]]);
  const playerBet = await spin(visitorToken);
  await expect
    .poll(() =>
      live.frames.some(
        (frame) =>
          frame.socket === playerSocket && frame.event === 'debit' && frame.payload.betId === playerBet,
      ),
    )
    .toBe(true);
  // The balance shown follows the wallet event.
  await expect(page.getByTestId('balance')).toContainText('99');

  // Sign out: back to one guest socket; public events go on, the player's stop.
  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('nav-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect.poll(() => live.sockets[playerSocket]?.isClosed()).toBe(true);
  await expect.poll(() => live.open().length).toBe(1);
  await expect.poll(() => live.connected()).toBe(true);
  const guestSocket = live.sockets.indexOf(live.open()[0] as WebSocket);
  expect(guestSocket).toBeGreaterThan(playerSocket);
  const afterLogout = await spin(visitorToken);
  await expect
    .poll(() =>
      live.frames.some(
        (frame) =>
          frame.socket === guestSocket && frame.event === 'bet' && frame.payload.betId === afterLogout,
      ),
    )
    .toBe(true);
  // A socket delivers in order: once a later bet's frame is in, any private frame the first bet
  // caused (a debit goes out with its bet) has arrived too.
  const marker = await spin(visitorToken);
  await expect
    .poll(() =>
      live.frames.some(
        (frame) => frame.socket === guestSocket && frame.event === 'bet' && frame.payload.betId === marker,
      ),
    )
    .toBe(true);
  const publicEvents = ['bet', 'chatMessage', 'tournamentUpdate'];
  expect(
    live.frames.filter((frame) => frame.socket === guestSocket && !publicEvents.includes(frame.event)),
  ).toEqual([]);
  expect(live.frames.filter((frame) => frame.event === 'debit').map((frame) => frame.payload.betId)).toEqual([
    playerBet,
  ]);
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
    'first document',
  );
}

// The wallet's listeners are code of their own, loaded when a player signs in, while the player's
// socket opens at once: on a busy machine an event can come before they listen. Held here until
// the spin's debit has reached the page, the header must still end at the event's balance.
test('a wallet event that comes before the wallet code has loaded still moves the balance', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const visitor = await freshPlayer(brand.id);
  const visitorToken = await backend.login(visitor.email, visitor.password);
  await backend.patchUser(await backend.userIdOf(visitorToken), { balance: 100 });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(/\/WalletLiveUpdates[-.][^/]*\.js$|\/WalletLiveUpdates\.tsx/, async (route) => {
    held = true;
    await released;
    await route.continue();
  });
  const live = watchLiveFrames(page);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(visitor.email);
  await dialog.getByLabel('Password', { exact: true }).fill(visitor.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('balance')).toContainText('100');
  await expect.poll(() => live.frames.some((frame) => frame.event === 'authenticated')).toBe(true);
  const bet = await spin(visitorToken);
  await expect
    .poll(() => live.frames.some((frame) => frame.event === 'debit' && frame.payload.betId === bet))
    .toBe(true);
  expect(held).toBe(true);
  release();
  await expect(page.getByTestId('balance')).toContainText('99');
});
