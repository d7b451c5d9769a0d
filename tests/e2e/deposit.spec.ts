// Issue 14, the deposit half: the deposit page and every outcome modal in each brand (render and
// axe); the flows no brand setting changes run in the default brand only: card deposit and the
// header balance, the 3DS round trip with the webhook sent once, Retry and another method, a
// declined card, a live failedDeposit, the player's deposit limit, the crypto address and QR per
// network, every field's message, a keyboard-only deposit, and card data kept out of storage and
// tracking.
import type { Page, Request } from '@playwright/test';
import { apiUrl } from './support/env.ts';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { type Player, signUp } from './support/players.ts';

const defaultBrand = { tag: '@default-brand' };
/** The server takes deposits only with an adult date of birth on record (DOB_REQUIRED). */
const adult = { dateOfBirth: '1990-01-01' };
const VALID_CARD = '4111 1111 1111 1111';
const THREE_DS_CARD = '4000 0000 0000 3220';
const DECLINED_CARD = '4000 0000 0000 0002';
const outcomes = [
  ['failed', 'Oops! Deposit Attempt Unsuccessful'],
  ['return', 'Deposit Returned'],
  ['decline', 'Deposit Declined'],
  ['cancel', 'Deposit Cancelled'],
  ['pending', 'Deposit in Progress'],
  ['success', 'Deposit Successful'],
] as const;

const form = (page: Page) => page.getByTestId('deposit-form');
const method = (page: Page, name: string) => page.getByTestId('method-picker').getByRole('radio', { name });
const balanceText = async (page: Page) =>
  (await page.getByTestId('balance').innerText()).replace(/[^\d.,]/g, '');
const numeric = (text: string) => Number(text.replace(/,/g, ''));

async function openDeposit(page: Page, player: Player, query = '') {
  await page.goto(`/deposit?at=${player.token}${query}`);
  // The first paint of a cold page may take long on a loaded machine (the boot spinner first).
  await expect(form(page)).toBeVisible({ timeout: 30_000 });
}

async function fillCard(
  page: Page,
  card: { holder?: string; number?: string; expiry?: string; cvc?: string },
) {
  const f = form(page);
  if (card.holder !== undefined) await f.getByLabel('Cardholder name').fill(card.holder);
  if (card.number !== undefined) await f.getByLabel('Card number').fill(card.number);
  if (card.expiry !== undefined) await f.getByLabel('Expiry date (MM/YY)').fill(card.expiry);
  if (card.cvc !== undefined) await f.getByLabel('CVC').fill(card.cvc);
}

const goodCard = { holder: 'Ann Lee', number: VALID_CARD, expiry: '12/39', cvc: '123' };
const submit = (page: Page) =>
  form(page)
    .getByRole('button', { name: /^Deposit / })
    .click();

