// Issue 31 point 5: the production paths the other projects turn off for speed, in one project
// (E2E_PRODUCTION=1, playwright.config.ts): its app server keeps the prerender cache on with the
// production budget and allows one operator script host in its CSP; its back end hashes passwords
// at the production cost and keeps the production rate limits. Each test reads what the product
// exposes (the X-Prerender header, the test-mode hash-cost hook, the 429 and the app's words, the
// page's own globals and CSP events), so turning the production setting off fails it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { freshPlayer } from './support/accounts.ts';
import { apiUrl, operatorScriptHost } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';

async function testMode(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  return response.json();
}

test('prerender cache (production window and budget): the page rendered for one visit is the next one’s', async ({
  page,
}) => {
  await page.goto('/');
  /** Where the app server's document for `path` came from, asked by the page itself (same origin). */
  const sourceOf = (path: string) =>
    page.evaluate(async (target) => {
      const response = await fetch(target, { cache: 'no-store' });
      await response.text();
      return response.headers.get('x-prerender');
    }, path);
  // Nothing asked for the German home before (the warm-up renders each brand's English one): this
  // visit starts its render, and gets it when it is ready within the budget, else the splash.
  expect(['miss', 'splash']).toContain(await sourceOf('/de'));
  // The render is kept: a later visit gets it from the cache (with the cache off, never).
  await expect.poll(() => sourceOf('/de')).toBe('hit');
  const response = await page.goto('/de');
  expect(response?.headers()['x-prerender']).toBe('hit');
  expect(await response?.text()).toContain('<div id="prerender" inert aria-hidden="true">');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('password cost: a player logs in with a hash made at scrypt 2^17', async ({ page, backend }) => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail', { exact: true }).fill('depositor@demo.casino');
  await dialog.getByLabel('Password', { exact: true }).fill('Demo1234!');
  const login = page.waitForResponse((answer) => answer.url().includes('/api/user/login'));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  expect((await login).status()).toBe(200);
  await expect(page.getByTestId('balance')).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).not.toBeNull();
  const userId = await backend.userIdOf(token as string);
  // The login verified the stored hash at the cost it was made with: the production one (OWASP's
  // minimum for scrypt, apps/reference-backend/src/crypto.ts), not the other projects' 2^14.
  expect(await testMode('GET', `/__test/users/${userId}/password-hash-cost`)).toEqual({
    N: 2 ** 17,
    r: 8,
    p: 1,
    log2N: 17,
  });
});

test('production login delays: past five wrong passwords each try waits a doubling delay, and the app says when to retry', async ({
  page,
  brand,
}) => {
  const player = await freshPlayer(brand.id);
  const wrongLogin = async (attempt: number) =>
    (
      await fetch(`${apiUrl}/api/user/login?brand=${brand.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: player.email, password: `wrong-${attempt}` }),
      })
    ).status;
  // Production (apps/reference-backend/src/login-delays.ts): five free attempts per account, the
  // other projects' ×1000 off. Five wrong passwords are answered as such…
  for (let attempt = 1; attempt <= 5; attempt += 1)
    expect(await wrongLogin(attempt), `attempt ${attempt}`).toBe(401);
  // …the sixth, straight after, must wait (never a lock: the owner waits at most the cap)…
  expect(await wrongLogin(6)).toBe(429);
  // …and after each delay one more try is checked, doubling the next delay (1 s, 2 s, then 4 s):
  // waited out by asking until the back end checks a password again.
  for (const delay of [1, 2, 4])
    await expect
      .poll(() => wrongLogin(6 + delay), { intervals: [500], timeout: (delay + 5) * 1000 })
      .toBe(401);
  // …so the next try, typed in the app within the 8 s delay, is refused before the password is
  // even checked, however right it is.
  await page.goto('/?modal=login');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail', { exact: true }).fill(player.email);
  await dialog.getByLabel('Password', { exact: true }).fill(player.password);
  const refused = page.waitForResponse((answer) => answer.url().includes('/api/user/login'));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(429);
  const retryAfter = Number(answer.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(8);
  await expect(dialog.getByTestId('login-error')).toHaveText(
    /^Too many attempts\. Please try again in \d+ seconds?\.$/,
  );
  await expect(page.getByTestId('balance')).toHaveCount(0);
});

test.describe('operator scripts under the real CSP', () => {
  // The CSP watch of the other tests fails on any violation; this test expects exactly one.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  const cspTest = test.extend({ cspWatch: async ({}, use) => use() });

  cspTest('a script from an allowed host runs; an inline one is refused', async ({ page, brand }) => {
    // The operator's tag host (allowed by CSP_SCRIPT_HOSTS): answered here, after the browser's
    // CSP check, which is what this test is about.
    await page.route(`${operatorScriptHost}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__operatorTag = "ran";' }),
    );
    await testMode('PUT', '/__test/scripts', {
      brand: brand.id,
      scripts: [
        { key: 'allowed-tag', head: `<script src="${operatorScriptHost}/tag.js"></script>` },
        { key: 'inline-tag', bodyEnd: '<script>window.__inlineTag = "ran";</script>' },
      ],
    });
    try {
      await page.addInitScript(() => {
        const seen: { directive: string; blocked: string }[] = [];
        Object.assign(window, { __violations: seen });
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
        );
      });
      await page.goto('/');
      const globals = () =>
        page.evaluate(() => {
          const w = window as unknown as Record<string, unknown>;
          return {
            operatorTag: w.__operatorTag,
            inlineTag: w.__inlineTag,
            violations: w.__violations,
            // The inline script's element at the body's end, where the app put it.
            inlineInjected: [...document.body.querySelectorAll(':scope > script:not([src])')].some((script) =>
              script.textContent?.includes('__inlineTag'),
            ),
          };
        });
      // The allowed host's script ran.
      await expect.poll(async () => (await globals()).operatorTag).toBe('ran');
      // The inline one was injected, and the browser refused it: one violation, and its global
      // never set (an inline script runs as it is inserted, before its violation is reported).
      await expect.poll(async () => (await globals()).inlineInjected).toBe(true);
      await expect
        .poll(async () => (await globals()).violations)
        .toEqual([{ directive: 'script-src-elem', blocked: 'inline' }]);
      expect((await globals()).inlineTag).toBeUndefined();
    } finally {
      await testMode('DELETE', '/__test/scripts');
    }
  });
});

