// Issue 18 acceptance: in every brand, a visitor switches to Japanese, Russian or Arabic (each the
// brand enables), signs in, and the lobby, the cashier and the profile show no English message.
// The test reads every visible text node of each page and compares it with the English catalogue:
// a node that is an English message (or holds a phrase of one) that the locale may not keep
// (same-as-english.json) is a message the page did not translate.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkA11y, expect, test } from './support/fixtures.ts';
import { scrollToTopWins } from './support/topWins.ts';

const messagesDir = join(import.meta.dirname, '../../packages/i18n/messages');
const english = JSON.parse(readFileSync(join(messagesDir, 'en.json'), 'utf8')) as Record<string, string>;

/** A message's literal text between its arguments ("Balance: {amount}" → ["Balance: "]). */
const literalPieces = (message: string) => message.split(/\{[^{}]*\}/);
const words = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}{2,}/u.test(word));

/** Texts a locale may leave in English, each reviewed (the catalogue check's own allow-list). */
const sameAsEnglish = JSON.parse(readFileSync(join(messagesDir, '../same-as-english.json'), 'utf8')) as {
  everywhere: string[];
  words: Record<string, string[]>;
};
const allowedEverywhere = (id: string) =>
  sameAsEnglish.everywhere.some((pattern) =>
    pattern.endsWith('.*') ? id.startsWith(pattern.slice(0, -1)) : pattern === id,
  );

/**
 * What must not be on a page in `locale`: every English message but those the locale may keep
 * (names, wordless ones, its reviewed words). Plain messages as whole text nodes; a phrase of
 * three words or more of a message with arguments (its plurals and selects aside, whose English
 * branches the ICU syntax interleaves) inside any node. The locale's own catalogue is not read: a
 * message it left in English shows here as English.
 */
function englishOnly(locale: string) {
  const reviewed = new Set(sameAsEnglish.words[locale] ?? []);
  const whole = new Set<string>();
  const phrases = new Set<string>();
  for (const [id, text] of Object.entries(english)) {
    if (words(text).length === 0 || reviewed.has(text) || allowedEverywhere(id)) continue;
    if (!text.includes('{')) whole.add(text.trim());
    else if (!/,\s*(plural|select|selectordinal)\s*,/.test(text))
      for (const piece of literalPieces(text)) if (words(piece).length >= 3) phrases.add(piece.trim());
  }
  return { whole, phrases: [...phrases] };
}

/** Every visible text node of the page (dialogs and portals included), trimmed. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) texts.push(text);
    }
    return texts;
  });

async function expectNoEnglish(page: Page, locale: string, where: string) {
  const { whole, phrases } = englishOnly(locale);
  const texts = await visibleTexts(page);
  expect(texts.length, `${where}: the page has text`).toBeGreaterThan(10);
  const english = texts.filter((text) => whole.has(text) || phrases.some((phrase) => text.includes(phrase)));
  expect(english, `${where} in ${locale}: English messages`).toEqual([]);
}

/** The page has settled: its content is there and nothing is loading any more. */
async function settled(page: Page, ready: string) {
  await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** The acceptance's locales: one script without plurals, one with four, one right-to-left. */
const checkedLocales = ['ja', 'ru', 'ar'];

test('in Japanese, Russian and Arabic (each the brand offers) the lobby, cashier and profile show no English message', async ({
  page,
  brand,
  backend,
}) => {
  const locales = checkedLocales.filter((locale) => brand.locales.enabled.includes(locale));
  // Every brand offers at least one of them (Arabic is every brand's right-to-left locale).
  expect(locales.length).toBeGreaterThan(0);
  test.setTimeout(75_000 * locales.length);
  const token = await backend.login('depositor@demo.casino');
  for (const locale of locales) {
    await test.step(locale, async () => {
      // The visitor switches language on the home page.
      await page.goto('/');
      await page.getByTestId('language-switcher').getByRole('combobox').selectOption(locale);
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      // Signed in (the depositor has methods to pay with and a full profile).
      await page.goto(`/${locale}/casino?at=${token}`);
      await expect(page.getByTestId('balance')).toBeVisible();
      // The top-wins table at the lobby's foot loads as it nears the screen: its words count too.
      await scrollToTopWins(page);
      await settled(page, 'top-wins-table');
      await expectNoEnglish(page, locale, 'lobby');

      await page.goto(`/${locale}/deposit`);
      await settled(page, 'method-picker');
      await expectNoEnglish(page, locale, 'cashier');
      await checkA11y(page, `cashier in ${locale}`);

      await page.goto(`/${locale}/profile`);
      await settled(page, 'profile-overview');
      await expectNoEnglish(page, locale, 'profile');
      // Signed out again for the next language's visit from the home page.
      await page.evaluate(() => localStorage.clear());
    });
  }
});
