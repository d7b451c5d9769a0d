import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const config: StorybookConfig = {
  stories: ['../../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    // brands/ sits outside the Storybook folder; the brand toolbar globs it.
    server: { ...viteConfig.server, fs: { ...viteConfig.server?.fs, allow: [root] } },
  }),
};

export default config;
