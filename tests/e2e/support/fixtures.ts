// Shared e2e fixtures: the brand under test, a client for the back end's test-mode helpers, an
// axe check, and a CSP watch that fails any test during which the page reported a violation.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { apiUrl, type BrandData, defaultBrand, readBrand } from './env.ts';

export interface Backend {
  /**
   * Logs a player in through the API and returns the access token. Login is scoped to the
   * account's brand (the back end): a demo player (@demo.casino) logs in on the default brand, whose
   * player the seed makes it; any other account on the brand under test, where the tests sign up.
   */
  login(email: string, password?: string): Promise<string>;
  /**
   * Makes a demo player the brand under test's player until the test ends, for a test that logs it
   * in through this brand's own login form.
   */
  lendDemoPlayer(email: string): Promise<void>;
  addFault(fault: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  /** Sets one settings2 key for the brand; returns a function that restores the old value. */
  setSetting(key: string, value: unknown): Promise<() => Promise<void>>;
  patchUser(userId: number, patch: Record<string, unknown>): Promise<void>;
  userIdOf(token: string): Promise<number>;
  /** Country the back end reports for this machine (null: its default). */
  setGeo(country: string | null): Promise<void>;
  /** The exact answer of the locales call for a locale (operator overrides); removed after the test. */
  setLocalesAnswer(locale: string, answer: unknown): Promise<void>;
}

export const demoPassword = 'Demo1234!';

/** The seed's demo players (apps/reference-backend/README.md), all of the default brand. */
const isDemoPlayer = (email: string): boolean => /@demo\.casino$/i.test(email);

/** A call to the test back end; throws with its answer unless it is 2xx, else its JSON body. */
export async function call<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function checkA11y(page: Page, label: string): Promise<void> {
  // A dialog fading in has blended colours: check what the page settles on, once every finite
  // animation and transition has finished (a spinner's endless one never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

// biome-ignore lint/suspicious/noConfusingVoidType: an auto fixture provides no value (Playwright's convention)
export const test = base.extend<{ brand: BrandData; backend: Backend; cspWatch: void }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  brand: async ({}, use, testInfo) => {
    // Projects of one brand (desktop, 375 px) name it in their metadata.
    await use(readBrand(String(testInfo.project.metadata.brand ?? testInfo.project.name)));
  },
  backend: async ({ brand }, use) => {
    const restores: (() => Promise<void>)[] = [];
    const backend: Backend = {
      login: async (email, password = demoPassword) =>
        (
          (await call('POST', `/api/user/login?brand=${isDemoPlayer(email) ? defaultBrand : brand.id}`, {
            email,
            password,
            userDeviceType: 'desktop',
            screenResolution: '1280x800',
          })) as {
            accessToken: string;
          }
        ).accessToken,
      lendDemoPlayer: async (email) => {
        const userId = await backend.userIdOf(await backend.login(email));
        await call('PATCH', `/__test/users/${userId}`, { brand: brand.id });
        restores.push(
          async () => void (await call('PATCH', `/__test/users/${userId}`, { brand: defaultBrand })),
        );
      },
      addFault: async (fault) => {
        await call('POST', '/__test/faults', fault);
      },
      clearFaults: async () => {
        await call('DELETE', '/__test/faults');
      },
      setSetting: async (key, value) => {
        const before = (
          (await call('GET', `/api/core/casino/settings2?brand=${brand.id}`)) as Record<string, unknown>
        )[key];
        await call('PUT', '/__test/settings', { brand: brand.id, key, value });
        const restore = async () => {
          await call('PUT', '/__test/settings', { brand: brand.id, key, value: before ?? null });
        };
        restores.push(restore);
        return restore;
      },
      patchUser: async (userId, patch) => {
        await call('PATCH', `/__test/users/${userId}`, patch);
      },
      setGeo: async (country) => {
        await call('POST', '/__test/geo', { country });
        if (country !== null)
          restores.push(async () => void (await call('POST', '/__test/geo', { country: null })));
      },
      setLocalesAnswer: async (locale, answer) => {
        await call('PUT', `/__test/locales/${locale}`, { answer });
        restores.push(async () => void (await call('PUT', `/__test/locales/${locale}`, { answer: null })));
      },
      userIdOf: async (token) =>
        ((await call('GET', '/api/user/get-user-details', undefined, token)) as { user: { userId: number } })
          .user.userId,
    };
    await use(backend);
    await backend.clearFaults();
    for (const restore of restores.reverse()) await restore();
  },
  cspWatch: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use();
      expect(violations, 'CSP violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
