// Issue 17, player statistics: /statistics/<uuid> is private until the player says otherwise
// ('This user has no visible statistics', spec 8); the player makes it public from their page,
// copies its link, and a guest in another browser opens that link and sees the numbers.
import { apiUrl } from './support/env.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { playerWithBalance, spinAs } from './support/spins.ts';

const hiddenMessage = 'This user has no visible statistics';

async function detailsOf(token: string) {
  const response = await fetch(`${apiUrl}/api/user/get-user-details`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { user } = (await response.json()) as {
    user: { uuid: string; nickname: string | null; username: string };
  };
  return { uuid: user.uuid, name: user.nickname ?? user.username };
}

async function setPublic(token: string, isPublic: boolean) {
  const response = await fetch(`${apiUrl}/api/user/statistics-visibility`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ public: isPublic }),
  });
  expect(response.status).toBe(200);
}

test('a private profile shows the spec message; a public one its totals, biggest win and favourite game', async ({
  page,
  brand,
  backend,
}) => {
  const player = await playerWithBalance(backend, brand.id);
  await spinAs(player.token, { reels: ['7', '7', '7'] });
  const { uuid, name } = await detailsOf(player.token);

  await page.goto(`/statistics/${uuid}`);
  await expect(page.getByTestId('statistics-unavailable')).toHaveText(hiddenMessage);
  await checkA11y(page, 'private statistics');

  await setPublic(player.token, true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Statistics of ${name}`);
  await expect(page.getByTestId('statistics-total-bets')).toContainText('1');
  await expect(page.getByTestId('statistics-biggest-multiplier')).toContainText('100×');
  await expect(page.getByTestId('statistics-favourite-game')).toContainText('Reference Fruits');
  await checkA11y(page, 'public statistics');
});

test('the player makes their statistics public and copies the link; a guest opens it', {
  tag: '@default-brand',
}, async ({ page, browser, brand, backend, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const player = await playerWithBalance(backend, brand.id);
  await spinAs(player.token);
  const { uuid, name } = await detailsOf(player.token);

  // From the profile: the switch is off (private by default) and leads to the page.
  await page.goto(`/profile?at=${player.token}`);
  const profileSwitch = page.getByTestId('statistics-visibility');
  await expect(profileSwitch.getByRole('checkbox')).not.toBeChecked();
  await profileSwitch.getByRole('link', { name: 'View my statistics page' }).click();
  await expect(page).toHaveURL(new RegExp(`/statistics/${uuid}$`));

  // Their own page: private, with the switch; switched on, the numbers show.
  await expect(page.getByTestId('statistics-unavailable')).toHaveText(hiddenMessage);
  const toggle = page.getByTestId('statistics-visibility').getByRole('checkbox', {
    name: 'Show my statistics to everyone with the link',
  });
  await toggle.check();
  await expect(toggle).toBeEnabled();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Statistics of ${name}`);

  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/statistics/${uuid}$`));
  await expect(page.getByTestId('statistics-share-url')).toHaveValue(link);

  // A guest, in a browser of their own, follows the shared link.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`Statistics of ${name}`);
  await expect(guest.getByTestId('statistics-total-bets')).toContainText('1');
  await expect(guest.getByTestId('statistics-visibility')).toHaveCount(0);

  // Private again: the guest's next visit gets the message.
  await toggle.uncheck();
  await expect(page.getByTestId('statistics-unavailable')).toHaveText(hiddenMessage);
  await guest.reload();
  await expect(guest.getByTestId('statistics-unavailable')).toHaveText(hiddenMessage);
  await guestContext.close();
});