// Issue 37 point 4: a deploy or a scale-in sends SIGTERM. The built app server, as a process of its
// own on a free port, over a fake back end that holds its answers until the test lets them go (so
// each step waits on an event, not a timer): /ready is 503 until the server is warm, a page in
// flight after the signal is still answered, new connections are refused at once, and the process
// exits 0 (dist/.server/serve.js drains for SHUTDOWN_TIMEOUT_MS).
test('SIGTERM drains the app server: ready when warm, the page in flight answered, then exit 0', async () => {
  test.setTimeout(120_000);
  const held: (() => void)[] = [];
  let holding = true;
  let arrived = 0;
  const releaseAll = () => {
    for (const release of held.splice(0)) release();
  };
  const backend = createServer((req, res) => {
    arrived += 1;
    const answer = () => {
      res.setHeader('content-type', 'application/json');
      res.statusCode = new URL(req.url ?? '/', 'http://backend').pathname.endsWith('/settings2') ? 200 : 404;
      res.end('{}');
    };
    if (holding) held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const distDir = process.env.E2E_DIST_DIR ?? '';
  const server = spawn(process.execPath, [join(distDir, '.server/serve.js'), '--port', '0'], {
    env: {
      ...process.env,
      CASINO_DIST_DIR: distDir,
      CASINO_API_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
      PRERENDER_TTL_MS: '0',
      PRERENDER_BUDGET_MS: '60000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [server.stdout, server.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const statusOf = (url: string) =>
    fetch(url).then(
      (response) => response.status,
      () => 'refused' as const,
    );
  try {
    await expect
      .poll(() => /casino app\s+http:\/\/127\.0\.0\.1:\d+/.test(output), { timeout: 60_000 })
      .toBe(true);
    const url = /casino app\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] ?? '';
    // Warming (each brand's home prerendered) waits on the held back end: alive, not ready.
    expect(await statusOf(`${url}/health`)).toBe(200);
    await expect.poll(() => arrived).toBeGreaterThan(0);
    expect(await statusOf(`${url}/ready`)).toBe(503);
    holding = false;
    releaseAll();
    await expect.poll(() => statusOf(`${url}/ready`), { timeout: 30_000 }).toBe(200);

    // A page whose prerender waits on the back end, then the signal.
    holding = true;
    const before = arrived;
    const page = fetch(`${url}/`);
    await expect.poll(() => arrived).toBeGreaterThan(before);
    server.kill('SIGTERM');
    await expect.poll(() => statusOf(`${url}/health`)).toBe('refused');
    expect(server.exitCode, 'still draining while the page waits').toBeNull();
    holding = false;
    releaseAll();
    const response = await page;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"');
    expect(await exited, output).toBe(0);
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    holding = false;
    releaseAll();
    await new Promise((resolve) => backend.close(resolve));
  }
});
