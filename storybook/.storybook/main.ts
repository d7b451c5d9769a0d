import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { bootMessagesPlugin } from '../../apps/casino/build/bootMessagesPlugin.ts';
import { brandIndexPlugin } from '../../apps/casino/build/brandIndexPlugin.ts';
import { catalogueFilesPlugin } from '../../apps/casino/build/catalogueFilesPlugin.ts';
import { brandsPlugin } from './brandsPlugin.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const config: StorybookConfig = {
  // The design system's components, and the app's feature views (presentational: props in,
  // callbacks out; the containers that call the back end are covered by e2e).
  stories: ['../../packages/ui/src/**/*.stories.@(ts|tsx)', '../../apps/casino/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    // The shell's stories run the app's real registry and boot screens: its virtual modules
    // (brand index, built-in boot messages) come from the app's own build plugins.
    plugins: [
      ...(viteConfig.plugins ?? []),
      brandsPlugin(),
      bootMessagesPlugin(),
      catalogueFilesPlugin(),
      brandIndexPlugin(),
    ],
    // brands/ sits outside the Storybook folder (brand assets are served from it).
    server: { ...viteConfig.server, fs: { ...viteConfig.server?.fs, allow: [root] } },
  }),
};

export default config;
