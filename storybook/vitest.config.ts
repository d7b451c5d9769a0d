// Every story runs as a test in Debian's Chromium (never a downloaded browser), once per brand
// folder: render, play() interactions, and axe with violations failing the test.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { brandIds as listBrandIds } from './.storybook/brandsPlugin.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const here = dirname(fileURLToPath(import.meta.url));
const brandIds = listBrandIds();

const project = (brand: string, locale: string) => ({
  extends: true as const,
  plugins: [storybookTest({ configDir: join(here, '.storybook') })],
  define: { __STORY_BRAND__: JSON.stringify(brand), __STORY_LOCALE__: JSON.stringify(locale) },
  test: {
    name: locale === 'en' ? brand : `${brand}-${locale}`,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' as const }],
    },
    setupFiles: [join(here, '.storybook/vitest.setup.ts')],
    // Story files share one iframe per project instead of a fresh one each: every story mounts
    // and unmounts through Storybook's own renderer, so nothing of one file outlives it, and the
    // per-file page set-up was about half the wall time (a 3-file sample: 88 s → 52 s).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Every brand in English, and the first brand right-to-left (Arabic).
    projects: [...brandIds.map((brand) => project(brand, 'en')), project(brandIds[0] ?? 'curacao', 'ar')],
  },
});
