// Issue 14, withdrawal, transactions and wallets: /withdraw with its restrictions and forms,
// /profile/transactions, /profile2/my-history, /profile2/balance and /Wallet, against the
// reference back end. Every page renders and passes axe in every brand; the flows (server rules,
// idempotency, validation) run in the default brand only.
import type { Page } from '@playwright/test';
import { apiUrl, brandOrigin } from './support/env.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { type Player, signUp } from './support/players.ts';

const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** A Maltese IBAN as a player types it (the checksum holds), and the same with its last character changed. */
const MT_IBAN = 'MT84 MALT 0110 0001 2345 MTLC AST0 01S';
const MT_IBAN_BAD = 'MT84 MALT 0110 0001 2345 MTLC AST0 01T';
/** Where a Malta/EUR player's bank withdrawal goes (issue 35: a SEPA payout needs the holder and the IBAN). */
const SEPA_PAYOUT = { accountName: 'Dana Depositor', iban: MT_IBAN };

/** A player who may withdraw: verified e-mail, one deposit, no wagering left, 100.00 EUR. */
async function readyPlayer(backend: Parameters<typeof signUp>[0], brand: string): Promise<Player> {
  const player = await signUp(backend, brand);
  await backend.patchUser(player.userId, {
    isEmailVerified: true,
    depositCount: 1,
    depositWagerLeft: 0,
    balance: 100,
  });
  return player;
}

async function api<T>(
  brand: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      origin: brandOrigin(brand),
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

type Transactions = {
  data: {
    transactions: {
      count: number;
      rows: {
        type: string;
        status: string;
        amount: string;
        destination?: { scheme: string; label: string } | null;
      }[];
    };
  };
};
const withdrawalsOf = async (brand: string, player: Player) =>
  (await api<Transactions>(brand, player.token, 'GET', '/api/user/transactions?type=withdrawal')).data
    .transactions;
const balanceOf = async (brand: string, player: Player) =>
  (await api<{ wallet: { balance: string } }>(brand, player.token, 'GET', '/api/user/get-user-details'))
    .wallet.balance;

/** Picks the crypto method and fills a complete TRC20 withdrawal. */
async function fillCrypto(page: Page, amount: string) {
  const form = page.getByTestId('withdrawal-form');
  await form.getByLabel('Withdrawal method').selectOption({ label: 'Tether' });
  await form.getByLabel('Network').selectOption('TRC20');
  await form.getByLabel('Wallet address', { exact: true }).fill(TRC20_ADDRESS);
  await form.getByLabel('Amount').fill(amount);
  return form;
}

/** A ready player with one pending withdrawal of 25.00 on record, so the lists have a row. */
async function playerWithWithdrawal(backend: Parameters<typeof signUp>[0], brand: string): Promise<Player> {
  const player = await readyPlayer(backend, brand);
  await api(brand, player.token, 'POST', '/api/user/withdraw/confirm', {
    paymentMethodId: 3,
    amount: '25.00',
    ...SEPA_PAYOUT,
  });
  return player;
}

test('/withdraw and /profile/transactions render, are in the profile menu and pass axe', async ({
  page,
  brand,
  backend,
}) => {
  // Two or three pages with an axe run each: more than the default 45 s on a loaded machine.
  test.slow();
  const player = await playerWithWithdrawal(backend, brand.id);
  await page.goto(`/withdraw?at=${player.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-form')).toBeVisible();
  await expect(page.getByText('up to 24 hours')).toBeVisible();
  await checkA11y(page, '/withdraw');

  const menuButton = page.getByTestId('profile-menu-button');
  await menuButton.click();
  const menu = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`);
  await expect(menu.getByRole('link', { name: 'Withdrawal' })).toBeVisible();
  await menu.getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/profile\/transactions/);
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toHaveAttribute('data-type', 'withdrawal');
  await expect(row.getByText('Pending')).toBeVisible();
  await checkA11y(page, '/profile/transactions');
});