/** Presses Tab until the element has focus (at most 40 times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus never reached the element by Tab');
}

async function asPlayer(player: Player, method: 'PUT' | 'POST', path: string, body: object) {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${player.token}` },
    body: JSON.stringify(body),
  });
  expect(response.ok, await response.text()).toBe(true);
}

const putLimit = (player: Player, amount: number) =>
  asPlayer(player, 'PUT', '/api/user/limits', { type: 'deposit', period: 0, amount });

test('the deposit page and every outcome modal render and pass axe', async ({ page, brand, backend }) => {
  // Seven full page loads with an axe run each.
  test.slow();
  const player = await signUp(backend, brand.id, adult);
  await openDeposit(page, player);
  await expect(method(page, 'Visa / Mastercard')).toBeChecked();
  await expect(form(page).getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
  await checkA11y(page, 'deposit page');
  for (const [outcome, title] of outcomes) {
    await page.goto(`/deposit?modal=deposit-${outcome}&met=Skrill`);
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toContainText('Skrill');
    await checkA11y(page, `deposit-${outcome} modal`);
  }
  await page.goto('/casino?modal=deposit');
  await expect(page.getByRole('dialog', { name: 'Deposit' }).getByTestId('deposit-form')).toBeVisible();
  await checkA11y(page, 'deposit modal');
});

test(
  'a player without a date of birth is asked to complete the profile before depositing',
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id);
    await page.goto(`/deposit?at=${player.token}`);
    const gaps = page.getByTestId('deposit-profile-gaps');
    await expect(gaps).toContainText('Date of birth', { timeout: 30_000 });
    await expect(page.getByTestId('deposit-form')).toHaveCount(0);
    await gaps.getByRole('link', { name: 'Complete profile' }).click();
    await expect(page.getByTestId('profile-form')).toBeVisible();
  },
);

test(
  'a card deposit succeeds and the header balance rises without a reload; card data stays out of storage and tracking',
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id, adult);
    const sent: string[] = [];
    page.on('request', (request: Request) => {
      if (!request.url().includes('/api/user/deposit'))
        sent.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await openDeposit(page, player);
    const before = numeric(await balanceText(page));
    // A reload would drop this marker (Playwright's framenavigated also counts the SPA's pushState).
    await page.evaluate(() => {
      (window as unknown as { depositMarker: boolean }).depositMarker = true;
    });
    await fillCard(page, goodCard);
    await expect(page.getByTestId('card-brand')).toHaveAttribute('data-brand', 'visa');
    await submit(page);
    await expect(page.getByRole('dialog', { name: 'Deposit Successful' })).toBeVisible();
    await expect.poll(async () => numeric(await balanceText(page))).toBe(before + 25);
    expect(
      await page.evaluate(() => (window as unknown as { depositMarker?: boolean }).depositMarker),
      'no reload',
    ).toBe(true);
    // Card data went only to the deposit call: not to any other request (page views, log-event), not
    // to local or session storage, not to cookies.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage, c: document.cookie }),
    );
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', 'Ann Lee', '12/39']) {
      expect(stored).not.toContain(secret);
      for (const request of sent) expect(request).not.toContain(secret);
    }
    expect(sent.some((request) => request.includes('/api/user/log-event'))).toBe(true);
  },
);

test(
  '3DS: to the bank page and back; the webhook is called once, also after reloading the success URL',
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id, adult);
    const webhookCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/3ds-webhook') && request.method() === 'POST')
        webhookCalls.push(request.url());
    });
    await openDeposit(page, player);
    const before = numeric(await balanceText(page));
    await fillCard(page, { ...goodCard, number: THREE_DS_CARD });
    await submit(page);
    await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirming your payment' });
    await expect(dialog.getByTestId('deposit-3ds')).toHaveAttribute('data-state', 'sent');
    await expect.poll(async () => numeric(await balanceText(page))).toBe(before + 25);
    await page.reload();
    await expect(dialog.getByTestId('deposit-3ds')).toHaveAttribute('data-state', 'alreadyHandled');
    // A second tab on the same success URL does not send either.
    const second = await page.context().newPage();
    second.on('request', (request) => {
      if (request.url().endsWith('/api/user/3ds-webhook')) webhookCalls.push(request.url());
    });
    await second.goto(page.url());
    await expect(second.getByTestId('deposit-3ds')).toHaveAttribute('data-state', 'alreadyHandled');
    expect(webhookCalls).toHaveLength(1);
  },
);

test(
  'each outcome modal with met offers Retry and another method',
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id, adult);
    await openDeposit(page, player);
    for (const [outcome, title] of outcomes.filter(([name]) => name !== 'success')) {
      await page.goto(`/deposit?modal=deposit-${outcome}&met=Skrill`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Use another method' })).toBeVisible();
    }
    await page.getByRole('dialog').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(method(page, 'Skrill')).toBeChecked();
    await page.goto('/deposit?modal=deposit-failed&met=Skrill');
    await page.getByRole('dialog').getByRole('button', { name: 'Use another method' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(method(page, 'Skrill')).not.toBeChecked();
    await expect(method(page, 'Visa / Mastercard')).toBeChecked();
    await expect(page.getByTestId('failed-notice')).toContainText('Skrill');
    await page.goto('/deposit?modal=deposit-success&met=Skrill');
    await expect(
      page.getByRole('dialog', { name: 'Deposit Successful' }).getByRole('button', { name: 'Retry' }),
    ).toHaveCount(0);
  },
);

test('a declined card leads to the alternative method', defaultBrand, async ({ page, brand, backend }) => {
  const player = await signUp(backend, brand.id, adult);
  await openDeposit(page, player);
  await fillCard(page, { ...goodCard, number: DECLINED_CARD });
  await submit(page);
  const dialog = page.getByRole('dialog', { name: 'Deposit Declined' });
  await expect(dialog).toContainText('Visa / Mastercard');
  await dialog.getByRole('button', { name: 'Use another method' }).click();
  await expect(method(page, 'Visa / Mastercard')).not.toBeChecked();
  await expect(method(page, 'Skrill')).toBeChecked();
});

test(
  'a live failedDeposit event opens the alternative method',
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id, adult);
    await page.goto(`/casino?at=${player.token}`);
    await expect(page.getByTestId('balance')).toHaveAttribute('data-live', 'connected');
    const response = await fetch(`${apiUrl}/__test/emit-failed-deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: player.userId, method: 'Visa / Mastercard' }),
    });
    expect(response.ok).toBe(true);
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await expect(dialog.getByTestId('failed-notice')).toContainText('Visa / Mastercard');
    await expect(method(page, 'Skrill')).toBeChecked();
  },
);

test(
  "a deposit over the player's deposit limit shows the PAYMENT_LIMIT_THRESHOLD message",
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id, adult);
    await putLimit(player, 20);
    await openDeposit(page, player);
    await fillCard(page, goodCard);
    await submit(page);
    await expect(form(page)).toContainText(
      'You have reached your daily deposit limit. Please try again tomorrow.',
    );
    await expect(form(page).getByLabel('Card number')).toHaveValue(VALID_CARD);
  },
);

test(
  'self-exclusion: the server refuses an open deposit form in words; the deposit then says why it is unavailable',
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id, adult);
    await openDeposit(page, player);
    await fillCard(page, goodCard);
    // Excluded in another tab while this form is open: the server's SELF_EXCLUDED is worded here.
    await asPlayer(player, 'POST', '/api/user/self-exclusion', { duration: 0 });
    await submit(page);
    await expect(form(page).getByTestId('deposit-error')).toContainText(
      /You are self-excluded until .+\. Until then you can only withdraw\./,
    );
    // Opened again, the deposit offers no form, says why and leads to the withdrawal (issue 16).
    await page.reload();
    const notice = page
      .getByTestId('self-exclusion-notice')
      .filter({ hasText: 'This is not available while you are self-excluded.' });
    await expect(notice).toContainText('This is not available while you are self-excluded.', {
      timeout: 30_000,
    });
    await expect(form(page)).toHaveCount(0);
    await notice.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/withdraw/);
  },
);

test(
  'crypto top-up: the address and QR change with the network; Copy works',
  defaultBrand,
  async ({ page, brand, backend, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const player = await signUp(backend, brand.id, adult);
    await openDeposit(page, player);
    await method(page, 'Tether').check();
    const topUp = page.getByTestId('crypto-top-up');
    await topUp.getByRole('radio', { name: 'Tron (TRC20)' }).check();
    const address = topUp.getByTestId('crypto-address');
    await expect(address).not.toBeEmpty();
    const tron = await address.innerText();
    const tronQr = await topUp.getByTestId('crypto-qr').getAttribute('data-qr');
    expect(tronQr).toContain(tron);
    await expect(topUp.getByTestId('network-warning')).toContainText('Tron (TRC20)');
    await expect(topUp.getByTestId('minimum-warning')).toContainText('5 USDT');
    await topUp.getByRole('radio', { name: 'Ethereum (ERC20)' }).check();
    await expect(address).not.toHaveText(tron);
    const erc = await address.innerText();
    await expect(topUp.getByTestId('crypto-qr')).toHaveAttribute('data-qr', new RegExp(erc));
    await expect(topUp.getByTestId('minimum-warning')).toContainText('20 USDT');
    await topUp.getByRole('button', { name: 'Copy address' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(erc);
    await checkA11y(page, 'crypto top-up');
  },
);

test(
  'bad input in each field shows its message and keeps the rest',
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id, adult);
    await openDeposit(page, player);
    await submit(page);
    const f = form(page);
    await expect(f.getByText('Required')).toHaveCount(4);
    await fillCard(page, { holder: 'Ann Lee', number: '4111 1111 1111 1112', expiry: '13/30', cvc: '12' });
    await expect(f.getByText('Please enter a valid card number')).toBeVisible();
    await expect(f.getByText('Invalid month')).toBeVisible();
    await expect(f.getByText('CVC must be exactly 3 digits')).toBeVisible();
    await fillCard(page, { expiry: '01/20' });
    await expect(f.getByText('Expiry date is in the past')).toBeVisible();
    await expect(f.getByLabel('Cardholder name')).toHaveValue('Ann Lee');
    await expect(f.getByLabel('Card number')).toHaveValue('4111 1111 1111 1112');
    // The amount: 0 and outside the method's range (Visa / Mastercard 5–5000).
    const amount = f.getByLabel('Amount', { exact: true });
    await amount.fill('0');
    await expect(f.getByText('The amount must be above 0.')).toBeVisible();
    await amount.fill('6000');
    await expect(f.getByText(/The amount must be between .*5\.00 and .*5,000\.00\./)).toBeVisible();
    await expect(f.getByLabel('Cardholder name')).toHaveValue('Ann Lee');
    // The server's own range check (PAYMENT_PROVIDER_LIMIT_THRESHOLD) is worded with its min and max.
    let deposits = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/deposit')) deposits += 1;
    });
    await submit(page);
    // Settled before counting: an input typed after the submit has its effect on screen, so the
    // submit's handler, and any request it started, ran before it (no fixed wait).
    await amount.fill('50');
    await expect(f.getByText(/The amount must be between/)).toBeHidden();
    await expect(f.getByText('Please enter a valid card number')).toBeVisible();
    expect(deposits, 'nothing is sent while a field is wrong').toBe(0);
  },
);

test(
  'keyboard only: choose the method, set the amount with the stepper, fill the card, deposit',
  defaultBrand,
  async ({ page, brand, backend }) => {
    const player = await signUp(backend, brand.id, adult);
    await openDeposit(page, player);
    const before = numeric(await balanceText(page));
    await method(page, 'Visa / Mastercard').focus();
    await page.keyboard.press('ArrowDown');
    await expect(method(page, 'Skrill')).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(method(page, 'Visa / Mastercard')).toBeChecked();
    // Tab to the stepper's + and raise 25 → 30 → 35 (spec 4 steps).
    const increase = form(page).getByRole('button', { name: 'Increase amount' });
    await tabTo(page, increase);
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Enter');
    await expect(form(page).getByLabel('Amount', { exact: true })).toHaveValue('35');
    const holder = form(page).getByLabel('Cardholder name');
    await tabTo(page, holder);
    await page.keyboard.type('Ann Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4111111111111111');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1239');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Deposit Successful' })).toBeVisible();
    await expect.poll(async () => numeric(await balanceText(page))).toBe(before + 35);
  },
);
