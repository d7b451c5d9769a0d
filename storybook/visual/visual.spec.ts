// One screenshot per story per brand. Stories come from the built index, brands from the folders
// under brands/: a new story or a new brand folder is covered with no change here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { listBrands } from '../../packages/layout-engine/src/node/brandReader.ts';

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string };
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

const here = import.meta.dirname;
const index = JSON.parse(readFileSync(join(here, '../storybook-static/index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const brands = listBrands();

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 812 };
/** Stories written for the mobile layout are shot at 375 px, the rest at 1280 px. */
const isMobileStory = (story: IndexEntry) => /mobile/i.test(story.name);

// One page per worker: Storybook's preview loads once and switches stories over its channel,
// which is what keeps ~400 screenshots within a few minutes on two cores.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: DESKTOP,
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await page.goto(`/iframe.html?id=${stories[0]?.id}&viewMode=story`);
      await page.waitForFunction(
        () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
      );
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(page: Page, story: IndexEntry, brand: string) {
  await page.setViewportSize(isMobileStory(story) ? MOBILE : DESKTOP);
  await page.evaluate(
    ({ id, brandId }) => {
      const channel = (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('updateGlobals', { globals: { brand: brandId } });
      channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id: story.id, brandId: brand },
  );
  // Rendered, play() finished, and in the requested brand.
  await page.waitForFunction(
    ({ id, brandId }) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      const done = render?.id === id && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
      return done && document.querySelector(`#storybook-root [data-brand="${brandId}"]`) !== null;
    },
    { id: story.id, brandId: brand },
    { timeout: 20_000 },
  );
  const phase = await page.evaluate(
    () => (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase,
  );
  expect(phase, `${story.id} did not render cleanly`).toBe('finished');
  await page.evaluate(() => document.fonts.ready);
}

for (const brand of brands) {
  test.describe(brand, () => {
    for (const story of stories) {
      test(story.id, async ({ storyPage: page }) => {
        await showStory(page, story, brand);
        // Portals (dialogs, tooltips, toasts) sit outside the root: then the whole viewport counts.
        const portal = await page
          .locator('[role="dialog"], [role="tooltip"], [data-portal-root] > *')
          .count();
        const root = await page.locator('#storybook-root').boundingBox();
        const viewport = page.viewportSize() ?? DESKTOP;
        const height = portal > 0 ? viewport.height : Math.max(1, Math.ceil(root?.height ?? viewport.height));
        await expect(page).toHaveScreenshot(`${brand}/${story.id}.png`, {
          clip: { x: 0, y: 0, width: viewport.width, height },
          fullPage: height > viewport.height,
        });
      });
    }
  });
}