test('/profile2/my-history, /profile2/balance and /Wallet render and pass axe', async ({
  page,
  brand,
  backend,
}) => {
  // Two or three pages with an axe run each: more than the default 45 s on a loaded machine.
  test.slow();
  const player = await playerWithWithdrawal(backend, brand.id);
  await page.goto(`/profile2/my-history?at=${player.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'My history' })).toBeVisible();
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await checkA11y(page, '/profile2/my-history');

  await page.goto('/profile2/balance');
  await expect(page.getByTestId('withdrawable-balance').locator('data')).toHaveAttribute('value', '75.00');
  await expect(page.getByTestId('wallet-balance').locator('data')).toHaveAttribute('value', '75.00');
  await checkA11y(page, '/profile2/balance');

  await page.goto('/Wallet');
  await expect(page.getByTestId('wallet')).toHaveCount(1);
  await checkA11y(page, '/Wallet');
});

test('an active bonus is explained, with its way out, before any form', { tag: '@default-brand' }, async ({
  page,
  backend,
}) => {
  const token = await backend.login('bonus@demo.casino');
  await page.goto(`/withdraw?at=${token}`);
  const restrictions = page.getByTestId('withdrawal-restrictions');
  await expect(restrictions.locator('[data-restriction="ACTIVE_BONUS"]')).toContainText(
    'Withdrawal is not allowed while a bonus is active: cancel the bonus or finish its wagering first.',
  );
  await expect(page.getByTestId('withdrawal-form')).toHaveCount(0);
  await checkA11y(page, '/withdraw with an active bonus');
});

test('an unverified player without a deposit is told both, and can resend the e-mail', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await signUp(backend, brand.id);
  await page.goto(`/withdraw?at=${player.token}`);
  const restrictions = page.getByTestId('withdrawal-restrictions');
  await expect(restrictions.locator('[data-restriction="DEPOSIT_REQUIRED"]')).toBeVisible();
  const email = restrictions.locator('[data-restriction="REQUIRED_EMAIL_VERIFICATION"]');
  await email.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expect(email.getByRole('status')).toContainText(player.email);
});

test('a crypto withdrawal calculates, confirms and is listed as pending', { tag: '@default-brand' }, async ({
  page,
  brand,
  backend,
}) => {
  const player = await readyPlayer(backend, brand.id);
  await page.goto(`/withdraw?at=${player.token}`);
  const form = await fillCrypto(page, '20');
  await form.getByRole('button', { name: 'Calculate withdrawal' }).click();
  await expect(form.getByTestId('withdrawal-net').locator('data')).toHaveAttribute('value', '20.00');
  await expect(form.getByTestId('withdrawal-fee').locator('data')).toHaveAttribute('value', '0.00');
  await form.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByTestId('withdrawal-success')).toContainText('Withdrawal success');
  // The header balance follows without a reload.
  await expect(page.getByTestId('balance').locator('data')).toHaveAttribute('value', '80.00');

  await page.getByRole('link', { name: 'View transactions' }).click();
  await page.getByLabel('Type').selectOption('withdrawal');
  await expect(page).toHaveURL(/type=withdrawal/);
  await page.getByLabel('Status').selectOption('pending');
  await expect(page).toHaveURL(/status=pending/);
  const row = page.getByTestId('transaction-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row.locator('data')).toHaveAttribute('value', '-20.00');
  // The filters live in the URL: a reload shows the same list.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
});

test('double-clicking Confirm creates one withdrawal; a retry with its key changes nothing', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await readyPlayer(backend, brand.id);
  await page.goto(`/withdraw?at=${player.token}`);
  const form = await fillCrypto(page, '30');
  await form.getByRole('button', { name: 'Calculate withdrawal' }).click();
  await expect(form.getByRole('button', { name: 'Confirm withdrawal' })).toBeVisible();
  const sent: { url: string; headers: Record<string, string>; body: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/withdraw/confirm'))
      sent.push({ url: request.url(), headers: request.headers(), body: request.postData() });
  });
  // A slow answer: the second click lands while the first request is still out.
  await backend.addFault({ route: '/api/user/withdraw/confirm', latencyMs: 600, times: 1 });
  await form.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
  await expect(page.getByTestId('withdrawal-success')).toBeVisible();
  expect(sent.length).toBeGreaterThanOrEqual(1);
  const key = sent[0]?.headers['idempotency-key'];
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  for (const request of sent) expect(request.headers['idempotency-key']).toBe(key);
  // The same confirmation sent again (a retry after a lost answer) moves no more money.
  const first = sent[0] as (typeof sent)[number];
  const replay = await fetch(first.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: first.headers.authorization ?? `Bearer ${player.token}`,
      origin: brandOrigin(brand.id),
      'idempotency-key': key as string,
    },
    body: first.body,
  });
  expect(replay.status).toBe(200);
  await expect.poll(async () => (await withdrawalsOf(brand.id, player)).count).toBe(1);
  expect(await balanceOf(brand.id, player)).toBe('70.00');
});

test('bad input in every field shows its spec message and keeps the rest of the form', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await readyPlayer(backend, brand.id);
  await page.goto(`/withdraw?at=${player.token}`);
  const form = page.getByTestId('withdrawal-form');
  const calculate = form.getByRole('button', { name: 'Calculate withdrawal' });

  // Crypto: network, address, amount.
  await form.getByLabel('Withdrawal method').selectOption({ label: 'Tether' });
  await calculate.click();
  await expect(form.getByText('Please select network')).toBeVisible();
  await expect(form.getByText('Please enter wallet address')).toBeVisible();
  await expect(form.getByText('Please enter your withdraw amount')).toBeVisible();
  await form.getByLabel('Wallet address', { exact: true }).fill(TRC20_ADDRESS);
  await form.getByLabel('Amount').fill('abc');
  await calculate.click();
  await expect(form.getByText('Please enter wallet address')).toHaveCount(0);
  await expect(form.getByText('Please select network')).toBeVisible();
  await expect(form.getByText('Please enter your withdraw amount')).toBeVisible();
  await expect(form.getByLabel('Wallet address', { exact: true })).toHaveValue(TRC20_ADDRESS);
  await expect(form.getByLabel('Amount')).toHaveValue('abc');
  // The paste button says so when the browser refuses the clipboard.
  await form.getByRole('button', { name: 'Paste wallet address' }).click();
  await expect(form.getByText('Unable to read from clipboard')).toBeVisible();
  await expect(form.getByLabel('Wallet address', { exact: true })).toHaveValue(TRC20_ADDRESS);
  // The server's refusal keeps the form too (an address that is not TRC20).
  await form.getByLabel('Network').selectOption('TRC20');
  await form.getByLabel('Wallet address', { exact: true }).fill('not-an-address');
  await form.getByLabel('Amount').fill('20');
  await calculate.click();
  await expect(form.getByRole('alert').filter({ hasText: 'Error calculating withdrawal' })).toBeVisible();
  await expect(form.getByLabel('Amount')).toHaveValue('20');

  // Bank (a Malta/EUR player, SEPA): the holder and the IBAN, with its checksum; no IFSC.
  await form.getByLabel('Withdrawal method').selectOption({ label: 'Bank Transfer' });
  await expect(form.getByLabel('Bank code (IFSC)')).toHaveCount(0);
  await form.getByLabel('IBAN').fill(MT_IBAN_BAD);
  await form.getByLabel('BIC / SWIFT code (optional)').fill('MALT');
  await form.getByLabel('Amount').fill('25');
  await calculate.click();
  await expect(form.getByLabel('Account holder name')).toHaveAccessibleDescription(/Required/);
  await expect(form.getByLabel('IBAN')).toHaveAccessibleDescription(/IBAN is not valid/);
  await expect(form.getByLabel('BIC / SWIFT code (optional)')).toHaveAccessibleDescription(/valid BIC/);
  await expect(form.getByLabel('IBAN')).toHaveValue(MT_IBAN_BAD);
  await checkA11y(page, '/withdraw with field errors');
  await form.getByLabel('Account holder name').fill('Dana Depositor');
  await form.getByLabel('IBAN').fill(MT_IBAN);
  await form.getByLabel('BIC / SWIFT code (optional)').fill('');
  await calculate.click();
  // Bank Transfer takes 1 % (the back end's method fee).
  await expect(form.getByTestId('withdrawal-fee').locator('data')).toHaveAttribute('value', '0.25');
  await expect(form.getByTestId('withdrawal-net').locator('data')).toHaveAttribute('value', '24.75');
});

test('multi-wallet: switching the active wallet changes the header', { tag: '@default-brand' }, async ({
  page,
  brand,
  backend,
}) => {
  await backend.setSetting('useMultiWallet', true);
  const player = await readyPlayer(backend, brand.id);
  await api(brand.id, player.token, 'POST', '/api/user/wallets', { currencyCode: 'BTC' });
  await page.goto(`/Wallet?at=${player.token}`);
  await expect(page.getByTestId('wallet')).toHaveCount(2);
  const header = page.getByTestId('balance').locator('data');
  await expect(header).toHaveAttribute('data-currency', 'EUR');
  await page.getByTestId('wallet-switcher').getByLabel('Active wallet').selectOption('BTC');
  await expect(header).toHaveAttribute('data-currency', 'BTC');
  await expect(page.getByTestId('balance')).toContainText('0.00 BTC');
  await expect(page.locator('[data-testid="wallet"][data-active]')).toHaveAttribute('data-currency', 'BTC');
  await checkA11y(page, '/Wallet with two wallets');
  // And back from the page's own button.
  await page.getByRole('button', { name: 'Use EUR' }).click();
  await expect(header).toHaveAttribute('data-currency', 'EUR');
  await expect(header).toHaveAttribute('value', '100.00');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a Malta/EUR withdrawal asks for an IBAN, not IFSC, stores it and shows it masked', {
    tag: '@default-brand',
  }, async ({ page, brand, backend }) => {
    const player = await readyPlayer(backend, brand.id);
    await page.goto(`/withdraw?at=${player.token}`);
    const form = page.getByTestId('withdrawal-form');
    const methods = form.getByLabel('Withdrawal method');
    // Only what this player may use: never the hidden or the inactive method, nor rupee-only UPI.
    await expect(methods.locator('option', { hasText: 'Bank Transfer' })).toHaveCount(1);
    const offered = await methods.locator('option').allTextContents();
    expect(offered).toContain('Bank Transfer');
    for (const never of ['Hidden Payout', 'Legacy Wallet', 'UPI']) expect(offered).not.toContain(never);
    await methods.selectOption({ label: 'Bank Transfer' });
    await expect(form).toHaveAttribute('data-kind', 'sepa');
    await expect(form.getByLabel('IBAN')).toBeVisible();
    await expect(form.getByLabel('Bank code (IFSC)')).toHaveCount(0);
    await expect(form.getByLabel('UPI ID')).toHaveCount(0);
    await form.getByLabel('Account holder name').fill('Dana Depositor');
    await form.getByLabel('IBAN').fill(MT_IBAN);
    await form.getByLabel('Amount').fill('20');
    await form.getByRole('button', { name: 'Calculate withdrawal' }).click();
    await expect(form.getByTestId('withdrawal-net').locator('data')).toHaveAttribute('value', '19.80');
    await form.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByTestId('withdrawal-success')).toBeVisible();
    // No sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The back end has the destination on record: the pending withdrawal shows it, masked.
    const { rows } = await withdrawalsOf(brand.id, player);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      destination: { scheme: 'sepa', label: 'MT •••• 001S' },
    });
    expect(JSON.stringify(rows)).not.toContain('MTLCAST001S');
    await page.getByRole('link', { name: 'View transactions' }).click();
    const row = page.getByTestId('transaction-row').first();
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('transaction-destination')).toHaveText('To MT •••• 001S');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
