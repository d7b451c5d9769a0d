// The top-wins table sits below a page's first screen and loads when its place nears the viewport
// (features/top-wins/TopWinsSlot.tsx): a test or bench that reads it scrolls down to it first.
import { expect, type Page } from '@playwright/test';

/**
 * Scrolls to the foot of the page, where the table's place is, until the table is there (the page
 * may still be booting, or replacing its prerendered frame, at the first scroll), and returns it.
 */
export async function scrollToTopWins(page: Page) {
  const table = page.getByTestId('top-wins');
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return table.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  return table;
}
