// Issue 6 acceptance for verification (KYC), once per brand: document upload to pending with
// progress, refused type and size before any upload, 'upload failed' on a back-end fault, the
// status discrepancy notice with Refresh Status, and the three addresses of the screen.
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { signUp } from './support/players.ts';

const card = (page: Page, type: string) => page.getByTestId(`document-${type}`);
const isUpload = (url: string) => url.endsWith('/api/user/upload-document');

/** A file of `size` bytes that starts like the format its name says. */
function fileOf(name: string, mimeType: string, size: number) {
  const buffer = Buffer.alloc(size, 0x20);
  if (name.endsWith('.png')) Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  if (name.endsWith('.pdf')) Buffer.from('%PDF-1.4\n').copy(buffer);
  return { name, mimeType, buffer };
}

test('a document goes up with progress and its request turns pending', async ({ page, brand, backend }) => {
  // A 20 MB file is read, base64-encoded and sent by the page, then held 1.5 s and stored: on a
  // loaded 2-core machine that alone can take most of the default 45 s.
  test.slow();
  const player = await signUp(backend, brand.id);
  await page.goto(`/profile/verify?at=${player.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toContainText('Not verified');
  await expect(page.getByText('We review uploaded documents within up to 24 hours.')).toBeVisible();
  for (const type of ['identity', 'address', 'bank_statement'])
    await expect(card(page, type).getByText('Requested', { exact: true })).toBeVisible();
  await expect(page.getByTestId('kyc-discrepancy')).toBeHidden();
  await checkA11y(page, 'verification');

  const identity = card(page, 'identity');
  // Large enough that the body cannot sit whole in the socket buffers while the server waits.
  await identity
    .getByLabel(/File to upload/)
    .setInputFiles(fileOf('passport.png', 'image/png', 20 * 1024 * 1024));
  await expect(identity.getByText('passport.png')).toBeVisible();
  // Every value the progress bar takes, with its name, recorded in the page as it renders: on a
  // loaded machine the whole upload can be over before a polling assertion first looks.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar?.getAttribute('aria-valuenow');
      const name = document.getElementById(bar?.getAttribute('aria-labelledby') ?? '')?.textContent;
      const entry = `${name}: ${value}`;
      if (bar && value && seen.at(-1) !== entry) seen.push(entry);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  // The server waits before reading the body, so the upload visibly moves.
  await backend.addFault({ route: '/api/user/upload-document', latencyMs: 1500, times: 1 });
  const answered = page.waitForResponse((response) => isUpload(response.url()));
  await identity.getByRole('button', { name: 'Upload document' }).click();
  expect((await answered).status()).toBe(200);
  const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  // Real progress: the named bar showed shares between nothing and all while the server held the
  // body back.
  expect(
    seen.some((entry) => {
      const [name, value] = entry.split(': ');
      return name === 'Uploading passport.png' && Number(value) > 0 && Number(value) < 100;
    }),
    `progress seen: ${seen.join(', ')}`,
  ).toBe(true);

  await expect(identity.getByText('Pending', { exact: true })).toBeVisible();
  await expect(identity.getByRole('status')).toHaveText(
    'Document uploaded. We review it within up to 24 hours.',
  );
  await expect(identity.getByText(/Latest file: passport\.png/)).toBeVisible();
  await expect(identity.getByLabel(/File to upload/)).toHaveCount(0);
  // The back end moved the account to PENDING with the upload; user details were fetched again.
  await expect(page.getByTestId('kyc-status')).toContainText('Under review');
  await checkA11y(page, 'verification after upload');
});

test('a refused type and a refused size are caught before any upload', { tag: '@default-brand' }, async ({
  page,
  brand,
  backend,
}) => {
  const player = await signUp(backend, brand.id);
  let uploads = 0;
  page.on('request', (request) => {
    if (isUpload(request.url())) uploads += 1;
  });
  await page.goto(`/account/verification?at=${player.token}`);
  const address = card(page, 'address');
  const input = address.getByLabel(/File to upload/);
  await input.setInputFiles(fileOf('bill.gif', 'image/gif', 2048));
  await expect(address.getByText('Only jpg, pdf, png accepted')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.setInputFiles(fileOf('bill.pdf', 'application/pdf', 25 * 1024 * 1024));
  await expect(address.getByText('File size must be less than 25MB')).toBeVisible();
  await checkA11y(page, 'verification with a refused file');
  // Upload with only a refused file chosen: nothing is sent, the reason stays.
  await address.getByRole('button', { name: 'Upload document' }).click();
  await expect(address.getByText('File size must be less than 25MB')).toBeVisible();
  const bank = card(page, 'bank_statement');
  await bank.getByRole('button', { name: 'Upload document' }).click();
  await expect(bank.getByText('Choose a file first')).toBeVisible();
  expect(uploads).toBe(0);
  await expect(address.getByText('Requested', { exact: true })).toBeVisible();
});

test('a failing back end says upload failed, keeps the file, and the retry goes through', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await signUp(backend, brand.id);
  await page.goto(`/profile2/verification?at=${player.token}`);
  await expect(page.getByRole('navigation', { name: 'Profile sections' })).toBeVisible();
  const bank = card(page, 'bank_statement');
  await bank.getByLabel(/File to upload/).setInputFiles(fileOf('statement.pdf', 'application/pdf', 4096));
  await backend.addFault({ route: '/api/user/upload-document', status: 500, times: 1 });
  await bank.getByRole('button', { name: 'Upload document' }).click();
  await expect(bank.getByText('Upload failed')).toBeVisible();
  await expect(bank.getByText('statement.pdf')).toBeVisible();
  await expect(bank.getByText('Requested', { exact: true })).toBeVisible();
  await checkA11y(page, 'v2 verification with upload failed');
  await bank.getByRole('button', { name: 'Upload document' }).click();
  await expect(bank.getByText('Pending', { exact: true })).toBeVisible();
  await expect(bank.getByText('Upload failed')).toBeHidden();
});

test('approved but documents still requested: the discrepancy notice, and Refresh Status settles it', {
  tag: '@default-brand',
}, async ({ page, brand, backend }) => {
  const player = await signUp(backend, brand.id);
  await backend.patchUser(player.userId, { kycStatus: 'APPROVED' });
  await page.goto(`/profile/verify?at=${player.token}`);
  const notice = page.getByTestId('kyc-discrepancy');
  await expect(notice).toContainText('Your verification status is being updated');
  await expect(notice).toContainText('a document is still requested');
  await checkA11y(page, 'verification with the discrepancy notice');
  // The back office catches up; the page learns it on Refresh Status.
  await backend.patchUser(player.userId, { kycStatus: 'NOT_STARTED' });
  const refetched = page.waitForResponse((response) => response.url().endsWith('/api/user/get-user-details'));
  const documents = page.waitForResponse((response) => response.url().endsWith('/api/user/get-documents'));
  await notice.getByRole('button', { name: 'Refresh Status' }).click();
  await refetched;
  await documents;
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('kyc-status')).toContainText('Not verified');
});

test('all documents confirmed but not approved: the notice until the status catches up', {
  tag: '@default-brand',
}, async ({ page, backend }) => {
  // The demo KYC player has every document confirmed; the test puts its status back afterwards.
  const token = await backend.login('kyc@demo.casino');
  const userId = await backend.userIdOf(token);
  await backend.patchUser(userId, { kycStatus: 'PENDING' });
  try {
    await page.goto(`/profile/verify?at=${token}`);
    for (const type of ['identity', 'address', 'bank_statement'])
      await expect(card(page, type).getByText('Confirmed', { exact: true })).toBeVisible();
    const notice = page.getByTestId('kyc-discrepancy');
    await expect(notice).toContainText('All your documents are confirmed');
    await backend.patchUser(userId, { kycStatus: 'APPROVED' });
    await notice.getByRole('button', { name: 'Refresh Status' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByTestId('kyc-status')).toContainText('Verified');
  } finally {
    await backend.patchUser(userId, { kycStatus: 'APPROVED' });
  }
});

test('a guest on a verification address gets the login modal', async ({ page }) => {
  await page.goto('/profile/verify');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('login-needed')).toBeVisible();
  await checkA11y(page, 'verification for a guest');
});
