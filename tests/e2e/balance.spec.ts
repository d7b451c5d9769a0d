// Issue 35 (5): the header balance is the total, cash + bonus, exact in the wallet's currency; a tap
// opens its breakdown (cash, bonus, the active bonus's wagering left, what may be withdrawn now),
// whose code loads only then.
import { apiUrl } from './support/env.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { signUp } from './support/players.ts';

async function details(token: string) {
  const response = await fetch(`${apiUrl}/api/user/get-user-details`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    wallet: { balance: string; bonusBalance: string };
    activeBonus: { name: string; wagerLeft: string } | null;
  };
}

test('the header shows cash + bonus; the breakdown loads on the first tap and closes with Escape', async ({
  page,
  brand,
  backend,
}) => {
  const player = await signUp(backend, brand.id);
  await backend.patchUser(player.userId, { balance: 100.1, bonusBalance: 100.2 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/?at=${player.token}`);
  const balance = page.getByTestId('balance');
  // 100.10 + 100.20 is 200.30 exactly (in floating point it is 200.29999999999998).
  await expect(balance).toHaveText(/^Balance: €200\.30$/);
  await expect(page.getByTestId('balance-breakdown')).toHaveCount(0);
  expect(scripts.filter((script) => script.includes('BalanceBreakdown'))).toEqual([]);

  const button = page.getByTestId('balance-button');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const breakdown = page.getByRole('region', { name: 'Balance breakdown' });
  await expect(breakdown).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(scripts.filter((script) => script.includes('BalanceBreakdown')).length).toBe(1);
  await expect(breakdown.getByTestId('balance-cash')).toHaveText(/^Cash\s*€100\.10$/);
  await expect(breakdown.getByTestId('balance-bonus')).toHaveText(/^Bonus\s*€100\.20$/);
  // No deposit yet: nothing may be withdrawn.
  await expect(breakdown.getByTestId('balance-withdrawable')).toHaveText(/^Withdrawable now\s*€0\.00$/);
  await expect(breakdown.getByTestId('balance-wager-left')).toHaveCount(0);
  await checkA11y(page, 'balance breakdown');

  await page.keyboard.press('Escape');
  await expect(breakdown).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('an active bonus shows its wagering left in the breakdown', { tag: '@default-brand' }, async ({
  page,
  backend,
}) => {
  const token = await backend.login('bonus@demo.casino');
  const { wallet, activeBonus } = await details(token);
  // The demo bonus player's deposit bonus has wagering left (the seed says so).
  expect(activeBonus).not.toBeNull();
  await page.goto(`/?at=${token}`);
  await page.getByTestId('balance-button').click();
  const breakdown = page.getByRole('region', { name: 'Balance breakdown' });
  const wagerLeft = breakdown.getByTestId('balance-wager-left');
  await expect(wagerLeft).toContainText(`Wagering left on ${activeBonus?.name}`);
  await expect(wagerLeft).toContainText(activeBonus?.wagerLeft.replace(/\B(?=(\d{3})+(?!\d))/g, ',') ?? '');
  await expect(breakdown.getByTestId('balance-bonus')).toContainText(wallet.bonusBalance);
  // An active bonus blocks withdrawals (spec 6).
  await expect(breakdown.getByTestId('balance-withdrawable')).toContainText('€0.00');
  // A tap outside closes it.
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(breakdown).toHaveCount(0);
});

test('a USDT wallet keeps its eight decimals in the total and the breakdown', async ({
  page,
  brand,
  backend,
}) => {
  const player = await signUp(backend, brand.id, { currencyCode: 'USDT' });
  await backend.patchUser(player.userId, { balance: 1.12345678, bonusBalance: 0.00000001 });
  await page.goto(`/?at=${player.token}`);
  // 1.12345678 + 0.00000001, exactly: one unit in the last of eight places.
  await expect(page.getByTestId('balance')).toHaveText(/^Balance: 1\.12345679\sUSDT$/);
  await page.getByTestId('balance-button').click();
  const breakdown = page.getByRole('region', { name: 'Balance breakdown' });
  await expect(breakdown.getByTestId('balance-cash')).toHaveText(/^Cash\s*1\.12345678\sUSDT$/);
  await expect(breakdown.getByTestId('balance-bonus')).toHaveText(/^Bonus\s*0\.00000001\sUSDT$/);
});
